/// The picture's own rows that a resize pushed above the screen, into the scrollback, where no
/// erase reaches them (docs/TERMINAL.md, "Finding the picture after a resize"): a pure value.
///
/// tmux 3.3a keeps the last screenful of its reflowed lines in view, so a narrower screen that
/// splits the picture's rows into more pushes as many rows off the top, even with blank rows
/// below; a shorter one does the same. A picture near the top then loses its first row, the one
/// that holds the text before it (`printf 'branch: '; moodpick`), wholly or in part. These rows
/// are kept here, first the topmost, each as a reflow sees it, so that when a larger screen
/// brings them back the picture goes back onto its first row, after that text, and erases what
/// the old picture left on it. A row cut by the screen's top edge goes on in the row below (the
/// terminal marks its pieces as one line): that row is emptied and left out of the picture
/// (``gap``), so that no reflow joins the picture's first row to the cut row (tmux 3.3a keeps
/// the emptied row as a row of its own).
package struct PushedRows: Equatable, Sendable {
    /// The rows above the screen, topmost first: their cells as a reflow sees them.
    package var lines: [ReflowRow]
    /// Screen rows between them and the picture's first row: 1 for the emptied row that ends a
    /// row cut by the top edge, else 0.
    package var gap: Int

    package init(lines: [ReflowRow], gap: Int) {
        self.lines = lines
        self.gap = gap
    }

    /// Screen rows from the top of these rows down to the picture's first row, once the screen
    /// is `columns` wide.
    package func rows(atColumns columns: Int, reflows: Bool) -> Int {
        lines.reduce(0) { $0 + (reflows ? $1.pieces(atColumns: columns) : 1) } + gap
    }

    /// Where the picture goes when the topmost of `lines` (the picture's rows from its first,
    /// the text before it included, in order) starts on screen row `top`, above the screen:
    /// the rows wholly above are pushed, and a row cut by the top edge pushes its part above and
    /// its part on screen is emptied (the gap). nil when the rows above reach below the top
    /// row (none of them is above: `top` is not negative).
    package static func cut(_ lines: [ReflowRow], top: Int, columns: Int, reflows: Bool) -> PushedRows? {
        guard top < 0, !lines.isEmpty else { return nil }
        var row = top
        var above: [ReflowRow] = []
        for line in lines {
            let pieces = reflows ? line.pieces(atColumns: columns) : 1
            if row + pieces <= 0 {
                above.append(line)
            } else {
                above.append(line.prefix(pieces: -row, atColumns: columns))
                return PushedRows(lines: above, gap: 1)
            }
            row += pieces
            if row == 0 { break }
        }
        return PushedRows(lines: above, gap: 0)
    }
}

extension ReflowRow {
    /// The cells of this row's first `count` pieces on a screen `columns` wide.
    package func prefix(pieces count: Int, atColumns columns: Int) -> ReflowRow {
        var column = 0
        while column < reach && piece(ofColumn: column, atColumns: columns) < count { column += wideGlyphs[column] ?? 1 }
        return ReflowRow(reach: column, wideGlyphs: wideGlyphs.filter { $0.key < column })
    }
}
