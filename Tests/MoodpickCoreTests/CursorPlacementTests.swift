import Testing
@testable import MoodpickCore

/// The hardware cursor on the centred cell in every frame (docs/CONTRACT.md §17): where the
/// frame puts it, for emoji and text strips, inline and full screen, with a query and during a
/// glide, and the text that is under it.
@Suite("Cursor on the centred cell")
struct CursorPlacementTests {
    /// The character drawn at the frame's cursor (nil where no span covers it).
    static func under(_ frame: Frame) -> Character? {
        var column = 0
        for span in frame.lines[frame.cursor.row].spans {
            column = span.column
            for character in span.text {
                let width = DisplayWidth.columns(of: character)
                if frame.cursor.column >= column && frame.cursor.column < column + width { return character }
                column += width
            }
        }
        return nil
    }

    static func inline(_ items: ItemStore, columns: Int = 80, start: Int = 0, query: String = "") -> Picker {
        var options = PickerOptions()
        options.placement = .inline(rows: nil)
        return PickerHarness.picker(items, columns: columns, rows: 5, options: options, start: start, query: query)
    }

    @Test("full screen 80 × 24 on cell 5: on 😍 in the mark, on the strip row")
    func fullscreenEmoji() {
        let frame = StripView().frame(of: PickerHarness.picker(columns: 80, rows: 24, start: 5))
        #expect(frame.textLines[11] == "         😀    😢    😡    😴    🤔  ▕ 😍 ▏  😎    🥳    😱    😌    🤒    😤")
        #expect(frame.cursor == CursorPosition(row: 11, column: 39))
        #expect(Self.under(frame) == "😍")
    }

    @Test("inline after `Mood: `: on 😀, the strip row under the prompt")
    func inlineEmoji() {
        let frame = StripView().frame(of: Self.inline(ItemStore(items: ["😀 happy", "😢 sad", "😡 angry"])), indent: 6)
        #expect(frame.textLines[0] == "      >                                                                      1/3")
        #expect(frame.textLines[1] == "                                     ▕ 😀 ▏  😢    😡")
        #expect(frame.cursor == CursorPosition(row: 1, column: 39))
        #expect(Self.under(frame) == "😀")
    }

    @Test("text cells of differing widths: on the first letter of the centred cell", arguments: [
        // (start, strip text, cursor column, letter)
        (0, "           ▕ alpha ▏  beta", 13, "a"),
        (1, "    alpha  ▕ beta ▏  gam… eta", 13, "b"),
        (2, "   beta  ▕ gam… eta ▏  😀", 11, "g"),
    ] as [(Int, String, Int, Character)])
    func textCells(start: Int, strip: String, column: Int, letter: Character) {
        let items = ItemStore(items: ["alpha", "beta", "gamma delta epsilon zeta eta", "😀 happy"])
        let frame = StripView().frame(of: PickerHarness.picker(items, columns: 30, rows: 8, start: start))
        #expect(frame.textLines[3] == strip)
        #expect(frame.cursor == CursorPosition(row: 3, column: column))
        #expect(Self.under(frame) == letter)
    }

    @Test("with a query: on the centred match; inline on the strip row, not on the typed text")
    func query() {
        let items = ItemStore(items: ["alpha", "beta", "gamma", "delta"])
        let frame = StripView().frame(of: Self.inline(items, columns: 30, query: "ta"))
        #expect(frame.textLines[0] == "> ta                  1/2 of 4")
        #expect(frame.textLines[1] == "           ▕ beta ▏  delta")
        #expect(frame.cursor == CursorPosition(row: 1, column: 13))
        #expect(Self.under(frame) == "b")
    }

    @Test("a query that matches nothing: after the typed text on the prompt row, where typing goes")
    func noMatch() {
        let frame = StripView().frame(of: Self.inline(PickerHarness.moods(), columns: 30, query: "zzz"))
        #expect(frame.textLines[0] == "> zzz  no match      0/0 of 16")
        #expect(frame.cursor == CursorPosition(row: 0, column: 5))
        let indented = StripView().frame(of: Self.inline(PickerHarness.moods(), columns: 30, query: "zzz"), indent: 6)
        #expect(indented.cursor == CursorPosition(row: 0, column: 11))
    }

