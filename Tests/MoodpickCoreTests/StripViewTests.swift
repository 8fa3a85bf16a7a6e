import Testing
@testable import MoodpickCore

@Suite("StripView")
struct StripViewTests {
    static func lines(_ picker: Picker, view: StripView = StripView()) -> [String] {
        view.frame(of: picker).textLines
    }

    static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    @Test("80 × 24 resting on cell 5: prompt, strip, label, indicator, help")
    func screen80x24() {
        let picker = PickerHarness.picker(columns: 80, rows: 24, start: 5)
        let expected: [String] =
            [">                                                                           6/16"]
            + Self.blank(10)
            + ["         😀    😢    😡    😴    🤔  ▕ 😍 ▏  😎    🥳    😱    😌    🤒    😤",
               "                                     in love",
               "",
               "                ────────────────●───────────────────────────────"]
            + Self.blank(8)
            + ["←/→ move · enter choose · esc cancel · type to filter"]
        #expect(Self.lines(picker) == expected)
        // The centered cell is the one reversed, 2 columns left of the center column.
        let strip = StripView().frame(of: picker).lines[11].spans
        #expect(strip.filter { $0.style == Look.current } == [Span(column: 38, text: " 😍 ", style: Look.current)])
        #expect(strip.count == 14)  // twelve cells and the mark's two sides
    }

