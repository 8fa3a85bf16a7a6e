import Testing
@testable import MoodpickCore

/// kitty before 0.40 moves the cursor its own way on a rewrap: the report after a resize, and
/// the picture's first row found from it (docs/TERMINAL.md, "Finding the picture after a
/// resize"). Every row of the table was measured in kitty 0.26.5 on a 100 × 30 screen: rows of
/// letters written with autowrap off from a first row, the cursor put on one of them, reported
/// after the resize.
@Suite("Kitty rewrap cursor")
struct KittyRewrapCursorTests {
    /// One measurement: the rows' reaches, the first row, the cursor (picture row, column), the
    /// screen after the resize, kitty's report, and the row the first row was seen on after it.
    struct Measured: Sendable, CustomStringConvertible {
        var reaches: [Int], first: Int, cursor: CursorPosition, columns: Int, lines: Int
        var reported: CursorPosition, found: Int
        var description: String { "\(reaches) from \(first), \(cursor) → \(columns)×\(lines)" }

        init(_ reaches: [Int], _ first: Int, _ cursor: (Int, Int), _ size: (Int, Int), _ reported: (Int, Int), _ found: Int) {
            self.reaches = reaches
            self.first = first
            self.cursor = CursorPosition(row: cursor.0, column: cursor.1)
            (columns, lines) = size
            self.reported = CursorPosition(row: reported.0, column: reported.1)
            self.found = found
        }

        var kitty: KittyRewrapCursor { KittyRewrapCursor(reaches: reaches, cursor: cursor, firstRow: first, oldColumns: 100) }
        /// The cursor parked on it, as `TerminalPicture` keeps it.
        var parked: ParkedCursor {
            ParkedCursor(position: cursor, rows: reaches.prefix(cursor.row + 1).map { ReflowRow(reach: $0) }, reaches: reaches)
        }
    }

    /// moodpick's 5-row picture at 100 columns, as it reaches (prompt row with its count in the
    /// last column, the strip, the name, the indicator track, the help row), cursor on 😀.
    static let picture = [100, 100, 53, 72, 52]

    static let measured: [Measured] = [
        // Four 100-letter rows: the cursor on the second is moved again onto the third's (or the
        // fourth's) first piece; on the third or the fourth nothing below matches.
        Measured([100, 100, 100, 100], 0, (1, 49), (55, 30), (4, 51), 0),
        Measured([100, 100, 100, 100], 4, (1, 49), (55, 30), (8, 51), 4),
        Measured([100, 100, 100, 100], 4, (1, 70), (55, 30), (10, 17), 4),
        Measured([100, 100, 100, 100], 4, (2, 49), (55, 30), (8, 50), 4),
        Measured([100, 100, 100, 100], 4, (3, 49), (55, 30), (10, 50), 4),
        // One column to the right, but the first; the piece's last column goes to the next piece.
        Measured([100, 100], 4, (1, 60), (55, 30), (7, 6), 4),
        Measured([100, 100], 4, (1, 0), (55, 30), (6, 0), 4),
        Measured([100, 100, 100], 4, (1, 54), (55, 30), (7, 1), 4),
        // Beyond the row's text: just past it.
        Measured([100, 30], 4, (1, 60), (55, 30), (6, 30), 4),
        // The picture in the middle and at the bottom (3 rows leave the top, the cursor stays
        // on the bottom row), at 33 columns, and on a screen 6 rows shorter.
        Measured(picture, 12, (1, 49), (55, 30), (19, 52), 12),
        Measured(picture, 25, (1, 49), (55, 30), (29, 52), 22),
        Measured(picture, 12, (1, 49), (33, 30), (17, 17), 12),
        Measured(picture, 25, (1, 49), (100, 24), (23, 50), 19),
    ]

    @Test("kitty 0.26.5's report after a resize, as measured", arguments: measured)
    func report(_ row: Measured) {
        // The rows above are blank or short: the first row lands where it was.
        #expect(row.kitty.reported(landing: row.first, columns: row.columns, lines: row.lines) == row.reported)
    }

    @Test("the picture's first row found from kitty 0.26.5's report", arguments: measured)
    func found(_ row: Measured) {
        let screen = ScreenSize(columns: row.columns, rows: row.lines)
        let old = TerminalAbilities.Identity(xtversion: "kitty(0.26.5)")
        #expect(row.kitty.firstRow(after: row.reported, columns: row.columns, lines: row.lines) == row.found)
        #expect(row.parked.firstRow(after: row.reported, before: (row.first, 100), screen: screen, reflows: true, terminal: old) == row.found)
    }

    @Test("which terminals get kitty's rule: kitty before 0.40 only", arguments: [
        ("kitty(0.26.5)", true), ("kitty(0.39.1)", true), ("kitty(0.40.0)", false), ("kitty(0.44.0)", false),
        ("tmux 3.3a", false), ("foot(1.13.1)", false), ("XTerm(379)", false),
    ])
    func applies(xtversion: String, applies: Bool) {
        #expect(KittyRewrapCursor.applies(to: TerminalAbilities.Identity(xtversion: xtversion)) == applies)
        #expect(!KittyRewrapCursor.applies(to: nil))
    }

    @Test("elsewhere the cursor stayed on its cell: the rows above it, as before")
    func otherTerminals() {
        let parked = Measured(Self.picture, 12, (1, 49), (55, 30), (15, 24), 12).parked
        let screen = ScreenSize(columns: 55, rows: 30)
        for terminal in [TerminalAbilities.Identity(xtversion: "tmux 3.3a"), TerminalAbilities.Identity(xtversion: "kitty(0.40.0)"), nil] {
            #expect(parked.firstRow(after: CursorPosition(row: 15, column: 24), before: (12, 100), screen: screen, reflows: true, terminal: terminal) == 13)
        }
    }

    @Test("no landing gives the report, or the cursor is beyond the text: nothing found by kitty's rule")
    func notFound() {
        let kitty = KittyRewrapCursor(reaches: [100, 100], cursor: CursorPosition(row: 1, column: 49), firstRow: 4, oldColumns: 100)
        #expect(kitty.firstRow(after: CursorPosition(row: 2, column: 3), columns: 55, lines: 30) == nil)
        let beyond = KittyRewrapCursor(reaches: [100, 0], cursor: CursorPosition(row: 1, column: 3), firstRow: 4, oldColumns: 100)
        #expect(beyond.firstRow(after: CursorPosition(row: 6, column: 3), columns: 55, lines: 30) == nil)
    }
}
