/// Where an inline picture goes, given where the cursor is: a pure function of the screen, the
/// cursor position (from the terminal's cursor position report) and the picture's height.
///
/// The picture starts on the cursor's row, after any text left of the cursor. When fewer rows
/// than the picture needs remain below, the screen is scrolled up by exactly the missing rows
/// (the lines scrolled off go to the terminal's scrollback), and the cursor's row moves up with
/// its text. When too few columns remain right of the cursor for the prompt row, the picture
/// starts on the next row instead, and the found position is still where the cursor goes back.
package struct InlineAnchor: Sendable, Equatable {
    /// The screen row of the picture's first row, after scrolling.
    package var origin: Int
    /// Columns of the first row kept for the text left of the cursor.
    package var indent: Int
    /// Lines to scroll the screen up by before drawing (0: none).
    package var scrollLines: Int
    /// Where the cursor was found, after scrolling.
    package var home: (row: Int, column: Int)
    /// Whether the cursor was found in the last column after text, or just past it (tmux's way
    /// of reporting it): the terminal then holds a pending wrap (the next character goes to the
    /// start of the next row), which no cursor move can set again.
    package var wrapPending: Bool
    /// The picture's rows a resize pushed above the screen (`PushedRows`): while there are any,
    /// the picture is drawn from the top with no text before it, and goes back after the text
    /// when a larger screen brings them back.
    package var pushed: PushedRows?
    /// Where the text before the picture puts the first row and the exit cursor: the columns
    /// kept for it, and the exit cursor's row from the first row and its column, as found.
    private var text: (indent: Int, homeRow: Int, homeColumn: Int)

    /// The narrowest prompt row worth drawing after text left of the cursor, in columns.
    package static let minimumIndentedColumns = 20

    package init(screen: ScreenSize, cursorRow: Int, cursorColumn: Int, pictureRows: Int) {
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
        text = (indent, home.row - origin, column)
    }

    /// Where the cursor goes on exit: where it was found, except after text that ended in the
    /// last column (``wrapPending``). A move back there would put the next output over that
    /// text's last character, so the cursor goes to the start of the next row instead, where the
    /// pending wrap would have put that output: the picture's first row, since such a line breaks.
    package var exitCursor: (row: Int, column: Int) {
        wrapPending ? (max(home.row + 1, 0), 0) : home
    }

    /// The same picture after the terminal moved it: its first row was found on screen row
    /// `row` (a resize reflowed, cut or brought back rows; a shell printed below it after a
    /// resume). The picture gets its rows again, scrolling when too few remain below.
    ///
    /// `row` is where the topmost of `lines` starts: the picture's rows from its first (those
    /// pushed above the screen first), which a reflow splits at `screen`'s width (`reflows`).
    /// Above the screen (negative), the rows there are pushed (`PushedRows.cut`) and the picture
    /// starts at the top, after the row emptied where one was cut; once they are back, it starts
    /// on its first row again, after the text before it, and the exit cursor goes back there.
    package func moved(toRow row: Int, screen: ScreenSize, pictureRows: Int, lines: [ReflowRow] = [], reflows: Bool = false)
        -> InlineAnchor
    {
        var moved = self
        let rows = min(max(pictureRows, 1), screen.rows)
        moved.pushed = PushedRows.cut(lines, top: row, columns: screen.columns, reflows: reflows)
        let first = min(max(moved.pushed?.gap ?? row, 0), screen.rows - 1)
        let scroll = max(0, first + rows - screen.rows)
        moved.origin = first - scroll
        moved.scrollLines = scroll
        if scroll > 0 { moved.pushed = nil }  // the scroll takes the rows above further up: they are lost
        if moved.pushed != nil || (!lines.isEmpty && row < 0) {
            // Nothing before the picture on the screen: it starts at the left edge, and so
            // does what is written after it.
            moved.indent = 0
            moved.home = (moved.origin, 0)
        } else {
            moved.indent = min(text.indent, screen.columns - 1)
            moved.home = (max(moved.origin + text.homeRow, 0), min(text.homeColumn, screen.columns - 1))
        }
        return moved
    }

    package static func == (a: InlineAnchor, b: InlineAnchor) -> Bool {
        a.origin == b.origin && a.indent == b.indent && a.scrollLines == b.scrollLines && a.home == b.home
            && a.wrapPending == b.wrapPending && a.pushed == b.pushed && a.text == b.text
    }
}
