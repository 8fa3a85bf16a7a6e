/// Where kitty before 0.40 puts the cursor when a resize rewraps its screen, and so where the
/// picture's first row is from the one cursor report after it (docs/TERMINAL.md, "Finding the
/// picture after a resize"). These versions do not carry the cursor with its cell:
///
/// - every row is cut into pieces of exactly the new width, counted from the row's start (wide
///   glyphs are cut too), after its trailing never-written cells are dropped; a cursor beyond
///   the row's text is first taken to its last written cell;
/// - the cursor's column on its piece comes out one to the right of its cell (its column in
///   the piece, plus one unless it stood in the row's first column);
/// - the cursor's row becomes the new row index of its piece, and every later source row is
///   then checked against that new index as if it were the cursor's own row: when one matches,
///   the cursor is moved again, on that row, from the column it had just been given;
/// - rows pushed off the top while the rest is laid out do not move the cursor up with them.
///
/// The report then says nothing simple, but it is a function of where the picture's first row
/// lands, which only the rows above decide: tried from the old row outwards, the first landing
/// whose report is the one kitty gave is taken. A pure value, tested without a terminal.
package struct KittyRewrapCursor: Equatable, Sendable {
    /// How far each picture row reaches, in columns (`ParkedCursor.reaches`): rows of no reach
    /// after the last one that reaches are blank to kitty, as is everything below the picture.
    package var reaches: [Int]
    /// The cursor before the resize: picture row and screen column.
    package var cursor: CursorPosition
    /// The screen row of the picture's first row before the resize.
    package var firstRow: Int
    /// The screen's width before the resize, in columns.
    package var oldColumns: Int

    package init(reaches: [Int], cursor: CursorPosition, firstRow: Int, oldColumns: Int) {
        self.reaches = reaches
        self.cursor = cursor
        self.firstRow = firstRow
        self.oldColumns = oldColumns
    }

    /// Whether `terminal` rewraps the cursor this way: kitty older than 0.40, where the rewrap
    /// was rewritten (0.26.5 measured; 0.27 to 0.39 share its rewrap code).
    package static func applies(to terminal: TerminalAbilities.Identity?) -> Bool {
        terminal?.isOlder(name: "kitty", than: [0, 40]) ?? false
    }

    /// The picture's first row on the resized screen (`columns` × `lines`), from the cursor
    /// `report` after the resize; nil when no landing of the picture gives that report.
    package func firstRow(after report: CursorPosition, columns: Int, lines: Int) -> Int? {
        guard columns > 0, lines > 0, oldColumns > 0, firstRow >= 0, cursor.row >= 0, cursor.row < contentRows else { return nil }
        for landing in landings(columns: columns) where reported(landing: landing, columns: columns, lines: lines) == report {
            return shownRow(landing: landing, columns: columns, lines: lines)
        }
        return nil
    }

    /// Where the picture's first row may land, counting rows as if none left the top, nearest
    /// the old row first: lower on a narrower screen (rows above only split), higher on a wider
    /// one (split rows above join), the same at the same width.
    func landings(columns: Int) -> [Int] {
        if columns < oldColumns {
            let most = firstRow * ((oldColumns + columns - 1) / columns)
            return Array(firstRow...max(most, firstRow))
        }
        if columns > oldColumns { return Array((0...firstRow).reversed()) }
        return [firstRow]
    }

    /// The rows of kitty's screen with text: the picture's, down to the last that reaches.
    private var contentRows: Int { (reaches.lastIndex { $0 > 0 } ?? -1) + 1 }

    /// The rows picture row `row` becomes: pieces of `columns`, at least one.
    private func pieces(_ row: Int, columns: Int) -> Int {
        max(1, (reaches[row] + columns - 1) / columns)
    }

    /// Where kitty reports the cursor when the picture's first row lands on row `landing`
    /// (counted as if no row left the top), on a screen `columns` × `lines`.
    func reported(landing: Int, columns: Int, lines: Int) -> CursorPosition {
        var x = cursor.column, y = firstRow + cursor.row
        var landed = landing
        for row in 0..<contentRows {
            if y == firstRow + row {
                let limit = reaches[row]
                if x >= limit { x = max(1, limit) - 1 }
                var start = 0, piece = 0
                while start < limit {
                    let width = min(oldColumns - start, columns)
                    if start <= x && x < start + width {
                        y = min(landed + piece, lines - 1)
                        x = x - start + (x > 0 ? 1 : 0)
                    }
                    start += width
                    piece += 1
                }
            }
            landed += pieces(row, columns: columns)
        }
        return CursorPosition(row: min(y, lines - 1), column: min(x, columns - 1))
    }

    /// The row the picture's first row is shown on when it lands on `landing`: up by as many
    /// rows as left the top while the picture was laid out below the screen's last row.
    func shownRow(landing: Int, columns: Int, lines: Int) -> Int {
        let last = landing + (0..<contentRows).reduce(0) { $0 + pieces($1, columns: columns) } - 1
        return landing - max(0, last - (lines - 1))
    }
}
