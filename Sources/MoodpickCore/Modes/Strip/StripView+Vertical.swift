/// The strip stood upright (`--layout vertical`, docs/CONTRACT.md §19): one item per row, the
/// row under the still mark in the middle of the wheel in `current` across the rows' width,
/// the mark (`▌`, ASCII `>`) in the first column of that row in every frame (so a glide or a
/// rubber band never blanks it), the rows around it fading with their distance as the strip's
/// cells do, a `--multi` marker in the second column, the characters the query matched in `hl`
/// in every row, the prompt row with the count, the key help, a preview on the right of the
/// rows or below them, and a `--border` box.
///
/// Only the rows of the wheel are decoded and drawn: the work per frame depends on the
/// picture's size, never on the number of items.
extension StripView {
    /// Columns before an item's text on its row: the mark's, then the `--multi` marker's.
    static let rowGutter = 2

    /// The still mark, drawn in the first column of the row under it.
    var rowMark: String { ascii ? ">" : "▌" }

    /// The picture of an upright `picker` laid out as `screen`.
    func verticalFrame(of picker: Picker, in screen: VerticalScreenLayout, indent: Int, preview: PreviewBuffer?) -> Frame {
        var frame = Frame(size: picker.picture, indent: min(max(indent, 0), picker.picture.columns - 1))
        let promptIndent = screen.promptRow == 0 ? frame.indent : 0
        let band = max(screen.insideColumns.lowerBound, promptIndent)..<screen.insideColumns.upperBound
        var rows = [Int: FrameLine]()
        if let row = screen.headerRow, let header { rows[row] = headerLine(header, band: band) }
        if picker.layout.count > 0 {
            drawRows(picker, offset: picker.offset, selected: picker.centeredIndex, in: screen, into: &rows)
            rows[screen.promptRow] = promptLine(picker, index: picker.centeredIndex, row: screen.promptRow, indent: promptIndent, band: band)
            frame.cursor = CursorPosition(row: screen.markRow, column: min(screen.listColumns.lowerBound + Self.rowGutter,
                                                                            max(screen.usableColumns(row: screen.markRow) - 1, 0)))
        } else {
            // A query that matches nothing keeps the rows it had, dimmed (docs/CONTRACT.md §12).
            if let kept = picker.keptStrip.shown {
                var ghost = picker
                ghost.view = kept.view
                ghost.layout = kept.layout
                ghost.motion.rest(on: kept.selected)
                var dimmed = [Int: FrameLine]()
                drawRows(ghost, offset: ghost.offset, selected: kept.selected, in: screen, into: &dimmed)
                let dim = theme.resolved(.faded3)
                for (row, line) in dimmed { rows[row] = FrameLine(spans: line.spans.map { Span(column: $0.column, text: $0.text, style: dim) }) }
            }
            if picker.view.isFiltered || picker.isLoading {
                rows[screen.promptRow] = promptLine(picker, index: nil, row: screen.promptRow, indent: promptIndent, band: band)
            }
            let prompt = DisplayWidth.columns(of: DisplayText.sanitized(self.prompt, ascii: ascii))
            let typed = DisplayWidth.columns(of: DisplayText.sanitized(picker.options.jump ? picker.finder.promptText : picker.query.beforeCursor,
                                                                       ascii: ascii))
            frame.cursor = CursorPosition(row: screen.promptRow, column: min(band.lowerBound + prompt + typed, max(band.upperBound - 1, 0)))
        }
        if let row = screen.helpRow, let help = helpLine(picker, band: screen.insideColumns) { rows[row] = help }
        // Each row's parts in column order: the box's left side, the row, the rule, the
        // preview, the box's right side.
        let previewLines = preview.map { Array($0.shownLines(rows: screen.previewRows.count)) } ?? []
        let info = theme.resolved(.info)
        for row in 0..<picker.picture.rows {
            var line = FrameLine()
            let edge = screen.border && row > 0 && row < picker.picture.rows - 1
            if edge { line.spans.append(Span(column: 0, text: ascii ? "|" : "│", style: info)) }
            if let own = rows[row] { line.spans += own.spans }
            if row == screen.dividerRow {
                Clip.append(DisplayText.repeated(ascii ? "-" : "─", count: screen.insideColumns.count), at: screen.insideColumns.lowerBound,
                            style: info, to: &line, limit: screen.insideColumns.upperBound)
            }
            if let divider = screen.dividerColumn, screen.listRows.contains(row) {
                line.spans.append(Span(column: divider, text: ascii ? "|" : "│", style: info))
            }
            if screen.previewRows.contains(row), row - screen.previewRows.lowerBound < previewLines.count {
                var column = screen.previewColumns.lowerBound
                for run in previewLines[row - screen.previewRows.lowerBound] {
                    let text = ascii ? DisplayText.sanitized(run.text, ascii: true) : run.text
                    Clip.append(text, at: column, style: run.style, to: &line, limit: screen.previewColumns.upperBound)
                    column += DisplayWidth.columns(of: text)
                }
            }
            if edge { line.spans.append(Span(column: screen.insideColumns.upperBound, text: ascii ? "|" : "│", style: info)) }
            frame.lines[row] = line
        }
        if screen.border { drawBox(screen, into: &frame) }
        // Columns of row 0 before `indent` belong to the text printed before moodpick.
        if frame.indent > 0 { frame.lines[0].spans.removeAll { $0.column < frame.indent } }
        return frame
    }

