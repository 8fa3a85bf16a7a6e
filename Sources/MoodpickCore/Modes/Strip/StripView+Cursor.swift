/// Where the hardware cursor rests after a frame: the one decision of it for the strip
/// (docs/CONTRACT.md §17, docs/TERMINAL.md "The cursor on the centred cell").
///
/// A screen reader follows the hardware cursor and reads the character, word or line under it,
/// so the cursor rests on the first glyph of the cell in the centred slot, under the mark, in
/// every frame: at rest that is the centred cell; during a glide it stays in the slot while the
/// cells slide under it, as the mark does, and the label and the count name the cell under it.
/// With nothing to choose (a query that matches nothing, items still to
/// come), it rests after the typed text on the prompt row, where typing goes.
extension StripView {
    /// The cursor's resting place on `picker`'s picture; `indent` columns of row 0 belong to
    /// text printed before moodpick.
    func restingCursor(of picker: Picker, indent: Int) -> CursorPosition {
        let screen = picker.screenLayout
        guard picker.layout.count > 0 else { return typingCursor(of: picker, indent: indent) }
        let row = screen.stripRow
        let column = StripGeometry.centredContentColumn(width: picker.layout.width(of: picker.selectedIndex),
                                                        columns: picker.picture.columns, limit: screen.usableColumns(row: row))
        return CursorPosition(row: row, column: column)
    }

    /// After the prompt and the typed text up to the query's cursor, on the prompt row (the first
    /// row when there is none), inside the row.
    private func typingCursor(of picker: Picker, indent: Int) -> CursorPosition {
        let screen = picker.screenLayout
        guard let row = screen.promptRow else { return CursorPosition(row: 0, column: indent) }
        let band = screen.band(row: row)  // the prompt row's band on a wide screen (docs/CONTRACT.md §3)
        let start = max(row == 0 ? indent : 0, band.lowerBound)
        let prompt = DisplayWidth.columns(of: DisplayText.sanitized(prompt, ascii: ascii))
        let before = picker.options.jump ? picker.finder.promptText : picker.query.beforeCursor
        let typed = DisplayWidth.columns(of: DisplayText.sanitized(before, ascii: ascii))
        return CursorPosition(row: row, column: min(start + prompt + typed, max(screen.usableColumns(row: row) - 1, 0)))
    }
}
