import Testing
@testable import MoodpickCore

/// The picture's rows pushed above the screen by a resize (`PushedRows`, `InlineAnchor.moved`):
/// the text before the picture (`printf 'branch: '`) is on its first row, which a narrower
/// screen may push into the scrollback, and a larger one may bring back.
@Suite("Rows pushed above the screen")
struct PushedRowsTests {
    /// `branch: ` (8 columns) then the prompt row to the last of 80 columns; the strip row.
    static let first = ReflowRow(reach: 80), strip = ReflowRow(reach: 59)
    static let anchor = InlineAnchor(screen: ScreenSize(columns: 80, rows: 24), cursorRow: 5, cursorColumn: 8, pictureRows: 5)

    @Test("a first row cut by the top edge: its part above is kept, its part on screen emptied, the picture from the next row with no text before it")
    func cutFirstRow() throws {
        // At 30 columns the first row is 3 rows; 2 of them went above the screen.
        let narrow = Self.anchor.moved(toRow: -2, screen: ScreenSize(columns: 30, rows: 24), pictureRows: 5, lines: [Self.first, Self.strip],
                                       reflows: true)
        let pushed = try #require(narrow.pushed)
        #expect(pushed == PushedRows(lines: [ReflowRow(reach: 60)], gap: 1))
        #expect(narrow.origin == 1 && narrow.indent == 0 && narrow.home == (1, 0))
        #expect(pushed.rows(atColumns: 80, reflows: true) == 2, "one row of text at 80 columns, then the emptied row")
        // Brought back on a larger screen: the picture goes back after `branch: `.
        let back = narrow.moved(toRow: 3, screen: ScreenSize(columns: 80, rows: 40), pictureRows: 5, lines: pushed.lines + [Self.strip],
                                reflows: true)
        #expect(back.pushed == nil && back.origin == 3 && back.indent == 8 && back.home == (3, 8))
    }

    @Test("rows wholly above: kept whole, the picture from the top; a wide glyph is never cut")
    func wholeRows() {
        let pushed = PushedRows.cut([Self.first, Self.strip], top: -3, columns: 30, reflows: true)
        #expect(pushed == PushedRows(lines: [Self.first], gap: 0))
        #expect(PushedRows.cut([Self.first], top: 0, columns: 30, reflows: true) == nil, "nothing above")
        #expect(PushedRows.cut([Self.first], top: -1, columns: 80, reflows: false) == PushedRows(lines: [Self.first], gap: 0))
        let wide = ReflowRow(reach: 40, wideGlyphs: [29: 2])
        #expect(wide.prefix(pieces: 1, atColumns: 30) == ReflowRow(reach: 29), "the glyph over the edge starts the next piece")
    }

    @Test("no rows known (no frame drawn yet): the place is clamped to the top, as before")
    func noRows() {
        let moved = Self.anchor.moved(toRow: -2, screen: ScreenSize(columns: 30, rows: 24), pictureRows: 5)
        #expect(moved.pushed == nil && moved.origin == 0 && moved.indent == 8)
    }
}
