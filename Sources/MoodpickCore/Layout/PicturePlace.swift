/// Where the picture is on the real terminal, and so how it is addressed, erased and found again
/// after a resize: the one value the terminal layer branches on (docs/TERMINAL.md).
///
/// A pure value: each member returns the bytes to write, so every placement's start, teardown
/// and resize is tested without a terminal.
package enum PicturePlace: Sendable {
    /// Full screen, on the alternate screen: leaving it (`rmcup`) gives the shell's screen back.
    case alternateScreen
    /// Inline, where a cursor report said the cursor was: rows addressed absolutely.
    case anchored(InlineAnchor)
    /// Inline on a terminal that never reported the cursor: every move is relative to where the
    /// last one left it.
    case relative(CursorTracker)

    /// Places an inline picture of `pictureRows` rows: at the reported cursor (`found`), or, with
    /// no report, with relative moves. Returns the place and the bytes that make room for it.
    package static func inline(found: CursorPosition?, screen: ScreenSize, pictureRows rows: Int,
                              codes: some TerminalCodes) -> (place: PicturePlace, bytes: [UInt8]) {
        guard let found else {
            // Newlines make room below (they scroll as needed); the cursor comes back up.
            var bytes = Array(repeating: UInt8(ascii: "\n"), count: max(rows - 1, 0))
            if rows > 1 { bytes += Array("\u{1B}[\(rows - 1)A".utf8) }
            return (.relative(CursorTracker(CursorPosition(row: 0, column: 0))), bytes + [UInt8(ascii: "\r")])
        }
        let anchor = InlineAnchor(screen: screen, cursorRow: found.row, cursorColumn: found.column, pictureRows: rows)
        return (.anchored(anchor), scroll(anchor.scrollLines, screen: screen, codes: codes))
    }

    /// Columns of the picture's first row left to the text before the cursor.
    package var indent: Int {
        if case .anchored(let anchor) = self { return anchor.indent }
        return 0
    }

    /// The screen row of the picture's first row, which mouse rows are taken from; nil where no
    /// screen row can be mapped (relative moves), and the mouse stays off.
    package var mouseOrigin: Int? {
        switch self {
        case .alternateScreen: return 0
        case .anchored(let anchor): return anchor.origin
        case .relative: return nil
        }
    }

    /// The painter's moves here: picture rows offset by the origin, relative moves, or the
    /// screen's own rows.
    package func codes<Base: TerminalCodes>(over base: Base) -> any TerminalCodes {
        switch self {
        case .alternateScreen: return base
        case .anchored(let anchor): return OffsetCodes(base, origin: anchor.origin)
        case .relative(let tracker): return RelativeCodes(base, cursor: tracker)
        }
    }

    /// What gives the screen back from wherever the cursor is parked: the picture erased and the
    /// cursor where it was found (`clears`), or the picture left with the cursor on the row below
    /// it (`--no-clear`). Nothing on the alternate screen: leaving it is a mode of its own.
    package func teardown(pictureRows rows: Int, screen: ScreenSize, codes: some TerminalCodes, clears: Bool) -> [UInt8] {
        switch self {
        case .alternateScreen:
            return []
        case .anchored(let anchor):
            guard clears else { return codes.moveTo(row: anchor.origin + rows - 1, column: 0) + Array("\r\n".utf8) }
            let exit = anchor.exitCursor
            return Self.erase(fromRow: anchor.origin, column: anchor.indent, screen: screen, codes: codes)
                + codes.moveTo(row: exit.row, column: exit.column)
        case .relative(let tracker):
            let parked = tracker.position.row
            guard clears else {
                let down = rows - 1 - parked
                return (down > 0 ? Array("\u{1B}[\(down)B".utf8) : []) + Array("\r\n".utf8)
            }
            return (parked > 0 ? Array("\u{1B}[\(parked)A".utf8) : []) + Self.eraseRelative(pictureRows: rows, codes: codes)
        }
    }

    /// After a resize: the place again, from the row its first row was found on now (`foundRow`,
    /// nil: not found, keep the old one), with the bytes that erase it and make room. The
    /// terminal carries the parked cursor along with its cell, so one more cursor report finds
    /// the cursor's row, `parkedRowsAbove` rows below the first one (`ParkedCursor`); without
    /// reports the cursor is still there, and moves up as many rows.
    ///
    /// Inline, `foundRow` is where the topmost of `lines` starts (the picture's rows from its
    /// first, those pushed above the screen first: `InlineAnchor.moved`); a row cut by the top
    /// edge is emptied on screen (`PushedRows.gap`) with the rest.
    package func resized(foundRow: Int?, parkedRowsAbove: Int, screen: ScreenSize, pictureRows rows: Int, codes: some TerminalCodes,
                        lines: [ReflowRow] = [], reflows: Bool = false)
        -> (place: PicturePlace, bytes: [UInt8])
    {
        switch self {
        case .alternateScreen:
            return (self, codes.moveTo(row: 0, column: 0) + codes.clearToEndOfScreen)
        case .anchored(let anchor):
            let moved = foundRow.map { anchor.moved(toRow: $0, screen: screen, pictureRows: rows, lines: lines, reflows: reflows) }
                ?? anchor.moved(toRow: anchor.origin, screen: screen, pictureRows: rows)
            let gap = moved.pushed?.gap ?? 0
            var bytes = Self.scroll(moved.scrollLines, screen: screen, codes: codes)
                + Self.erase(fromRow: moved.origin - gap, column: gap > 0 ? 0 : moved.indent, screen: screen, codes: codes)
            if gap > 0 { bytes += codes.moveTo(row: moved.origin, column: moved.indent) }
            return (.anchored(moved), bytes)
        case .relative:
            let parked = parkedRowsAbove
            let bytes = (parked > 0 ? Array("\u{1B}[\(parked)A".utf8) : []) + Self.eraseRelative(pictureRows: rows, codes: codes)
            return (.relative(CursorTracker(CursorPosition(row: 0, column: 0))), bytes)
        }
    }

    /// Scrolls the screen up by `lines`: from the bottom row, that many newlines.
    static func scroll(_ lines: Int, screen: ScreenSize, codes: some TerminalCodes) -> [UInt8] {
        guard lines > 0 else { return [] }
        return codes.moveTo(row: screen.rows - 1, column: 0) + Array(repeating: UInt8(ascii: "\n"), count: lines)
    }

    /// Erases from (`row`, `column`) to the end of the screen, never with an erase from the
    /// screen's top-left corner: tmux (its `scroll-on-clear` option, on by default) copies a
    /// screen erased from there into the scrollback, so a picture that started on row 0 would be
    /// left in it. From the corner, the first row is erased on its own and the rest from the row
    /// below. The cursor ends at (`row`, `column`).
    package static func erase(fromRow row: Int, column: Int, screen: ScreenSize, codes: some TerminalCodes) -> [UInt8] {
        let start = codes.moveTo(row: row, column: column)
        guard row == 0 && column == 0 else { return start + codes.clearToEndOfScreen }
        guard screen.rows > 1 else { return start + codes.clearToEndOfLine }
        return start + codes.clearToEndOfLine + codes.moveTo(row: 1, column: 0) + codes.clearToEndOfScreen + start
    }

    /// The same erase for relative moves, from the start of the picture's first row, where the
    /// screen row is unknown (it may be the top-left corner): the first row on its own, then from
    /// the row below (cursor down never scrolls), and back up.
    static func eraseRelative(pictureRows rows: Int, codes: some TerminalCodes) -> [UInt8] {
        let first = Array("\r".utf8) + codes.clearToEndOfLine
        guard rows > 1 else { return first }
        return first + Array("\u{1B}[B".utf8) + codes.clearToEndOfScreen + Array("\u{1B}[A".utf8)
    }
}
