/// Where an inline picture goes, given where the cursor is: a pure function of the screen, the
/// cursor position (from the terminal's cursor position report) and the picture's height.
///
/// The picture starts on the cursor's row, after any text left of the cursor. When fewer rows
/// than the picture needs remain below, the screen is scrolled up by exactly the missing rows
/// (the lines scrolled off go to the terminal's scrollback), and the cursor's row moves up with
/// its text. When too few columns remain right of the cursor for the prompt row, the picture
/// starts on the next row instead, and the found position is still where the cursor goes back.
public struct InlineAnchor: Sendable, Equatable {
    /// The screen row of the picture's first row, after scrolling.
    public var origin: Int
    /// Columns of the first row kept for the text left of the cursor.
    public var indent: Int
    /// Lines to scroll the screen up by before drawing (0: none).
    public var scrollLines: Int
    /// Where the cursor was found, after scrolling.
    public var home: (row: Int, column: Int)
    /// Whether the cursor was found in the last column after text, or just past it (tmux's way
    /// of reporting it): the terminal then holds a pending wrap (the next character goes to the
    /// start of the next row), which no cursor move can set again.
    public var wrapPending: Bool

    /// The narrowest prompt row worth drawing after text left of the cursor, in columns.
    public static let minimumIndentedColumns = 20

    public init(screen: ScreenSize, cursorRow: Int, cursorColumn: Int, pictureRows: Int) {
        let rows = min(max(pictureRows, 1), screen.rows)
        let row = min(max(cursorRow, 0), screen.rows - 1)
        let column = min(max(cursorColumn, 0), screen.columns - 1)
        let breaksLine = column > 0 && screen.columns - column < Self.minimumIndentedColumns
        let firstRow = breaksLine ? row + 1 : row
        let scroll = max(0, firstRow + rows - screen.rows)
        origin = firstRow - scroll
        indent = breaksLine ? 0 : column
        scrollLines = scroll
        home = (row - scroll, column)
        wrapPending = breaksLine && cursorColumn >= screen.columns - 1
    }

    /// Where the cursor goes on exit: where it was found, except after text that ended in the
    /// last column (``wrapPending``). A move back there would put the next output over that
    /// text's last character, so the cursor goes to the start of the next row instead, where the
    /// pending wrap would have put that output: the picture's first row, since such a line breaks.
    public var exitCursor: (row: Int, column: Int) {
        wrapPending ? (max(home.row + 1, 0), 0) : home
    }

    /// The same picture after the terminal moved it: its first row was found on screen row
    /// `row` (a resize reflowed, cut or brought back rows; a shell printed below it after a
    /// resume). The picture gets its rows again, scrolling when too few remain below.
    public func moved(toRow row: Int, screen: ScreenSize, pictureRows: Int) -> InlineAnchor {
        var moved = self
        let rows = min(max(pictureRows, 1), screen.rows)
        let first = min(max(row, 0), screen.rows - 1)
        let scroll = max(0, first + rows - screen.rows)
        moved.origin = first - scroll
        moved.scrollLines = scroll
        moved.indent = min(indent, screen.columns - 1)
        moved.home = (max(home.row + moved.origin - origin, 0), min(home.column, screen.columns - 1))
        return moved
    }

    public static func == (a: InlineAnchor, b: InlineAnchor) -> Bool {
        a.origin == b.origin && a.indent == b.indent && a.scrollLines == b.scrollLines && a.home == b.home
            && a.wrapPending == b.wrapPending
    }
}
