import Testing
@testable import MoodpickCore

/// Long text cells shortened where they say least (docs/CONTRACT.md §12), as pure functions and
/// as the strip draws them.
@Suite("Long text cells: the shared prefix as …, the match with a query")
struct CellElisionTests {
    static func chars(_ text: String) -> [Character] { Array(text) }

    @Test("the shared prefix ends just after a boundary, and needs two texts")
    func sharedPrefix() {
        #expect(CellElision.sharedPrefix(of: ["feature/JIRA-1001-a", "feature/JIRA-1002-b"].map(Self.chars)) == 13)
        #expect(CellElision.sharedPrefix(of: ["/usr/share/zoneinfo/Europe", "/usr/share/zoneinfo/Etc"].map(Self.chars)) == 20)
        #expect(CellElision.sharedPrefix(of: ["abc1", "abc2"].map(Self.chars)) == 0)  // no boundary: nothing hidden
        #expect(CellElision.sharedPrefix(of: ["a/b/c"].map(Self.chars)) == 0)
        #expect(CellElision.sharedPrefix(of: ["a/", "a/b"].map(Self.chars)) == 0)  // `a/` would be all of one
        #expect(CellElision.sharedPrefix(of: ["x/a", "y/a"].map(Self.chars)) == 0)
    }

    @Test(
        "each cell hides the longest prefix it shares with a neighbour, cut back to a boundary",
        arguments: [
            // Neighbours that agree further than the whole row: the distinguishing part shows.
            (["feature/JIRA-1201-refactor-payment-flow", "feature/JIRA-1202-refactor-payment-flow", "fix/login"], [13, 13, 0]),
            (["fix/login", "feature/JIRA-1201-a", "feature/JIRA-1202-b", "docs/x"], [0, 13, 13, 0]),
            // What all share is the floor.
            (["/usr/share/zoneinfo/Europe", "/usr/share/zoneinfo/Etc", "/usr/share/man/x"], [20, 20, 11]),
            (["src/a/b.c", "src/a/c.c", "src/b/d.c"], [6, 6, 4]),
            // No boundary shared, one text, none.
            (["abc1", "abc2"], [0, 0]),
            (["a/b/c"], [0]),
            ([], []),
        ] as [([String], [Int])])
    func neighbourPrefixes(texts: [String], hidden: [Int]) {
        #expect(CellElision.neighbourPrefixes(of: texts.map(Self.chars)) == hidden)
    }

    @Test("a window: whole when it fits, after the hidden prefix, or on the match")
    func window() {
        let text = Self.chars("feature/JIRA-1001-refactor-login-flow")
        #expect(CellElision.window(of: Self.chars("main"), columns: 22, hiding: 0).text == "main")
        #expect(CellElision.window(of: text, columns: 22, hiding: 0).text == "feature/JI…-login-flow")
        #expect(CellElision.window(of: text, columns: 22, hiding: 13).text == "…1001-refac…login-flow")
        #expect(CellElision.window(of: text, columns: 22, hiding: 13).columns == 22)
        // "flow" is matched at the end, which the start-and-end form shows: it stays.
        #expect(CellElision.window(of: text, columns: 22, hiding: 0, matched: [33, 34, 35, 36]).text == "feature/JI…-login-flow")
        // A match visible after the hidden prefix leaves the window there.
        #expect(CellElision.window(of: text, columns: 22, hiding: 13, matched: [13, 14]).text == "…1001-refac…login-flow")
        // "tor" is hidden by the start-and-end form: the cell shows the match, the rest cut.
        #expect(CellElision.window(of: text, columns: 22, hiding: 0, matched: [23, 24, 25]).text == "…1-refactor-login-flow")
        #expect(CellElision.window(of: text, columns: 22, hiding: 13, ascii: true).text == "~1001-refac~login-flow")
        // Wide characters count two columns each.
        let wide = CellElision.window(of: Self.chars("名前/名前/東京都"), columns: 8, hiding: 3)
        #expect(wide.text == "…名…京都" && wide.columns == 8)
    }

    static func branches() -> ItemStore {
        ItemStore(items: (1001...1030).map { "feature/JIRA-\($0)-refactor-login-flow" })
    }

    @Test("30 branches: the cells read past the shared feature/JIRA-")
    func branchStrip() {
        let picker = PickerHarness.picker(Self.branches(), columns: 80, rows: 5, options: PickerOptions(placement: .inline(rows: 5)))
        #expect(StripView().frame(of: picker).textLines == [
            ">                                                                           1/30",
            "                                ▕ …1001-…-flow ▏  …1002-…-flow    …1003-…-flow",
            "                      feature/JIRA-1001-refactor-login-flow",
            "                ●───────────────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ])
    }

    @Test("with a query, each cell shows its match")
    func matchedStrip() {
        var picker = PickerHarness.picker(Self.branches(), columns: 80, rows: 5, options: PickerOptions(placement: .inline(rows: 5)))
        for character in "flow" { picker.handle(.key(.character(character)), at: .zero) }
        picker.finishSearch()
        #expect(StripView().frame(of: picker).textLines[1]
            == "                                ▕ …1001-…-flow ▏  …1002-…-flow    …1003-…-flow")
    }

    @Test("a header line: inline on its own row after the prompt, full screen above the strip")
    func header() {
        var view = StripView()
        view.header = "branches"
        let inline = PickerHarness.picker(ItemStore(items: ["main", "dev"]), columns: 40, rows: 6,
                                          options: PickerOptions(placement: .inline(rows: 6), header: true))
        #expect(view.frame(of: inline).textLines == [
            ">                                    1/2",
            "branches",
            "                ▕ main ▏  dev",
            "                  main",
            "  ●───────────────────────────────────",
            "←/→ move · enter choose · esc cancel ·…",
        ])
        let full = PickerHarness.picker(ItemStore(items: ["main", "dev"]), columns: 40, rows: 8, options: PickerOptions(header: true))
        #expect(view.frame(of: full).textLines[2...3] == ["branches", "                ▕ main ▏  dev"])
    }

    @Test("--with-nth: the cells and the label show field 2; the filter matches it; --accept-nth prints field 1")
    func fields() throws {
        let fields = try FieldSelection(delimiter: "\t", withNth: "2", acceptNth: "1")
        let items = ItemStore(bytes: Array("main\tInitial commit\nfix/y\tFix the y crash\n".utf8), separator: .newline).showing(fields)
        var picker = PickerHarness.picker(items, columns: 40, rows: 5, options: PickerOptions(placement: .inline(rows: 5)))
        #expect(StripView().frame(of: picker).textLines[1...2] == [
            // Two cells share 40 columns (TextCellFit): field 2 whole, the next cut by the edge (CellEdgeCut).
            "           ▕ Initial commit ▏  Fix the …",
            "             Initial commit",
        ])
        for character in "crash" { picker.handle(.key(.character(character)), at: .zero) }
        picker.finishSearch()
        #expect(picker.view.count == 1)
        #expect(items.output(.line, for: try #require(picker.selectedItem), print0: false) == Array("fix/y\n".utf8))
    }
}
