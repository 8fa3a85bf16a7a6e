/// How wide a text cell may be on a screen of a given width: the one rule, read by the picker
/// when it lays out the strip and by nothing else (docs/CONTRACT.md §3, "Cells").
///
/// A list of text (git branches, file paths) is browsed by reading the cells beside the centred
/// one. `--max-cell-width` (default 24) alone gives 80 columns one whole cell each side of the
/// centre: `fzf` users saw "one cell and a fragment" (issue 22). So on a screen narrower than
/// ``cellsAcross`` cells of that width, a text cell is capped at a fifth of the row (less the
/// gaps), so that five whole cells show: the centred one and two each side. At 80 columns with
/// the default spacing of 2 that is (80 − 4·2) / 5 = 14 columns, 12 of them text. Emoji cells
/// (4 columns) are never touched: the cap is never below ``minimumCap``.
///
/// A strip of fewer than five cells (a query that matched two or three branches) has room to
/// spare: its cells share the row instead, so that all of them show whole when the middle one is
/// centred (three at 80 columns: (80 − 2·2) / 3 = 25), still at most `--max-cell-width`. And a
/// `--max-cell-width` the user gave is the cap on every screen: it means what it says (issue 33).
package enum TextCellFit {
    /// Whole cells a row shows at least, the centred one included: an odd number, because a
    /// strip at rest is symmetric about its centred cell.
    package static let cellsAcross = 5
    /// The narrowest cap: 8 columns of text, enough for a ticket number or a short word.
    package static let minimumCap = 10

    /// The widest a text cell may be, padding included, in columns, on a row `columns` wide
    /// with `spacing` columns between cells, when `--max-cell-width` is `maxCellWidth` (`fixed`:
    /// given by the user) and the strip has `cells` cells.
    package static func cap(columns: Int, spacing: Int, maxCellWidth: Int, cells: Int = .max, fixed: Bool = false) -> Int {
        guard !fixed else { return maxCellWidth }
        let across = min(max(cells, 1), cellsAcross)
        let share = (columns - (across - 1) * max(spacing, 0)) / across
        return min(maxCellWidth, max(share, minimumCap))
    }
}

extension ItemStore {
    /// The strip layout of the cells `view` shows, no cell wider than `cap` columns
    /// (``TextCellFit``), in one pass over the shown cells: what building it cost before the cap.
    package func layout(of view: ItemView, spacing: Int, cap: Int) -> StripLayout {
        guard let widths else { return layout(of: view, spacing: spacing) }  // every cell an emoji's 4
        guard let matches = view.matches else { return StripLayout(widths: widths.lazy.map { min(Int($0), cap) }, spacing: spacing) }
        return StripLayout(widths: matches.lazy.map { min(Int(widths[Int($0)]), cap) }, spacing: spacing)
    }
}
