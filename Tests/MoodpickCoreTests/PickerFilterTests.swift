import Testing
@testable import MoodpickCore

/// Labels of `PickerHarness.moods()`: 0 happy, 1 sad, 2 angry, 3 sleepy, 4 thoughtful, 5 in love,
/// 6 cool, 7 festive, 8 shocked, 9 relieved, 10 sick, 11 determined, 12 pleading, 13 amused,
/// 14 unimpressed, 15 blessed.
@Suite("Picker: the filter, Space, marks")
struct PickerFilterTests {
    static func type(_ text: String, into picker: inout Picker, at time: Duration = .zero) {
        for character in text {
            picker.handle(character == " " ? .key(.space) : .key(.character(character)), at: time)
        }
    }

    /// The items the strip shows, as labels.
    static func shown(_ picker: Picker) -> [String] {
        (0..<picker.view.count).map { picker.items.anatomy(at: picker.view.item(at: $0)).label }
    }

    static func selectedLabel(_ picker: Picker) -> String? {
        picker.selectedItem.map { picker.items.anatomy(at: $0).label }
    }

    @Test("typing filters the strip and centers the best match", arguments: [
        ("sl", ["sleepy"], "sleepy"),
        // Best first: a match at the start of a word, then shorter labels, then input order.
        ("s", ["sad", "sick", "sleepy", "shocked", "amused", "festive", "blessed", "unimpressed"], "sad"),
        ("in", ["in love", "pleading", "determined"], "in love"),
        ("sick", ["sick"], "sick"),
        ("SICK", [], nil),  // smart case: an uppercase letter makes the word case-sensitive
        ("e d", ["determined", "amused", "shocked", "blessed", "relieved", "pleading", "unimpressed"], "determined"),
        ("zq", [], nil),
    ])
    func filters(query: String, expected: [String], selected: String?) {
        var picker = PickerHarness.picker(start: 6)
        Self.type(query, into: &picker)
        #expect(picker.query.text == query)
        #expect(Self.shown(picker) == expected)
        #expect(Self.selectedLabel(picker) == selected)
        #expect(picker.outcome == nil)
        if let target = picker.target { #expect(picker.offset == picker.layout.center(of: target)) }
    }

    @Test("--no-sort centers the first match at or after the item centered before", arguments: [
        (6, "s", "festive"), (8, "s", "shocked"), (0, "s", "sad"), (15, "s", "blessed"), (11, "e", "determined"), (15, "sl", "sleepy"),
    ])
    func noSort(start: Int, query: String, selected: String) {
        var picker = PickerHarness.picker(options: PickerOptions(sorted: false), start: start)
        Self.type(query, into: &picker)
        #expect(Self.selectedLabel(picker) == selected)
    }

    @Test("Backspace, Ctrl-W and Ctrl-U widen the query again; an empty query shows every item, on the last item shown")
    func erasing() {
        var picker = PickerHarness.picker()
        Self.type("sx", into: &picker)
        #expect(picker.view.count == 0)
        picker.handle(.key(.backspace), at: .zero)
        #expect(picker.query.text == "s" && picker.view.count == 8)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.key(.right), at: .zero)  // sad → sick → sleepy (best first)
        picker.handle(.key(.ctrlU), at: .zero)
        #expect(picker.query.text == "" && !picker.view.isFiltered && picker.view.count == 16)
        #expect(Self.selectedLabel(picker) == "sleepy")
        Self.type("in lo", into: &picker)
        #expect(Self.shown(picker) == ["in love"])
        picker.handle(.key(.ctrlW), at: .zero)
        #expect(picker.query.text == "in " && Self.shown(picker) == ["in love", "pleading", "determined"])
    }

    @Test("Space chooses with an empty query and types a space into a non-empty one")
    func space() {
        var picker = PickerHarness.picker(ItemStore(items: ["🍎 apple", "🗽 new york", "🕌 new delhi"]))
        Self.type("new d", into: &picker)
        #expect(picker.outcome == nil)
        #expect(Self.selectedLabel(picker) == "new delhi")
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == .chosen(2))
        var fresh = PickerHarness.picker(start: 1)
        fresh.handle(.key(.space), at: .zero)
        #expect(fresh.outcome == .chosen(1))
    }

    @Test("with --jump, Space is a space in the typed text and chooses once it expired")
    func spaceInJump() {
        var picker = PickerHarness.picker(ItemStore(items: ["🍎 apple", "🗽 new york", "🕌 new delhi"]), options: PickerOptions(jump: true))
        Self.type("new d", into: &picker)
        #expect(picker.outcome == nil && picker.typeAhead.text == "new d" && picker.selectedItem == 2)
        picker.handle(.key(.space), at: .seconds(5))
        #expect(picker.outcome == .chosen(2))
    }

