/// A query that matches nothing keeps the picture (docs/CONTRACT.md §12): the strip as it was
/// before (`Picker.keptStrip`) and its position track drawn dimmed, nothing under the mark's
/// label, the word "no match" after the query on the prompt row, and the key help as ever (Esc
/// is still named). Enter still chooses nothing (§2: status 1).
extension StripView {
    /// The word the prompt row shows after a query that matches nothing.
    static let noMatchWord = "no match"

    /// The kept strip on the strip row and its track on the indicator row, every cell, the
    /// mark, the rail and the knob in the faintest cell style.
    func drawKeptStrip(_ picker: Picker, into frame: inout Frame) {
        // Picture cells are not kept dimmed: their symbols carry their own colours.
        guard let kept = picker.keptStrip.shown, picker.pictures == nil else { return }
        var ghost = picker
        ghost.view = kept.view
        ghost.layout = kept.layout
        ghost.motion.rest(on: kept.selected)
        let row = picker.screenLayout.stripRow
        var line = stripLine(ghost, offset: ghost.offset, selected: kept.selected, row: row)
        let dim = theme.resolved(.faded3)
        for index in line.spans.indices { line.spans[index].style = dim }
        frame.lines[row] = line
        if let trackRow = picker.screenLayout.indicatorRow {
            var track = indicatorLine(ghost, offset: ghost.offset, row: trackRow)
            for index in track.spans.indices { track.spans[index].style = dim }
            frame.lines[trackRow] = track
        }
    }

    /// The status after the typed query, from `column` (two blanks after the query's end) up
    /// to `limit`: "no match" when the query is applied and matches nothing; shown whole or not
    /// at all.
    func drawStatus(_ picker: Picker, after column: Int, limit: Int, into line: inout FrameLine) {
        guard picker.view.isFiltered, picker.layout.count == 0, !picker.finder.promptText.isEmpty else { return }
        let start = column + 2
        guard start + Self.noMatchWord.count <= limit else { return }
        Clip.append(Self.noMatchWord, at: start, style: theme.resolved(.label), to: &line, limit: limit)
    }
}
