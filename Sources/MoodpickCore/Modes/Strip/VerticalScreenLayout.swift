/// Which rows and columns of the picture show what in the vertical layout (`--layout vertical`,
/// docs/CONTRACT.md §19): the wheel's rows, the prompt row (below the rows, or above them with
/// `--layout reverse`), a `--header` row beside the prompt, the key help on the last row, a
/// preview on the right of the rows or below them, and a `--border` around it all.
///
/// The wheel's rows are the strip's viewport turned upright: `listRows.count` is the length the
/// strip's geometry lays cells out on (one row per cell), and the chosen row is the middle one,
/// `listRows.lowerBound + listRows.count / 2` (`StripGeometry.centerColumn` of that length).
///
/// At 200 × 50 full screen with no preview: rows 0 to 47 are the wheel (48 rows), the prompt
/// is row 48 and the key help row 49.
package struct VerticalScreenLayout: Equatable, Sendable {
    package let size: ScreenSize
    /// The rows the items are drawn on, one item per row.
    package let listRows: Range<Int>
    /// The columns those rows use (all of the inside, or the left part beside a preview).
    package let listColumns: Range<Int>
    /// The prompt, the typed text and the count.
    package let promptRow: Int
    /// The `--header` line, next to the prompt on the wheel's side.
    package let headerRow: Int?
    /// The key help.
    package let helpRow: Int?
    /// The preview's rows and columns (empty without a preview or without room).
    package let previewRows: Range<Int>
    package let previewColumns: Range<Int>
    /// The rule between the rows and a preview: a column (preview on the right) or a row
    /// (preview below); nil without a preview.
    package let dividerColumn: Int?
    package let dividerRow: Int?
    /// Whether a box is drawn on the picture's edge (`--border`).
    package let border: Bool
    /// The columns inside the box (every column without one): the prompt, header and help rows'.
    package let insideColumns: Range<Int>

    /// The fewest columns the rows keep beside a preview on the right; narrower, it goes below.
    package static let minimumListColumns = 30
    /// The fewest columns an `auto` preview goes on the right at: 80 gives the rows 40.
    package static let rightPreviewMinimumColumns = 80
    /// The fewest rows the wheel keeps above a preview below it.
    package static let minimumListRows = 3

    /// - Parameters:
    ///   - promptAtTop: `--layout reverse`.
    ///   - header: a `--header` line is wanted.
    ///   - preview: where a preview goes (nil: none).
    ///   - border: `--border`, kept only when the picture has room for it (5 rows, 10 columns).
    package init(size: ScreenSize, promptAtTop: Bool, header: Bool = false, preview: PreviewWindow? = nil, border: Bool = false) {
        self.size = size
        let boxed = border && size.rows >= 5 && size.columns >= 10
        self.border = boxed
        let inset = boxed ? 1 : 0
        // The box's right side stands in the next-to-last column, as no row may use the bottom
        // row's last column (`usableColumns`): the box is a rectangle all the same.
        let inside = inset..<max(inset, size.columns - 2 * inset)
        insideColumns = inside
        let bottom = max(inset, size.rows - inset)
        var rows = inset..<bottom
        helpRow = rows.count >= 4 ? rows.upperBound - 1 : nil
        if helpRow != nil { rows = rows.lowerBound..<(rows.upperBound - 1) }
        // A preview below takes the bottom rows (and a rule above them) first: it sits under
        // the prompt when the prompt is below the rows, as fzf's does.
        var right: PreviewWindow?, belowRows = 0
        if let preview {
            let side = preview.side == .auto ? (inside.count >= Self.rightPreviewMinimumColumns ? .right : .down) : preview.side
            let wantsRight = side == .right && inside.count - 1 - Self.minimumListColumns >= 10
            if wantsRight {
                right = preview
            } else {
                let room = rows.count - 1 - (header ? 1 : 0) - 1 - Self.minimumListRows  // prompt, rule, the wheel's fewest
                belowRows = min(max(preview.size.cells(of: rows.count - 2), 1), max(room, 0))
            }
        }
        var shownRows = 0..<0
        if belowRows > 0 {
            shownRows = (rows.upperBound - belowRows)..<rows.upperBound
            dividerRow = shownRows.lowerBound - 1
            rows = rows.lowerBound..<(shownRows.lowerBound - 1)
        } else {
            dividerRow = nil
        }
        promptRow = promptAtTop ? rows.lowerBound : max(rows.upperBound - 1, rows.lowerBound)
        rows = promptAtTop ? (rows.lowerBound + 1)..<max(rows.lowerBound + 1, rows.upperBound) : rows.lowerBound..<max(rows.lowerBound, rows.upperBound - 1)
        if header, rows.count >= Self.minimumListRows + 1 {
            headerRow = promptAtTop ? rows.lowerBound : rows.upperBound - 1
            rows = promptAtTop ? (rows.lowerBound + 1)..<rows.upperBound : rows.lowerBound..<(rows.upperBound - 1)
        } else {
            headerRow = nil
        }
        listRows = rows
        if let right {
            // The preview's columns and the blank before them; then the rule; the rows keep the rest.
            let width = min(max(right.size.cells(of: inside.count - 1), 10), inside.count - 1 - Self.minimumListColumns)
            let divider = inside.upperBound - width - 1
            dividerColumn = divider
            previewColumns = (divider + 2)..<inside.upperBound
            listColumns = inside.lowerBound..<divider
            previewRows = rows
        } else {
            previewRows = shownRows
            listColumns = inside
            dividerColumn = nil
            previewColumns = belowRows > 0 ? inside : 0..<0
        }
    }

    /// The wheel's length: the rows a strip of one-row cells is laid out on.
    package var span: Int { listRows.count }

    /// The row under the still mark: the middle of the wheel's rows (the lower of two middles).
    package var markRow: Int { listRows.lowerBound + StripGeometry.centerColumn(columns: span) }

    /// Columns `row` may use: all but the last on the bottom row, so the terminal never scrolls
    /// (the strip's rule, `ScreenLayout.usableColumns`).
    package func usableColumns(row: Int) -> Int {
        row == size.rows - 1 ? size.columns - 1 : size.columns
    }
}