    @Test("Enter with no match: no choice (exit 1); Enter on an empty list of items still cancels")
    func noMatch() {
        var picker = PickerHarness.picker()
        Self.type("zzz", into: &picker)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == .noMatch)
        var empty = PickerHarness.picker(ItemStore(items: []))
        empty.handle(.key(.enter), at: .zero)
        #expect(empty.outcome == .cancelled)
    }

    @Test("a paste types into the query and never chooses")
    func paste() {
        var picker = PickerHarness.picker()
        picker.handle(.paste("in love\n"), at: .zero)
        #expect(picker.query.text == "in love" && picker.outcome == nil && Self.shown(picker) == ["in love"])
    }

    @Test("--query starts filtered")
    func initialQuery() {
        let picker = PickerHarness.picker(query: "sh")
        #expect(Self.shown(picker) == ["shocked"])
    }

    @Test("--multi: Tab and Shift-Tab mark and move, marks survive the query, Enter gives them in input order")
    func multi() {
        var picker = PickerHarness.picker(options: PickerOptions(multi: .max), start: 3)
        picker.handle(.key(.tab), at: .zero)       // marks sleepy (3), moves to 4
        picker.handle(.key(.backTab), at: .zero)   // marks thoughtful (4), back to 3
        picker.handle(.key(.backTab), at: .zero)   // unmarks sleepy, moves to 2
        #expect(picker.marks.items == [4])
        Self.type("ck", into: &picker)             // sick, shocked (shorter first): thoughtful hidden, still marked
        #expect(Self.shown(picker) == ["sick", "shocked"])
        picker.handle(.key(.ctrlT), at: .zero)     // marks sick (10), stays
        #expect(picker.marks.items == [4, 10] && picker.selectedItem == 10)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == .marked([4, 10]))
    }

    @Test("Ctrl-A marks every match up to N; without --multi Tab moves and marks nothing",
          arguments: [(Int.max, [1, 3, 7, 8, 10, 13, 14, 15]), (2, [1, 10])])  // up to N, in the order shown: sad, sick
    func markAll(limit: Int, expected: [Int]) {
        var picker = PickerHarness.picker(options: PickerOptions(multi: limit))
        Self.type("s", into: &picker)
        picker.handle(.key(.backspace), at: .zero)
        Self.type("s", into: &picker)  // the same matches again
        picker.handle(.key(.ctrlA), at: .zero)
        #expect(picker.marks.items == expected)
        var plain = PickerHarness.picker()
        plain.handle(.key(.tab), at: .zero)
        plain.handle(.key(.ctrlA), at: .zero)
        #expect(plain.marks.isEmpty && plain.target == 1)
    }

    @Test("nothing marked: Enter chooses the centered item, with --multi too")
    func multiWithoutMarks() {
        var picker = PickerHarness.picker(options: PickerOptions(multi: .max), start: 5)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == .chosen(5))
    }

    @Test("a marked cell shows a marker; the prompt shows the marks and place/matches of total (30 × 8)")
    func markedScreen() {
        // In input order (--no-sort), so the marked item is the first cell.
        var picker = PickerHarness.picker(columns: 30, rows: 8, options: PickerOptions(sorted: false, multi: .max), start: 0)
        picker.handle(.key(.tab), at: .zero)
        picker.handle(.key(.left), at: .zero)
        Self.type("a", into: &picker)
        PickerHarness.settle(&picker)
        #expect(StripView().frame(of: picker).textLines == [
            "> a               •1 1/5 of 16",
            "",
            "",
            "            ▕•😀 ▏  😢    😡",
            "             happy",
            "",
            "  ●─────────────────────────",
            "←/→ move · enter choose · ta…",
        ])
    }

    @Test("the label underlines the matched characters")
    func highlight() {
        var picker = PickerHarness.picker(start: 0)
        Self.type("sld", into: &picker)  // no label; then "sy": sleepy
        picker.handle(.key(.ctrlU), at: .zero)
        Self.type("sy", into: &picker)
        let label = StripView().frame(of: picker).lines[12].spans
        #expect(label.map(\.text) == ["s", "leep", "y"])
        #expect(label.map(\.style) == [Look.match, Look.label, Look.match])
    }

    @Test("clicks on a filtered strip speak item indices: a cell is centered, the centered one chosen")
    func clicks() {
        var picker = PickerHarness.picker()
        Self.type("s", into: &picker)  // sad, sick, sleepy, ...: sad centered at columns 38-41
        picker.handle(.press(column: 46, row: 11), at: .milliseconds(10))
        picker.handle(.release(column: 46, row: 11), at: .milliseconds(20))
        #expect(picker.target == 1 && picker.selectedItem == 10)  // sick
        PickerHarness.settle(&picker)
        picker.handle(.press(column: 40, row: 11), at: picker.time)
        picker.handle(.release(column: 40, row: 11), at: picker.time + .milliseconds(10))
        #expect(picker.outcome == .chosen(10))
    }

    @Test("a query with no match shows `no match` and 0/0 of N, keeps the strip that showed before it and its track, dimmed, and the key help")
    func noMatchScreen() {
        var picker = PickerHarness.picker(columns: 30, rows: 8)
        Self.type("zq", into: &picker)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines == ["> zq  no match       0/0 of 16", "", "", "            ▕ 😀 ▏  😢    😡", "", "", "  ●─────────────────────────",
                                    "←/→ move · enter choose · es…"])
        #expect(frame.styleLines(legend: Look.legend())[3] == "            333333  33    33")
        #expect(frame.styleLines(legend: Look.legend())[6] == "  " + String(repeating: "3", count: 26))
        var wide = PickerHarness.picker(columns: 60, rows: 8)
        Self.type("zq", into: &wide)
        #expect(StripView().frame(of: wide).textLines[7].contains("esc cancel"), "Esc is still named")
    }
}

