import Testing
@testable import MoodpickCore

/// Finding the picture again after a resize from a cursor parked on the centred cell: the rows
/// of the picture above the cursor, whole or split by a reflowing terminal (docs/TERMINAL.md,
/// "The cursor on the centred cell").
@Suite("Parked cursor")
struct ParkedCursorTests {
    /// The 5-row inline picture after `Mood: ` at 80 columns: the prompt row reaches the last
    /// column (its count), the cursor rests on 😀 at (1, 39).
    static func inlineFrame(header: Bool = false) -> Frame {
        var options = PickerOptions(header: header)
        options.placement = .inline(rows: nil)
        let picker = PickerHarness.picker(ItemStore(items: ["😀 happy", "😢 sad", "😡 angry"]), columns: 80,
                                          rows: header ? 6 : 5, options: options)
        var view = StripView()
        view.header = "moods"
        return view.frame(of: picker, indent: 6)
    }

    @Test("after a frame: the frame's cursor, and the rows down to it as drawn")
    func afterFrame() {
        let parked = ParkedCursor(after: Self.inlineFrame())
        #expect(parked.position == CursorPosition(row: 1, column: 39))
        #expect(parked.rows.count == 2 && parked.rows[0] == ReflowRow(reach: 80), "the prompt row reaches its count in the last column")
        #expect(parked.rows[1].wideGlyphs[39] == 2, "😀 under the cursor")
        let withHeader = ParkedCursor(after: Self.inlineFrame(header: true))
        #expect(withHeader.position == CursorPosition(row: 2, column: 39) && withHeader.rows.map(\.reach).prefix(2) == [80, 5])
        #expect(ReflowRow(Frame(size: ScreenSize(columns: 80, rows: 5), indent: 6), row: 0) == ReflowRow(reach: 6), "the text before the picture")
    }

    @Test("rows from the picture's first row to the cursor's, once the screen is this wide", arguments: [
        // (columns, reflows) → rows above. At 40 columns 😀 at 39 would cross the edge: it and
        // the cursor go to the next row.
        (80, true, 1), (100, true, 1), (60, true, 2), (40, true, 3), (30, true, 4), (20, true, 6),
        (80, false, 1), (30, false, 1), (20, false, 1),
    ])
    func rowsAbove(columns: Int, reflows: Bool, rows: Int) {
        #expect(ParkedCursor(after: Self.inlineFrame()).rowsAbove(atColumns: columns, reflows: reflows) == rows)
    }

    @Test("a row split by a reflow: pieces of the new width, a wide glyph never cut", arguments: [
        // (reach, wide glyphs, columns, column) → (piece of the column, pieces)
        (81, [:], 30, 39, 1, 3), (81, [:], 30, 0, 0, 3), (80, [:], 40, 39, 0, 2), (80, [:], 40, 40, 1, 2),
        (6, [3: 2], 4, 3, 1, 2), (6, [3: 2], 4, 2, 0, 2), (6, [2: 2], 4, 3, 0, 2), (0, [:], 10, 25, 2, 1),
    ] as [(Int, [Int: Int], Int, Int, Int, Int)])
    func split(reach: Int, wide: [Int: Int], columns: Int, column: Int, piece: Int, pieces: Int) {
        let row = ReflowRow(reach: reach, wideGlyphs: wide)
        #expect(row.piece(ofColumn: column, atColumns: columns) == piece)
        #expect(row.pieces(atColumns: columns) == pieces)
    }

    @Test("a header row and an empty row count as they reach: an empty row stays one row")
    func headerAndEmpty() {
        let parked = ParkedCursor(after: Self.inlineFrame(header: true))
        #expect(parked.rowsAbove(atColumns: 80, reflows: true) == 2)
        #expect(parked.rowsAbove(atColumns: 30, reflows: true) == 3 + 1 + 1)
        let empty = ParkedCursor(position: CursorPosition(row: 2, column: 3), rows: [ReflowRow(reach: 0), ReflowRow(reach: 0)])
        #expect(empty.rowsAbove(atColumns: 2, reflows: true) == 3)
        #expect(ParkedCursor(position: CursorPosition(row: 0, column: 6)).rowsAbove(atColumns: 4, reflows: true) == 1)
    }

    @Test("which terminals are taken to reflow", arguments: [
        (["TERM": "xterm-256color"], true), (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"], true),
        (["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"], false),
        (["TERM": "screen", "XTERM_VERSION": "XTerm(379)", "TMUX": "/tmp/t,1,0"], true),
        (["TERM": "screen-256color", "XTERM_VERSION": "XTerm(379)"], true),
        (["TERM": "linux"], false), (["TERM": "st-256color"], false), (["TERM": "xterm-kitty"], true), ([:], true),
        // rxvt-unicode 9.30 keeps rows whole until it has scrollback, mlterm 3.9.0 always
        // (docs/TERMINAL.md); both reflow under tmux, which sets its own TERM but keeps MLTERM.
        (["TERM": "rxvt-unicode-256color"], false), (["TERM": "rxvt-unicode"], false), (["TERM": "mlterm"], false),
        (["TERM": "xterm-256color", "MLTERM": "3.9.0"], false), (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "MLTERM": "3.9.0"], true),
        (["TERM": "screen-256color", "MLTERM": "3.9.0"], true), (["TERM": "xterm-256color", "VTE_VERSION": "7006"], true),
    ])
    func reflows(environment: [String: String], reflows: Bool) {
        #expect(ParkedCursor.terminalReflows(environment: environment) == reflows)
    }

    @Test("relative moves after a resize: up as many rows as lie above the cursor now, then the erase")
    func relativeResize() {
        let (place, _) = PicturePlace.inline(found: nil, screen: ScreenSize(columns: 80, rows: 24), pictureRows: 5, codes: ANSICodes())
        let moved = place.resized(foundRow: nil, parkedRowsAbove: 4, screen: ScreenSize(columns: 30, rows: 24), pictureRows: 5,
                                  codes: ANSICodes())
        #expect(String(decoding: moved.bytes, as: UTF8.self) == "\u{1B}[4A\r\u{1B}[K\u{1B}[B\u{1B}[J\u{1B}[A")
        guard case .relative(let tracker) = moved.place else { Issue.record("not relative"); return }
        #expect(tracker.position == CursorPosition(row: 0, column: 0))
    }
}
