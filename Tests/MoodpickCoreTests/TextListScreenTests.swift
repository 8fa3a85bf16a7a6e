import MoodpickTestSupport
import Testing

@testable import MoodpickCore

/// A text list you can browse (issue 22): 31 git branches at 80 and 200 columns, as text lines
/// and style lines (docs/CONTRACT.md §3 cells and the band, §11 matches in the cells, §12 no
/// match, §13 the full-screen preview).
@Suite("Text lists: readable cells, marked matches, no match, the full-screen preview, wide screens")
struct TextListScreenTests {
    /// `main`, `develop`, then 29 branches like `feature/JIRA-1262-cache-user-sessions`.
    static let branchLines = SampleBranches.lines

    static func picker(columns: Int, rows: Int = 5, placement: Placement? = nil, start: Int = 6, query: String = "",
                       previewRows: Int = 0) -> Picker {
        var options = PickerOptions(placement: placement ?? .inline(rows: rows))
        options.previewRows = previewRows
        var picker = PickerHarness.picker(ItemStore(items: branchLines), columns: columns, rows: rows, options: options, start: start)
        PickerFilterTests.type(query, into: &picker)
        picker.finishSearch()
        PickerHarness.settle(&picker)
        return picker
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let columns: Int
        let start: Int
        let query: String
        let text: [String]
        let styles: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "80 columns: five whole cells, each its start and its end", columns: 80, start: 6, query: "", text: [
            ">                                                                           7/31",
            "  featu…-deref    bugfi…e-deps  ▕ …1262-…sions ▏  …1269-…y-api    relea…search",
            "                      feature/JIRA-1262-cache-user-sessions",
            "                ─────────●──────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "PP                                                                          IIII",
            "  222222222222    ............  MCCCCCCCCCCCCCCM  ............    222222222222",
            "                      LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL",
            "                IIIIIIIIIKIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
        Case(name: "200 columns: the prompt, the count and the help in a centred band of 100", columns: 200, start: 6, query: "",
             text: [
            "                                                  >                                                                                               7/31",
            "…t-flow    …1241-add-login-page      …1248-fix-null-deref      bugfix/JIR…update-deps  ▕ …1262-cache…r-sessions ▏  …1269-remov…legacy-api    release/JI…rove-search    …1283-dark-mode           …1290-…",
            "                                                                                  feature/JIRA-1262-cache-user-sessions",
            "                                                                            ─────────●──────────────────────────────────────",
            "                                                  ←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "                                                  PP                                                                                              IIII",
            "3333333    33333333333333333333      22222222222222222222      ......................  MCCCCCCCCCCCCCCCCCCCCCCCCM  ......................    2222222222222222222222    333333333333333           3333333",
            "                                                                                  LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL",
            "                                                                            IIIIIIIIIKIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            "                                                  IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
        Case(name: "80 columns, query pay: two cells share the row, the matched characters marked in each", columns: 80, start: 0,
             query: "pay", text: [
            "> pay                                                                  1/2 of 31",
            "                           ▕ release/J…payment-flow ▏  feature/J…payment-flow",
            "                     release/JIRA-1234-refactor-payment-flow",
            "                ●───────────────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "PP...                                                                  IIIIIIIII",
            "                           MCCCCCCCCCCCcccCCCCCCCCCCM  ..........UUU.........",
            "                     LLLLLLLLLLLLLLLLLLLLLLLLLLLHHHLLLLLLLLL",
            "                KIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
        Case(name: "200 columns, query log: the match in the cells, the shortened ones showing it", columns: 200, start: 0, query: "log",
             text: [
            "                                                  > log                                                                                      1/3 of 31",
            "                                                                                       ▕ feature/JI…dit-logging ▏  bugfix/JIR…-login-page    feature/JI…-login-page",
            "                                                                                     feature/JIRA-1304-audit-logging",
            "                                                                            ●───────────────────────────────────────────────",
            "                                                  ←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "                                                  PP...                                                                                      IIIIIIIII",
            "                                                                                       MCCCCCCCCCCCCCCCCcccCCCCCM  ............UUU.......    222222222222UUU2222222",
            "                                                                                     LLLLLLLLLLLLLLLLLLLLLLLLHHHLLLL",
            "                                                                            KIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            "                                                  IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
        Case(name: "80 columns, a query matching nothing: the strip and its track kept, dimmed, `no match`, the key help", columns: 80, start: 6, query: "zzz",
             text: [
            "> zzz  no match                                                        0/0 of 31",
            "                           ▕ release/JI…ge-resizing ▏  bugfix/JIR…imezone-bug",
            "",
            "                ●───────────────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "PP...  LLLLLLLL                                                        IIIIIIIII",
            "                           33333333333333333333333333  3333333333333333333333",
            "",
            "                333333333333333333333333333333333333333333333333",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
        Case(name: "200 columns, a query matching nothing", columns: 200, start: 6, query: "zzz", text: [
            "                                                  > zzz  no match                                                                            0/0 of 31",
            "                                                                                       ▕ release/JI…ge-resizing ▏  bugfix/JIR…imezone-bug",
            "",
            "                                                                            ●───────────────────────────────────────────────",
            "                                                  ←/→ move · enter choose · esc cancel · type to filter",
        ], styles: [
            "                                                  PP...  LLLLLLLL                                                                            IIIIIIIII",
            "                                                                                       33333333333333333333333333  3333333333333333333333",
            "",
            "                                                                            333333333333333333333333333333333333333333333333",
            "                                                  IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ]),
    ]

    @Test("the screen of a 31-branch list", arguments: cases)
    func screen(_ example: Case) {
        let picker = Self.picker(columns: example.columns, start: example.start, query: example.query)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines == example.text)
        #expect(frame.styleLines(legend: Look.legend()) == example.styles)
    }

    /// Lines `log line 1`, `log line 2`, … as a preview command would print them.
    static func preview(lines: Int, columns: Int) -> PreviewBuffer {
        var buffer = PreviewBuffer(rows: ScreenLayout.fullScreenPreviewRows, columns: columns, keepsColor: true)
        buffer.append(Array((1...lines).map { "log line \($0)\n" }.joined().utf8))
        buffer.finish(status: 0)
        return buffer
    }

    @Test("--fullscreen with a preview: the picture packed at the top, the preview in every other row", arguments: [
        (200, 50), (80, 24),
    ])
    func fullScreenPreview(columns: Int, rows: Int) {
        let picker = Self.picker(columns: columns, rows: rows, placement: .fullscreen, previewRows: 6)
        let frame = StripView().frame(of: picker, preview: Self.preview(lines: 100, columns: columns))
        let text = frame.textLines
        let styles = frame.styleLines(legend: Look.legend())
        // Prompt, strip, label, indicator; a blank row; the preview down to the row above a
        // blank row above the help.
        let band = picker.screenLayout.band(row: 0)
        #expect(text[0].hasPrefix(String(repeating: " ", count: band.lowerBound) + ">") && text[0].hasSuffix("7/31"))
        #expect(text[1].contains("▕ …1262-…sions ▏") || text[1].contains("▕ …1262-cache…r-sessions ▏"), "\(text[1])")
        #expect(text[2].trimmingCharacters(in: .whitespaces) == "feature/JIRA-1262-cache-user-sessions")
        #expect(text[3].contains("●"))
        #expect(text[4] == "")
        #expect(Array(text[5..<(rows - 2)]) == (1...(rows - 7)).map { "log line \($0)" })
        #expect(Array(styles[5..<(rows - 2)]) == (1...(rows - 7)).map { String(repeating: ".", count: "log line \($0)".count) })
        #expect(text[rows - 2] == "")
        #expect(text[rows - 1].hasPrefix(String(repeating: " ", count: band.lowerBound) + "←/→ move"))
        #expect(text.filter(\.isEmpty).count == 2, "no row left empty but the two blanks: \(text)")
    }

    @Test("full screen without a preview keeps the strip centred; a short one keeps the centred layout")
    func fullScreenLayouts() {
        let plain = ScreenLayout(size: ScreenSize(columns: 200, rows: 50), placement: .fullscreen)
        #expect(plain.stripRow == 24 && plain.previewRows.isEmpty)
        let withPreview = ScreenLayout(size: ScreenSize(columns: 200, rows: 50), placement: .fullscreen, preview: 6)
        #expect(withPreview.promptRow == 0 && withPreview.stripRow == 1 && withPreview.labelRow == 2 && withPreview.indicatorRow == 3)
        #expect(withPreview.previewRows == 5..<48 && withPreview.helpRow == 49)
        let withHeader = ScreenLayout(size: ScreenSize(columns: 80, rows: 24), placement: .fullscreen, header: true, preview: 6)
        #expect(withHeader.headerRow == 1 && withHeader.stripRow == 2 && withHeader.previewRows == 6..<22)
        let short = ScreenLayout(size: ScreenSize(columns: 80, rows: 9), placement: .fullscreen, preview: 6)
        #expect(short.stripRow == 4)
    }

    @Test("the band: the whole row up to 100 columns, else 100 centred on the strip's centre", arguments: [
        (80, 0..<80), (100, 0..<100), (101, 0..<100), (200, 50..<150), (201, 50..<150),
    ])
    func band(columns: Int, expected: Range<Int>) {
        let layout = ScreenLayout(size: ScreenSize(columns: columns, rows: 5), placement: .inline(rows: 5))
        #expect(layout.band(row: 0) == expected)
    }

    @Test("a text cell's cap: five whole cells, never below 10 or above --max-cell-width", arguments: [
        (80, 2, 24, 14), (200, 2, 24, 24), (128, 2, 24, 24), (127, 2, 24, 23), (30, 2, 24, 10), (80, 0, 24, 16), (100, 2, 12, 12),
    ])
    func cap(columns: Int, spacing: Int, maxCellWidth: Int, expected: Int) {
        #expect(TextCellFit.cap(columns: columns, spacing: spacing, maxCellWidth: maxCellWidth) == expected)
    }

    @Test("fewer than five cells share the row, never above --max-cell-width; a given --max-cell-width is the cap", arguments: [
        (80, 3, 24, false, 24), (80, 3, 40, false, 25), (80, 2, 40, false, 39), (80, 1, 40, false, 40), (60, 3, 24, false, 18),
        (80, 5, 40, false, 14), (80, 30, 40, true, 40), (80, 30, 24, true, 24), (200, 30, 12, true, 12),
    ])
    func capOfFewCells(columns: Int, cells: Int, maxCellWidth: Int, fixed: Bool, expected: Int) {
        #expect(TextCellFit.cap(columns: columns, spacing: 2, maxCellWidth: maxCellWidth, cells: cells, fixed: fixed) == expected)
    }

    @Test("a resize across the cap lays the strip out again, the selected branch kept; emoji cells never change")
    func resize() {
        var picker = Self.picker(columns: 200, start: 6)
        #expect(picker.layout.width(of: 6) == 24)
        picker.handle(.resize(columns: 80, rows: 5), at: .milliseconds(1))
        #expect(picker.layout.width(of: 6) == 14 && picker.selectedIndex == 6 && picker.offset == picker.layout.center(of: 6))
        picker.handle(.resize(columns: 200, rows: 5), at: .milliseconds(2))
        #expect(picker.layout.width(of: 6) == 24 && picker.selectedIndex == 6)
        let moods = PickerHarness.picker(columns: 30)
        #expect(moods.layout == PickerHarness.moods().layout(spacing: 2))
    }

    @Test("no match: Enter still chooses nothing (status 1), and a match again shows the strip as usual")
    func noMatchThenMatch() {
        var picker = Self.picker(columns: 80, start: 6, query: "zzz")
        // The strip kept is the last that showed something: the matches of `z`.
        #expect(picker.layout.count == 0 && picker.keptStrip.shown?.view.count == 2)
        picker.handle(.key(.backspace), at: .milliseconds(10))
        picker.handle(.key(.backspace), at: .milliseconds(20))
        picker.handle(.key(.backspace), at: .milliseconds(30))
        picker.finishSearch()
        #expect(picker.layout.count == 31 && picker.keptStrip.shown == nil)
        var again = Self.picker(columns: 80, start: 6, query: "zzz")
        again.handle(.key(.enter), at: .milliseconds(10))
        #expect(again.outcome == .noMatch)
    }
}