    @Test("during a glide: the cursor stays in the centred slot, under the mark, while the cells slide (30 × 8)")
    func midGlide() {
        var picker = PickerHarness.picker(columns: 30, rows: 8, start: 0)
        let resting = StripView().frame(of: picker)
        #expect(resting.cursor == CursorPosition(row: 3, column: 14) && Self.under(resting) == "😀")
        picker.handle(.key(.right), at: .zero)
        var columns: Set<Int> = []
        for step in 1...20 {
            picker.advance(to: .milliseconds(step * 17))
            let frame = StripView().frame(of: picker)
            #expect(frame.cursor.row == 3)
            columns.insert(frame.cursor.column)
            if step == 3 { #expect(frame.textLines[3] == "            😀   ▏😢    😡") }
        }
        #expect(columns == [14], "one column throughout the glide")
        let rested = StripView().frame(of: picker)
        #expect(rested.textLines[3] == "        😀  ▕ 😢 ▏  😡    😴")
        #expect(Self.under(rested) == "😢")
    }

    @Test("the tone strip, opened from 👍: the cursor on its centred variant")
    func toneStrip() throws {
        let emoji = EmojiItems()
        let start = StartPosition("thumbs up").resolve(in: emoji.store) ?? 0
        var picker = PickerHarness.picker(emoji.store, start: start, spacing: 1)
        picker.variantLines = { emoji.toneLines(of: $0) }
        picker.handle(.key(.ctrlT), at: .zero)
        _ = try #require(picker.toneStrip)
        let opened = StripView().frame(of: picker)
        #expect(opened.cursor.row == ScreenLayout(size: picker.picture).stripRow && Self.under(opened) == "👍")
        picker.handle(.key(.right), at: .milliseconds(100))
        picker.advance(to: .seconds(3))
        #expect(Self.under(StripView().frame(of: picker)) == "👍🏻")
    }
}

/// The wheels put the cursor on the active wheel's value the same way (docs/CONTRACT.md §17).
@Suite("Cursor on the active wheel's value")
struct WheelCursorTests {
    @Test("a range whose values are shorter than its cell: on the value's first digit, not on the blank before it", arguments: [
        // (start) → (row text, cursor column, digit)
        ("250", "       210     220     230     240  ▕  250 ▏   260     270     280     290", 39, "2"),
        ("10", "                                0   ▕  10  ▏   20      30      40      50", 39, "1"),
    ] as [(String, String, Int, Character)])
    func range(start: String, row: String, column: Int, digit: Character) throws {
        let range = try WheelSpec.range("0..1000:10", start: start, unit: "ms")
        let view = WheelView()
        let frame = view.frame(of: range, offsets: view.restingOffsets(of: range), screen: ScreenSize(columns: 80, rows: 4))
        #expect(frame.textLines[1] == row)
        #expect(frame.cursor == CursorPosition(row: 1, column: column))
        #expect(CursorPlacementTests.under(frame) == digit)
    }

    @Test("time: on the hour, then on the minute when that wheel is active")
    func time() throws {
        var time = try WheelSpec.time(step: 15, start: "09:30", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        let view = WheelView()
        let screen = ScreenSize(columns: 40, rows: 5)
        let hour = view.frame(of: time, offsets: view.restingOffsets(of: time), screen: screen)
        #expect(hour.cursor.row == 1 && CursorPlacementTests.under(hour) == "0" && hour.textLines[1].contains("▕ 09 ▏"))
        time.activate(1)
        let minute = view.frame(of: time, offsets: view.restingOffsets(of: time), screen: screen)
        #expect(minute.cursor.row == 2 && CursorPlacementTests.under(minute) == "3" && minute.cursor.column == hour.cursor.column)
    }

    @Test("a date: on the month, the value shorter than the year's cell")
    func date() throws {
        let date = try WheelViewTests.date()
        let view = WheelView()
        let frame = view.frame(of: date, offsets: view.restingOffsets(of: date), screen: ScreenSize(columns: 80, rows: 6))
        #expect(frame.cursor == CursorPosition(row: 2, column: 39))
        #expect(CursorPlacementTests.under(frame) == "0", "the first digit of 02, not the blank before it")
    }
}
