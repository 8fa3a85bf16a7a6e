import Testing
@testable import MoodpickCore

/// The strip stood upright (`--layout vertical`, docs/CONTRACT.md §19): where its rows go, what
/// a frame shows (screens as literal lines, styles as code lines), and the strip's physics in
/// rows: N presses move N rows, a page is the wheel's rows, a drag moves one row per row and
/// snaps, a fling coasts and rests on a row, the rubber band holds past either end.
@Suite("Vertical layout")
struct VerticalLayoutTests {
    static let words = GlideFramesTests.words

    static func options(promptAtTop: Bool = false, preview: Int = 0, window: PreviewWindow? = nil, multi: Int? = nil,
                        border: Bool = false) -> PickerOptions {
        var options = PickerOptions(placement: .fullscreen, multi: multi)
        options.orientation = .vertical(promptAtTop: promptAtTop)
        options.previewRows = preview
        options.previewWindow = window
        options.border = border
        return options
    }

    static func picker(_ lines: [String] = words, columns: Int = 30, rows: Int = 9, options: PickerOptions = options(),
                       start: Int = 0, query: String = "") -> Picker {
        PickerHarness.picker(ItemStore(items: lines), columns: columns, rows: rows, options: options, start: start, query: query)
    }

    // MARK: - Where the rows go

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var size: ScreenSize
        var promptAtTop = false
        var header = false
        var preview: PreviewWindow?
        var border = false
        var list: Range<Int>
        var columns: Range<Int>
        var prompt: Int
        var help: Int?
        var previewRows: Range<Int> = 0..<0
        var previewColumns: Range<Int> = 0..<0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "80 × 9 inline (40% of 24 rows)", size: ScreenSize(columns: 80, rows: 9), list: 0..<7, columns: 0..<80, prompt: 7, help: 8),
        Case(name: "200 × 50 full screen: 48 rows of items", size: ScreenSize(columns: 200, rows: 50), list: 0..<48, columns: 0..<200,
             prompt: 48, help: 49),
        Case(name: "reverse: the prompt above the rows", size: ScreenSize(columns: 80, rows: 9), promptAtTop: true, list: 1..<8,
             columns: 0..<80, prompt: 0, help: 8),
        Case(name: "a header beside the prompt", size: ScreenSize(columns: 80, rows: 9), header: true, list: 0..<6, columns: 0..<80,
             prompt: 7, help: 8),
        Case(name: "200 × 50 with a preview right:50%", size: ScreenSize(columns: 200, rows: 50),
             preview: PreviewWindow(side: .right, size: .percent(50)), list: 0..<48, columns: 0..<100, prompt: 48, help: 49,
             previewRows: 0..<48, previewColumns: 102..<200),
        Case(name: "auto at 60 columns: the preview goes down", size: ScreenSize(columns: 60, rows: 20), promptAtTop: true,
             preview: .standard, list: 1..<10, columns: 0..<60, prompt: 0, help: 19, previewRows: 11..<19, previewColumns: 0..<60),
        Case(name: "down below the prompt when the prompt is below the rows", size: ScreenSize(columns: 60, rows: 20),
             preview: PreviewWindow(side: .down, size: .cells(5)), list: 0..<12, columns: 0..<60, prompt: 12, help: 19,
             previewRows: 14..<19, previewColumns: 0..<60),
        Case(name: "a border", size: ScreenSize(columns: 40, rows: 10), border: true, list: 1..<7, columns: 1..<38, prompt: 7, help: 8),
        Case(name: "3 rows: prompt and two rows, no help", size: ScreenSize(columns: 40, rows: 3), list: 0..<2, columns: 0..<40,
             prompt: 2, help: nil),
    ]

    @Test("Rows and columns of the vertical layout", arguments: cases)
    func layoutRows(_ c: Case) {
        let layout = VerticalScreenLayout(size: c.size, promptAtTop: c.promptAtTop, header: c.header, preview: c.preview, border: c.border)
        #expect(layout.listRows == c.list)
        #expect(layout.listColumns == c.columns)
        #expect(layout.promptRow == c.prompt)
        #expect(layout.helpRow == c.help)
        #expect(layout.previewRows == c.previewRows)
        #expect(layout.previewColumns == c.previewColumns)
        #expect(layout.markRow == c.list.lowerBound + c.list.count / 2)
    }

    // MARK: - Frames

    @Test("A frame at rest: rows above and below the mark, the count and the help")
    func restingFrame() {
        var picker = Self.picker(start: 2)
        PickerHarness.settle(&picker)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines == [
            "",
            "  alpha",
            "  bravo",
            "▌ charlie",
            "  delta",
            "  echo",
            "  foxtrot",
            ">                         3/30",
            "↑/↓ move · enter choose · es…",
        ])
        // The band under the mark in `current`, the rows fading with their distance (`faded1`
        // is plain in the default theme), the prompt, the count and the help in `info`.
        #expect(frame.styleLines(legend: Look.legend()) == [
            "",
            "  22222",
            "  .....",
            "MCCCCCCCCCCCCCCCCCCCCCCCCCCCCC",
            "  .....",
            "  2222",
            "  3333333",
            "PP                        IIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
        #expect(frame.cursor == CursorPosition(row: 3, column: 2))
    }

    @Test("The first item rests under the mark with blank rows above it (centred insets)")
    func centredInsets() {
        let frame = StripView().frame(of: Self.picker())
        #expect(Array(frame.textLines[0..<5]) == ["", "", "", "▌ alpha", "  bravo"])
    }

    @Test("Matched characters are marked in every row; reverse puts the prompt on top")
    func matchesInEveryRow() {
        var picker = Self.picker(options: Self.options(promptAtTop: true), query: "o")
        while picker.isSearching { picker.continueSearch() }
        PickerHarness.settle(&picker)
        let frame = StripView().frame(of: picker)
        let lines = frame.textLines
        #expect(lines[0].hasPrefix("> o"))
        #expect(lines[0].hasSuffix("of 30"))
        let styles = frame.styleLines(legend: Look.legend())
        // Every drawn row shows an `o`, and the column of its first `o` is a match.
        for row in 1..<8 where !lines[row].isEmpty {
            let text = Array(lines[row])
            let column = text.firstIndex(of: "o")
            #expect(column != nil, "row \(row): \(lines[row])")
            if let column { #expect("cU".contains(Array(styles[row])[column]), "row \(row): \(styles[row])") }
        }
    }

    @Test("--multi marks show in the second column, the count of marks on the prompt row")
    func multiMarks() {
        var picker = Self.picker(options: Self.options(multi: 10))
        picker.handle(.key(.tab), at: .zero)
        PickerHarness.settle(&picker)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines[2] == " •alpha")
        #expect(frame.textLines[3] == "▌ bravo")
        #expect(frame.textLines[7].hasSuffix("•1 2/30"))
    }

    @Test("The preview beside the rows, behind a rule")
    func previewBeside() {
        let window = PreviewWindow(side: .right, size: .cells(12))
        var picker = Self.picker(columns: 50, options: Self.options(preview: 6, window: window))
        PickerHarness.settle(&picker)
        var preview = PreviewBuffer(rows: 20, columns: 12, keepsColor: false)
        preview.append(Array("first line\nsecond\n".utf8))
        let frame = StripView().frame(of: picker, preview: preview)
        #expect(Array(frame.textLines[0..<4]) == [
            "                                     │ first line",
            "                                     │ second",
            "                                     │",
            "▌ alpha                              │",
        ])
    }

    @Test("A border draws a box around the picture, its right side in the next-to-last column")
    func border() {
        let frame = StripView().frame(of: Self.picker(columns: 20, rows: 8, options: Self.options(border: true)))
        #expect(frame.textLines == [
            "┌─────────────────┐",
            "│                 │",
            "│                 │",
            "│▌ alpha          │",
            "│  bravo          │",
            "│>            1/30│",
            "│↑/↓ move · enter…│",
            "└─────────────────┘",
        ])
    }

    // MARK: - The physics in rows

    @Test("N presses of Down move N rows, however fast; Up comes back", arguments: [5, 12])
    func pressesMoveRows(count: Int) {
        var picker = Self.picker(rows: 24)
        PickerHarness.press(Array(repeating: .down, count: count), into: &picker, from: .zero, spacing: .milliseconds(20))
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == count)
        #expect(picker.offset == Double(count))
        picker.handle(.key(.up), at: picker.time)
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == count - 1)
    }

    @Test("Left and Right move the query's cursor, not the rows")
    func leftRightMoveTheCursor() {
        var picker = Self.picker(query: "ab")
        picker.handle(.key(.left), at: .zero)
        #expect(picker.query.beforeCursor == "a")
        #expect(picker.selectedIndex == 0)
    }

    @Test("PageDown moves the wheel's rows: a page is the rows there are")
    func pageIsTheRows() {
        var picker = Self.picker(rows: 12)  // 10 rows of items
        picker.handle(.key(.pageDown), at: .zero)
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == 10)
    }

    /// A drag on the wheel's rows, one report per `step` ms, then a release.
    static func drag(_ picker: inout Picker, fromRow: Int, toRow: Int, step: Double, column: Int = 5) {
        let start = picker.time
        picker.handle(.press(column: column, row: fromRow, fraction: 0), at: start)
        let rows = stride(from: fromRow, through: toRow, by: fromRow < toRow ? 1 : -1).dropFirst()
        var t = start
        for row in rows {
            t += PickerHarness.ms(step)
            picker.handle(.drag(column: column, row: row, fraction: 0), at: t)
        }
        t += PickerHarness.ms(step)
        picker.handle(.release(column: column, row: toRow, fraction: 0), at: t)
    }

    @Test("A slow drag moves one row per row and snaps to the nearest row")
    func slowDragSnaps() {
        var picker = Self.picker(rows: 24)
        // Up 4 rows, one row every 200 ms: no fling.
        Self.drag(&picker, fromRow: 14, toRow: 10, step: 200)
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == 4)
        #expect(picker.offset == 4)
    }

    @Test("A fling coasts past where the pointer let go and rests on a row")
    func flingCoasts() {
        var picker = Self.picker(rows: 24)
        Self.drag(&picker, fromRow: 18, toRow: 8, step: 5)  // 10 rows in 55 ms
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex > 10)
        #expect(picker.offset == Double(picker.selectedIndex))
    }

    @Test("Past the first row the rubber band holds the wheel back, and it springs back to row 0")
    func rubberBand() {
        var picker = Self.picker(rows: 24)
        picker.handle(.press(column: 5, row: 5, fraction: 0), at: .zero)
        picker.handle(.drag(column: 5, row: 15, fraction: 0), at: .milliseconds(400))
        #expect(picker.offset < 0)
        #expect(picker.offset > -10)
        picker.handle(.release(column: 5, row: 15, fraction: 0), at: .milliseconds(800))
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == 0)
        #expect(picker.offset == 0)
    }

    @Test("A click on a row glides it under the mark; a click under the mark chooses")
    func clicks() {
        var picker = Self.picker(rows: 24)  // 22 rows: the mark on row 11
        picker.handle(.press(column: 4, row: 14, fraction: 0), at: .zero)
        picker.handle(.release(column: 4, row: 14, fraction: 0), at: .milliseconds(50))
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == 3)
        picker.handle(.press(column: 4, row: 11, fraction: 0), at: picker.time)
        picker.handle(.release(column: 4, row: 11, fraction: 0), at: picker.time + .milliseconds(50))
        #expect(picker.outcome == .chosen(3))
    }

    @Test("The wheel scrolls a row a notch")
    func wheelNotches() {
        var picker = Self.picker(rows: 24)
        for _ in 0..<3 { picker.handle(.wheel(.down, column: 5, row: 5), at: picker.time + .milliseconds(30)) }
        PickerHarness.settle(&picker)
        #expect(picker.selectedIndex == 3)
    }

    // MARK: - Glides never blank the mark

    /// Every frame from the first input until rest, one each 1/60 s.
    static func frames(_ picker: inout Picker, events: [(Double, InputEvent)]) -> [Frame] {
        var frames: [Frame] = []
        var pending = events[...]
        var time = Duration.zero
        let view = StripView()
        while !pending.isEmpty || picker.isAnimating {
            while let next = pending.first, PickerHarness.ms(next.0) <= time {
                picker.handle(next.1, at: PickerHarness.ms(next.0))
                pending = pending.dropFirst()
            }
            picker.advance(to: time)
            frames.append(view.frame(of: picker))
            time += PickerHarness.frame
            if time > .seconds(10) { break }
        }
        return frames
    }

    @Test("Held Down and a fling: every frame has the mark and an item under it, in the current style",
          arguments: ["held", "fling"])
    func glideKeepsTheMark(gesture: String) {
        var picker = Self.picker(rows: 24)
        var events: [(Double, InputEvent)] = []
        if gesture == "held" {
            events.append((0, InputEvent.keyDown(.down)))
            for n in 1...20 { events.append((Double(300 + n * 33), InputEvent.keyRepeat(.down))) }
            events.append((1000, InputEvent.keyUp(.down)))
        } else {
            events.append((0, InputEvent.press(column: 5, row: 18, fraction: 0)))
            for n in 1...10 { events.append((Double(n * 5), InputEvent.drag(column: 5, row: 18 - n, fraction: 0))) }
            events.append((55, InputEvent.release(column: 5, row: 8, fraction: 0)))
        }
        let frames = Self.frames(&picker, events: events)
        #expect(frames.count > 10)
        let markRow = VerticalScreenLayout(size: ScreenSize(columns: 30, rows: 24), promptAtTop: false).markRow
        var seen = Set<String>()
        for (n, frame) in frames.enumerated() {
            let line = frame.textLines[markRow]
            #expect(line.hasPrefix("▌ "), "frame \(n): \(line)")
            #expect(Self.words.contains(String(line.dropFirst(2))), "frame \(n): \(line)")
            #expect(frame.styleLines(legend: Look.legend())[markRow].hasPrefix("MC"), "frame \(n)")
            // The count names the row under the mark.
            let index = Self.words.firstIndex(of: String(line.dropFirst(2))).map { $0 + 1 }
            #expect(frame.textLines[22].hasSuffix("\(index ?? 0)/30"), "frame \(n)")
            seen.insert(line)
        }
        #expect(seen.count > 3)  // it moved
    }

    @Test("A frame draws only the wheel's rows: a million items cost what thirty do")
    func millionItems() {
        let store = ItemStore(items: (0..<1_000_000).map { "item \($0)" })
        var picker = PickerHarness.picker(store, columns: 30, rows: 9, options: Self.options(), start: 500_000)
        PickerHarness.settle(&picker)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines[2...4] == ["  item 499999", "▌ item 500000", "  item 500001"])
        #expect(picker.geometry.visibleRange(offset: picker.offset).count <= 8)
    }
}