    @Test("30 × 8 at the first, a middle and the last cell")
    func screen30x8() {
        let help = "←/→ move · enter choose · es…"
        #expect(Self.lines(PickerHarness.picker(columns: 30, rows: 8, start: 0)) == [
            ">                         1/16", "", "",
            "            ▕ 😀 ▏  😢    😡",
            "             happy", "",
            "  ●─────────────────────────",
            help,
        ])
        #expect(Self.lines(PickerHarness.picker(columns: 30, rows: 8, start: 2)) == [
            ">                         3/16", "", "",
            "  😀    😢  ▕ 😡 ▏  😴    🤔",
            "             angry", "",
            "  ───●──────────────────────",
            help,
        ])
        #expect(Self.lines(PickerHarness.picker(columns: 30, rows: 8, start: 15)) == [
            ">                        16/16", "", "",
            "  😂    🙄  ▕ 😇 ▏",
            "            blessed", "",
            "  ─────────────────────────●",
            help,
        ])
    }

    @Test("mid-glide: cells at rounded columns, the cell under the mark highlighted, not the target (30 × 8)")
    func midGlide() {
        var picker = PickerHarness.picker(columns: 30, rows: 8, start: 0)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(5))  // a key starts the strip one column on its way
        let offset = picker.offset
        #expect(offset > 1 && offset < 1.5)  // cell 0 drawn at ⌊15 − 2 − offset + ½⌋ = 12
        // The mark stays at columns 12 and 17 while the cells slide under it.
        #expect(Self.lines(picker)[3] == "            ▕😀  ▏ 😢    😡")
        #expect(StripView().frame(of: picker).lines[3].spans == [
            Span(column: 12, text: "▕", style: Look.mark), Span(column: 13, text: "😀 ", style: Look.current),
            Span(column: 17, text: "▏", style: Look.mark), Span(column: 19, text: "😢", style: Look.theme.resolved(.faded1)),
            Span(column: 25, text: "😡", style: Look.theme.resolved(.faded2)),
        ])
    }

    @Test("text cells of differing widths, cut at the screen edge (30 × 8)")
    func textCells() {
        let items = ItemStore(items: ["alpha", "beta", "gamma delta epsilon zeta eta", "😀 happy"])
        let picker = PickerHarness.picker(items, columns: 30, rows: 8, start: 1)
        #expect(picker.offset == 8.5)
        #expect(Self.lines(picker) == [
            ">                          2/4", "", "",
            "    alpha  ▕ beta ▏  gam… eta",  // 10 columns at most at 30 (TextCellFit): start and end
            "             beta", "",
            "  ────────●─────────────────",
            "←/→ move · enter choose · es…",
        ])
    }

    @Test("ASCII mode: labels for emoji, ASCII decorations")
    func ascii() {
        let items = ItemStore(items: ["😀 happy", "😢 sad"], cellOptions: CellOptions(ascii: true))
        let picker = PickerHarness.picker(items, columns: 30, rows: 8)
        #expect(Self.lines(picker, view: StripView(ascii: true)) == [
            ">                          1/2", "", "",
            "           [ happy ]  sad",
            "             happy", "",
            "  o-------------------------",
            "<-/-> move | enter choose | ~",
        ])
    }

    @Test("the centered cell is reversed at cols/2 − 2 on every screen width", arguments: [
        (80, 24), (30, 8), (41, 10), (7, 3), (4, 2), (200, 50), (81, 5),
    ])
    func centeredColumn(columns: Int, rows: Int) {
        let picker = PickerHarness.picker(columns: columns, rows: rows, start: 7)
        let frame = StripView().frame(of: picker)
        let row = ScreenLayout(size: picker.picture).stripRow
        let reversed = frame.lines[row].spans.filter { $0.style == Look.current }
        #expect(reversed.map(\.column) == [columns / 2 - 2])
        #expect(reversed.map(\.text) == [" 🥳 "])
    }

    @Test("no span leaves the screen, whatever the size and the offset")
    func spansInside() {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let size = ScreenSize(columns: Int.random(in: 1...100, using: &rng), rows: Int.random(in: 1...30, using: &rng))
            var picker = PickerHarness.picker(columns: size.columns, rows: size.rows, start: Int.random(in: 0..<16, using: &rng))
            picker.handle(.key(Bool.random(using: &rng) ? .end : .home), at: .zero)
            picker.advance(to: .milliseconds(Int64.random(in: 0...400, using: &rng)))
            let frame = StripView().frame(of: picker)
            #expect(frame.lines.count == size.rows)
            for (row, line) in frame.lines.enumerated() {
                let limit = row == size.rows - 1 ? size.columns - 1 : size.columns
                var end = 0
                for span in line.spans {
                    #expect(span.column >= end, "overlap on row \(row) at \(size)")
                    end = span.column + DisplayWidth.columns(of: span.text)
                    #expect(end <= limit, "row \(row) of \(size) ends at \(end)")
                }
            }
        }
    }

    @Test("tiny screens draw what fits and never trap", arguments: [(1, 1), (2, 1), (3, 2), (5, 3), (1, 40), (200, 1)])
    func tiny(columns: Int, rows: Int) {
        let picker = PickerHarness.picker(columns: columns, rows: rows, start: 3)
        let frame = StripView().frame(of: picker)
        #expect(frame.lines.count == rows)
        #expect(frame.textLines.allSatisfy { DisplayWidth.columns(of: $0) <= columns })
    }

    @Test("an empty list draws a blank screen")
    func empty() {
        let picker = PickerHarness.picker(ItemStore(items: []), columns: 30, rows: 8)
        #expect(Self.lines(picker) == Self.blank(8))
    }

    @Test("a million items: the strip row has as many spans as with 10, only visible cells are placed")
    func millionItems() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20_000_000)
        for i in 0..<1_000_000 {
            bytes += PickerHarness.moodLines[i % 16].utf8
            bytes += " \(i)\n".utf8
        }
        let million = ItemStore(bytes: bytes, separator: .newline)
        #expect(million.count == 1_000_000)
        let ten = PickerHarness.moods(10)
        for columns in [30, 80] {
            let big = PickerHarness.picker(million, columns: columns, rows: 8, start: 500_000)
            let small = PickerHarness.picker(ten, columns: columns, rows: 8, start: 5)
            let bigStrip = StripView().frame(of: big).lines[3].spans
            let smallStrip = StripView().frame(of: small).lines[3].spans
            if columns == 30 {
                #expect(bigStrip.count == smallStrip.count)
                #expect(bigStrip.map(\.column) == smallStrip.map(\.column))
            }
            // The cells placed are those the layout says are visible: about cols / 6 of them.
            let visible = big.geometry.visibleRange(offset: big.offset)
            #expect(visible.count <= columns / 6 + 2)
            #expect(visible.contains(500_000))
            #expect(bigStrip.count <= visible.count + 2)  // and the mark's two sides
            #expect(big.layout.storedBytes == 0)
        }
        // The end of the list is drawn as the start of a short one is.
        let last = PickerHarness.picker(million, columns: 30, rows: 8, start: 999_999)
        #expect(StripView().frame(of: last).lines[3].spans.count == 5)  // three cells, two mark sides
        #expect(StripView().frame(of: last).textLines[0] == ">" + String(repeating: " ", count: 14) + "1000000/1000000")
    }
}
