import MoodpickCore
import Testing

/// The picture's place as bytes (docs/TERMINAL.md, "Inline: where the picture goes"): the
/// teardown every exit path writes, and the erase after a resize, for each place.
@Suite("PicturePlace")
struct PicturePlaceTests {
    static let screen = ScreenSize(columns: 80, rows: 24)

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func anchored(row: Int, column: Int, rows: Int = 5) -> PicturePlace {
        PicturePlace.inline(found: CursorPosition(row: row, column: column), screen: screen, pictureRows: rows, codes: ANSICodes()).place
    }

    @Test("inline teardown: the rows erased from the picture's first row, the cursor back where it was found", arguments: [
        // (cursor row, column, the teardown)
        (8, 0, "\u{1B}[9;1H\u{1B}[J\u{1B}[9;1H"),
        (8, 6, "\u{1B}[9;7H\u{1B}[J\u{1B}[9;7H"),
        (8, 70, "\u{1B}[10;1H\u{1B}[J\u{1B}[9;71H"),
        (23, 6, "\u{1B}[20;7H\u{1B}[J\u{1B}[20;7H"),
    ])
    func teardown(row: Int, column: Int, expected: String) {
        let bytes = Self.anchored(row: row, column: column).teardown(pictureRows: 5, screen: Self.screen, codes: ANSICodes(), clears: true)
        #expect(Self.text(bytes) == expected)
    }

    @Test("a picture on the screen's first row is erased without an erase from the top-left corner (tmux copies that screen into its scrollback)",
          arguments: [5, 24])
    func noEraseFromHome(rows: Int) {
        let place = Self.anchored(row: 0, column: 0, rows: rows)
        let teardown = Self.text(place.teardown(pictureRows: rows, screen: Self.screen, codes: ANSICodes(), clears: true))
        #expect(teardown == "\u{1B}[1;1H\u{1B}[K\u{1B}[2;1H\u{1B}[J\u{1B}[1;1H\u{1B}[1;1H")
        #expect(!teardown.contains("\u{1B}[1;1H\u{1B}[J"))
        let resized = Self.text(place.resized(foundRow: 0, parkedRowsAbove: 1, screen: Self.screen, pictureRows: rows, codes: ANSICodes()).bytes)
        #expect(!resized.contains("\u{1B}[1;1H\u{1B}[J") && resized.contains("\u{1B}[1;1H\u{1B}[K"))
        let oneRow = PicturePlace.erase(fromRow: 0, column: 0, screen: ScreenSize(columns: 80, rows: 1), codes: ANSICodes())
        #expect(Self.text(oneRow) == "\u{1B}[1;1H\u{1B}[K")
    }

    @Test("text that ended in the last column: the picture starts on the next row and the cursor is left there, at its start (the pending wrap)")
    func pendingWrap() {
        let place = Self.anchored(row: 8, column: 79)
        guard case .anchored(let anchor) = place else { Issue.record("not anchored"); return }
        #expect(anchor.wrapPending && anchor.origin == 9 && anchor.indent == 0)
        #expect(anchor.exitCursor == (9, 0))
        let teardown = place.teardown(pictureRows: 5, screen: Self.screen, codes: ANSICodes(), clears: true)
        #expect(Self.text(teardown) == "\u{1B}[10;1H\u{1B}[J\u{1B}[10;1H")
        let bottom = InlineAnchor(screen: Self.screen, cursorRow: 23, cursorColumn: 79, pictureRows: 5)
        #expect(bottom.origin == 19 && bottom.home == (18, 79) && bottom.exitCursor == (19, 0), "scrolled: still the row below the text")
        let beforeTheEdge = InlineAnchor(screen: Self.screen, cursorRow: 8, cursorColumn: 78, pictureRows: 5)
        #expect(!beforeTheEdge.wrapPending && beforeTheEdge.exitCursor == (8, 78))
        #expect(!InlineAnchor(screen: ScreenSize(columns: 1, rows: 24), cursorRow: 3, cursorColumn: 0, pictureRows: 5).wrapPending)
        let tmux = InlineAnchor(screen: Self.screen, cursorRow: 8, cursorColumn: 80, pictureRows: 5)
        #expect(tmux.wrapPending && tmux.home == (8, 79) && tmux.exitCursor == (9, 0), "tmux reports the column past the last")
    }

    @Test("relative teardown: up to the first row, which is erased on its own, then the rest from the row below")
    func relative() {
        let (place, start) = PicturePlace.inline(found: nil, screen: Self.screen, pictureRows: 5, codes: ANSICodes())
        #expect(Self.text(start) == "\n\n\n\n\u{1B}[4A\r")
        guard case .relative(let tracker) = place else { Issue.record("not relative"); return }
        tracker.position = CursorPosition(row: 2, column: 9)
        #expect(Self.text(place.teardown(pictureRows: 5, screen: Self.screen, codes: ANSICodes(), clears: true))
                == "\u{1B}[2A\r\u{1B}[K\u{1B}[B\u{1B}[J\u{1B}[A")
        #expect(Self.text(place.teardown(pictureRows: 5, screen: Self.screen, codes: ANSICodes(), clears: false)) == "\u{1B}[2B\r\n")
        #expect(place.mouseOrigin == nil)
    }

    @Test("full screen: nothing to erase (leaving the alternate screen is a mode); a resize erases the screen")
    func alternateScreen() {
        let place = PicturePlace.alternateScreen
        #expect(place.teardown(pictureRows: 24, screen: Self.screen, codes: ANSICodes(), clears: true).isEmpty)
        #expect(Self.text(place.resized(foundRow: nil, parkedRowsAbove: 0, screen: Self.screen, pictureRows: 24, codes: ANSICodes()).bytes) == "\u{1B}[1;1H\u{1B}[J")
        #expect(place.mouseOrigin == 0)
    }
}