@Suite("Picker: searches in slices")
struct PickerSliceTests {
    /// `count` items `😀 item<i>`, equal widths, built fast.
    static func manyItems(_ count: Int) -> ItemStore {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 16)
        for i in 0..<count {
            bytes += Array("😀 item\(i)\n".utf8)
        }
        return ItemStore(bytes: bytes, separator: .newline)
    }

    static let items = manyItems(3 * Picker.searchSlice + 10)

    @Test("a search over more than a slice is left to the loop; a newer query drops it; narrowing searches the matches")
    func slices() {
        // In input order (--no-sort): the matches are then easy to state; ranking is tested elsewhere.
        var picker = PickerHarness.picker(Self.items, options: PickerOptions(sorted: false))
        picker.handle(.key(.character("9")), at: .zero)
        #expect(picker.isSearching)
        #expect(!picker.view.isFiltered)        // the old strip stays until the search ends
        #expect(picker.query.text == "9")       // the typed text shows at once
        picker.handle(.key(.character("9")), at: .zero)  // "99": the "9" search is dropped
        var slices = 1
        while picker.isSearching { picker.continueSearch(); slices += 1 }
        #expect(slices == 4)
        let expected = (0..<Self.items.count).filter { String($0).filter { $0 == "9" }.count >= 2 }
        #expect(picker.view.matches?.map(Int.init) == expected)
        // "999" narrows "99": only its matches are searched, in one slice.
        picker.handle(.key(.character("9")), at: .zero)
        #expect(!picker.isSearching)
        #expect(picker.view.count == expected.filter { String($0).filter { $0 == "9" }.count >= 3 }.count)
    }

    @Test("Esc typed right after a letter cancels before the search is over")
    func escapeDuringSearch() throws {
        let run = try PickerHarness.run("0 key x\n0 key esc", items: Self.items)
        #expect(run.outcome == .cancelled)
        #expect(run.picker.isSearching)
        // At rest the loop sleeps in the read; during the search it only looks at the input.
        #expect(run.terminal.deadlines == [nil, .zero])
    }

    @Test("--jump's search runs in slices too, and Esc does not wait for it")
    func jumpSlices() throws {
        let run = try PickerHarness.run("0 key x\n0 key esc", items: Self.items, options: PickerOptions(jump: true))
        #expect(run.outcome == .cancelled)
        #expect(run.picker.isSearching)
        let found = try PickerHarness.run("0 key i\n0 key t\n0 key e\n0 key m\n0 key 1\n0 key 5\n0 key 0\n0 key 0\n0 key 0\n0 key 2\n0 key enter",
                                          items: Self.items, options: PickerOptions(jump: true))
        #expect(found.outcome == .chosen(150_002))
    }

    @Test("Enter during a search answers the query as typed")
    func enterFinishes() throws {
        let run = try PickerHarness.run("0 key 1\n0 key 5\n0 key 0\n0 key 0\n0 key 0\n0 key 5\n0 key enter", items: Self.items)
        #expect(run.outcome == .chosen(150_005))
    }
}