    /// The wheel's rows: every item whose row is on the wheel at `offset` (in rows), the one
    /// under the mark (`selected`) in `current`, the mark itself.
    private func drawRows(_ picker: Picker, offset: Double, selected: Int, in screen: VerticalScreenLayout, into rows: inout [Int: FrameLine]) {
        let columns = screen.listColumns
        let limit = min(columns.upperBound, screen.usableColumns(row: screen.listRows.upperBound - 1))
        let textStart = columns.lowerBound + Self.rowGutter
        let room = max(limit - textStart - 1, 1)  // a blank column before the rule or the edge
        let centered = picker.layout.nearestIndex(to: offset)
        let visible = picker.geometry.visibleRange(offset: offset)
        for index in visible {
            let row = screen.markRow + StripGeometry.column(picker.layout.center(of: index) - offset)
            guard screen.listRows.contains(row) else { continue }
            let item = picker.view.item(at: index)
            let isSelected = index == selected
            let base = isSelected ? theme.resolved(.current) : theme.resolved(ThemeElement.cell(atDistance: max(abs(index - centered), 1)))
            let style = itemColored(base, picker, item: item)
            var line = FrameLine()
            if isSelected {
                // The band under the mark: the gutter's marker column and the whole row's width.
                Clip.append(String(repeating: " ", count: max(limit - columns.lowerBound - 1, 0)), at: columns.lowerBound + 1,
                            style: style, to: &line, limit: limit)
            }
            if picker.marks.contains(item) {
                var sign = isSelected ? style : theme.resolved(.marker)
                if isSelected {
                    let marker = theme.resolved(.marker)
                    if marker.foreground != .default { sign.foreground = marker.foreground }
                    sign.attributes.formUnion(marker.attributes)
                }
                line.overlay(Span(column: columns.lowerBound + 1, text: markMarker, style: sign))
            }
            appendRowText(picker, item: item, at: textStart, room: room, style: style, into: &line, limit: limit)
            rows[row] = line
        }
        var markLine = rows[screen.markRow] ?? FrameLine()
        markLine.overlay(Span(column: columns.lowerBound, text: rowMark, style: theme.resolved(.mark)))
        rows[screen.markRow] = markLine
    }

    /// An item's row text from `column`: its emoji (when it has one and the terminal draws it)
    /// and its label, cut to `room` columns, the matched characters in `hl` over the row's own
    /// background, then its detail (`--emoji`: the group) dim where it fits.
    private func appendRowText(_ picker: Picker, item: Int, at column: Int, room: Int, style: Style, into line: inout FrameLine, limit: Int) {
        let cell = picker.items.cell(at: item)
        var at = column
        if !cell.isShortened, cell.columns + 1 < room {  // a symbol, drawn whole before the label
            line.overlay(Span(column: at, text: cell.text, style: style))
            at += cell.columns + 1
        }
        let label = picker.items.displayLabel(at: item, columns: max(column + room - at, 1))
        let matched = picker.appliedQuery.isEmpty ? [] : FilterHighlight.positions(of: picker.appliedQuery, in: label.text)
        var shown = ShownCell(.text(label.text, columns: label.columns))
        shown.matched = matched
        var cellLine = FrameLine()
        appendCellText(shown, at: at, style: style, to: &cellLine, limit: limit)
        for span in cellLine.spans { line.overlay(span) }
        at += label.columns
        if let detail = picker.itemDetail?(item), !detail.isEmpty, at + 2 < column + room {
            var dim = theme.resolved(.info)
            dim.background = style.background
            var detailLine = FrameLine()
            Clip.append("  " + DisplayText.truncated(detail, toColumns: column + room - at - 2, ascii: ascii).text, at: at, style: dim,
                        to: &detailLine, limit: column + room)
            for span in detailLine.spans { line.overlay(span) }
        }
    }

    /// The key help (after a refused mark and a notice) in `band`; nil when nothing is shown.
    private func helpLine(_ picker: Picker, band: Range<Int>) -> FrameLine? {
        let refusal = picker.marks.refusedAtLimit.map { Self.refusalNotice(limit: $0) }
        guard showsHelp || refusal != nil else { return nil }
        let told = [refusal, showsHelp ? notice.map { DisplayText.sanitized($0, ascii: ascii) } : nil, showsHelp ? help(for: picker) : nil]
        let text = told.compactMap { $0 }.joinedPlainly(separator: KeyMap.helpSeparator(ascii: ascii))
        var line = FrameLine()
        let limit = min(band.upperBound, picker.picture.columns - 1)
        Clip.append(DisplayText.truncated(text, toColumns: max(limit - band.lowerBound, 0), ascii: ascii).text,
                    at: band.lowerBound, style: theme.resolved(.help), to: &line, limit: limit)
        return line
    }

    /// The box's top and bottom (`--border`); its sides are drawn with each row.
    private func drawBox(_ screen: VerticalScreenLayout, into frame: inout Frame) {
        let width = screen.insideColumns.count
        let (h, tl, tr, bl, br) = ascii ? ("-", "+", "+", "+", "+") : ("─", "┌", "┐", "└", "┘")
        let info = theme.resolved(.info)
        let first = frame.indent > 0 ? FrameLine() : FrameLine(spans: [Span(column: 0, text: tl + DisplayText.repeated(h, count: width) + tr, style: info)])
        frame.lines[0] = first.spans.isEmpty ? frame.lines[0] : first
        frame.lines[frame.size.rows - 1] = FrameLine(spans: [Span(column: 0, text: bl + DisplayText.repeated(h, count: width) + br, style: info)])
    }
}
