import Testing
@testable import MoodpickCore

@Suite("Inline placement")
struct InlinePlacementTests {
    static let screen = ScreenSize(columns: 80, rows: 24)

    @Test("the picture starts at the cursor; near the bottom the screen scrolls by exactly the missing rows", arguments: [
        // (cursor row, cursor column, picture rows) → (origin, indent, scroll, home row)
        (0, 0, 5, 0, 0, 0, 0), (8, 0, 5, 8, 0, 0, 8), (19, 0, 5, 19, 0, 0, 19), (20, 0, 5, 19, 0, 1, 19),
        (23, 0, 5, 19, 0, 4, 19), (23, 6, 5, 19, 6, 4, 19), (10, 6, 3, 10, 6, 0, 10), (23, 0, 24, 0, 0, 23, 0),
        (5, 0, 40, 0, 0, 5, 0),
    ])
    func anchor(row: Int, column: Int, rows: Int, origin: Int, indent: Int, scroll: Int, home: Int) {
        let anchor = InlineAnchor(screen: Self.screen, cursorRow: row, cursorColumn: column, pictureRows: rows)
        #expect(anchor.origin == origin)
        #expect(anchor.indent == indent)
        #expect(anchor.scrollLines == scroll)
        #expect(anchor.home.row == home && anchor.home.column == column)
    }

    @Test("too little room right of the cursor: the picture starts on the next row, the cursor still goes back")
    func breaksLine() {
        let middle = InlineAnchor(screen: Self.screen, cursorRow: 4, cursorColumn: 70, pictureRows: 5)
        #expect(middle.origin == 5 && middle.indent == 0 && middle.scrollLines == 0 && middle.home == (4, 70))
        let bottom = InlineAnchor(screen: Self.screen, cursorRow: 23, cursorColumn: 70, pictureRows: 5)
        #expect(bottom.origin == 19 && bottom.scrollLines == 5 && bottom.home == (18, 70))
    }

    @Test("found again after a resize: the same picture, rows made when the screen got shorter")
    func moved() {
        let anchor = InlineAnchor(screen: Self.screen, cursorRow: 7, cursorColumn: 6, pictureRows: 5)
        let shorter = anchor.moved(toRow: 7, screen: ScreenSize(columns: 60, rows: 8), pictureRows: 5)
        #expect(shorter.origin == 3 && shorter.scrollLines == 4 && shorter.home == (3, 6) && shorter.indent == 6)
        let narrow = anchor.moved(toRow: 9, screen: ScreenSize(columns: 4, rows: 24), pictureRows: 5)
        #expect(narrow.origin == 9 && narrow.indent == 3 && narrow.home == (9, 3))
    }

    @Test("inline rows are packed from the top and dropped least needed first", arguments: [
        // rows → (prompt, strip, label, indicator, help)
        (1, nil, 0, nil, nil, nil), (2, nil, 0, 1, nil, nil), (3, 0, 1, 2, nil, nil), (4, 0, 1, 2, nil, 3),
        (5, 0, 1, 2, 3, 4), (9, 0, 1, 2, 3, 8),
    ] as [(Int, Int?, Int, Int?, Int?, Int?)])
    func rows(rows: Int, prompt: Int?, strip: Int, label: Int?, indicator: Int?, help: Int?) {
        let layout = ScreenLayout(size: ScreenSize(columns: 80, rows: rows), placement: .inline(rows: nil))
        #expect(layout.promptRow == prompt && layout.stripRow == strip && layout.labelRow == label)
        #expect(layout.indicatorRow == indicator && layout.helpRow == help)
    }

    @Test("the picture is the default 5 rows, --height rows, never more than the screen")
    func pictureSize() {
        #expect(Placement.inline(rows: nil).pictureSize(on: Self.screen) == ScreenSize(columns: 80, rows: 5))
        #expect(Placement.inline(rows: 9).pictureSize(on: Self.screen) == ScreenSize(columns: 80, rows: 9))
        #expect(Placement.inline(rows: 90).pictureSize(on: Self.screen) == Self.screen)
        #expect(Placement.fullscreen.pictureSize(on: Self.screen) == Self.screen)
    }

    @Test("the inline picture at 80 columns after `Mood: `, as text lines; the cursor on the centred cell")
    func inlineFrame() {
        let items = ItemStore(items: ["😀 happy", "😢 sad", "😡 angry"])
        var options = PickerOptions()
        options.placement = .inline(rows: nil)
        let picker = PickerHarness.picker(items, columns: 80, rows: 5, options: options)
        let frame = StripView().frame(of: picker, indent: 6)
        #expect(frame.textLines == [
            "      >                                                                      1/3",
            "                                     ▕ 😀 ▏  😢    😡",
            "                                      happy",
            "                ●───────────────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ])
        #expect(frame.cursor == CursorPosition(row: 1, column: 39))
        // The painter neither draws nor erases the text before the indent.
        let bytes = FramePainter.bytes(for: frame, replacing: nil, codes: ANSICodes())
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[1;7H\u{1B}[K"))
    }

    @Test("relative moves: up and down from where the last move left the cursor, columns absolute")
    func relativeCodes() {
        let tracker = CursorTracker(CursorPosition(row: 0, column: 0))
        let codes = RelativeCodes(ANSICodes(), cursor: tracker)
        #expect(String(decoding: codes.moveTo(row: 2, column: 5), as: UTF8.self) == "\u{1B}[2B\u{1B}[6G")
        #expect(String(decoding: codes.moveTo(row: 2, column: 0), as: UTF8.self) == "\u{1B}[1G")
        #expect(String(decoding: codes.moveTo(row: 0, column: 3), as: UTF8.self) == "\u{1B}[2A\u{1B}[4G")
        #expect(tracker.position == CursorPosition(row: 0, column: 3))
        let offset = OffsetCodes(ANSICodes(), origin: 17)
        #expect(String(decoding: offset.moveTo(row: 1, column: 0), as: UTF8.self) == "\u{1B}[19;1H")
    }
}
