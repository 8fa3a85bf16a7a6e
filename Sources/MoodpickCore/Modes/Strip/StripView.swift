/// Draws a picker into a `Frame`: prompt, strip, label, position indicator, key help.
///
/// The look is docs/CONTRACT.md §11, every style taken from `theme`: the cell under the mark
/// (`Picker.centeredIndex`, in every frame of a glide) in `current` with its padding; a
/// selection mark (`mark`) just outside the center slot that stays in its columns while the
/// strip slides under it, each half giving way to a glyph crossing its column; the other cells
/// fading with their distance in cells from the one under the center (`faded1`…`faded3`); a
/// marked item (`--multi`) with a `marker` sign in its left padding; the label under the mark,
/// the characters the query matched in `hl`.
///
/// Only the cells in the layout's visible range are decoded and placed, so the work per frame
/// depends on the screen width, never on the number of items.
package struct StripView: Sendable {
    /// The prompt before the typed text (`--prompt`).
    package var prompt: String
    /// ASCII-only decorations (LANG=C, `--ascii`).
    package var ascii: Bool
    /// A word shown before the key help, when the terminal cannot do something asked for.
    package var notice: String?
    /// The style of every element, already brought to the terminal's depth and `NO_COLOR`.
    package var theme: Theme
    /// Whether the key help row is drawn (`--no-help` clears it).
    package var showsHelp: Bool
    /// A line shown above the strip (`--header`).
    package var header: String?

    /// The prompt unless `--prompt` says otherwise.
    package static let defaultPrompt = HelpRow.defaultPrompt

    package init(prompt: String = StripView.defaultPrompt, ascii: Bool = false, theme: Theme = StripView.defaultTheme, showsHelp: Bool = true) {
        self.prompt = prompt
        self.ascii = ascii
        self.theme = theme
        self.showsHelp = showsHelp
    }

    /// The default scheme at 256 colors: what headless runs and pictures draw with.
    package static let defaultTheme = Theme.standardDefault

    /// The mark's two halves, left and right of the center slot.
    var markSides: (left: String, right: String) { ascii ? ("[", "]") : ("▕", "▏") }

    /// The key help on the last row, from the picker's key map.
    package func help(for picker: Picker) -> String { picker.keyMap.helpText(ascii: ascii, tones: hasTones(picker)) }

    /// One side's padding of a cell (`CellOptions.paddingPerSide` blanks).
    static let padding = String(repeating: " ", count: CellOptions.paddingPerSide)

    /// What the help row says when a mark was refused at `limit` (`--multi=N`): ASCII, short.
    static func refusalNotice(limit: Int) -> String { "limit \(limit) marked" }

    /// The marker drawn before a marked item's cell.
    var markMarker: String { ascii ? "*" : "•" }

    /// The picture of `picker`; `indent` columns of row 0 are left to text printed before it.
    package func frame(of picker: Picker, indent: Int = 0, preview: PreviewBuffer? = nil) -> Frame {
        // An open tone strip is drawn in place of the strip it was opened from.
        if let strip = picker.toneStrip { return frame(of: strip.picker, indent: indent, preview: preview) }
        if let vertical = picker.verticalScreenLayout { return verticalFrame(of: picker, in: vertical, indent: indent, preview: preview) }
        let screen = picker.screenLayout
        var frame = Frame(size: picker.picture, indent: min(max(indent, 0), picker.picture.columns - 1))
        frame.cursor = restingCursor(of: picker, indent: frame.indent)
        if let row = screen.headerRow, let header { frame.lines[row] = headerLine(header, band: screen.band(row: row)) }
        // A query that matches nothing still shows itself and its 0/N count.
        guard picker.layout.count > 0 else {
            if picker.view.isFiltered || picker.isLoading, let row = screen.promptRow {
                frame.lines[row] = promptLine(picker, index: nil, row: row, indent: row == 0 ? frame.indent : 0)
            }
            drawKeptStrip(picker, into: &frame)
            // The key help stays, so Esc is still named (docs/CONTRACT.md §12).
            if picker.view.isFiltered { drawHelp(picker, into: &frame) }
            return frame
        }
        let offset = picker.offset
        // The highlight, the label and the count describe the cell under the mark in every
        // frame, also while the strip glides to another (docs/CONTRACT.md §11).
        let selected = picker.centeredIndex
        if let pictures = picker.pictures {
            drawPictureStrip(picker, pictures: pictures, offset: offset, selected: selected, into: &frame)
        } else {
            frame.lines[screen.stripRow] = stripLine(picker, offset: offset, selected: selected, row: screen.stripRow)
        }
        if let row = screen.labelRow { frame.lines[row] = labelLine(picker, index: selected, row: row) }
        if let row = screen.promptRow {
            frame.lines[row] = promptLine(picker, index: selected, row: row, indent: row == 0 ? frame.indent : 0)
        }
        if let row = screen.indicatorRow { frame.lines[row] = indicatorLine(picker, offset: offset, row: row) }
        if let preview { drawPreview(preview, in: screen, into: &frame) }
        drawHelp(picker, into: &frame)
        return frame
    }

    /// The key help row, with a refused mark and the notice before the help.
    private func drawHelp(_ picker: Picker, into frame: inout Frame) {
        let screen = picker.screenLayout
        // A refused mark is told first, until the next key, even under --no-help.
        let refusal = picker.marks.refusedAtLimit.map { Self.refusalNotice(limit: $0) }
        guard let row = screen.helpRow, showsHelp || refusal != nil else { return }
        var line = FrameLine()
        let told = [refusal, showsHelp ? notice.map { DisplayText.sanitized($0, ascii: ascii) } : nil, showsHelp ? help(for: picker) : nil]
        let text = told.compactMap { $0 }.joinedPlainly(separator: KeyMap.helpSeparator(ascii: ascii))
        let band = screen.band(row: row)
        Clip.append(DisplayText.truncated(text, toColumns: band.count, ascii: ascii).text,
                    at: band.lowerBound, style: theme.resolved(.help), to: &line, limit: band.upperBound)
        frame.lines[row] = line
    }

    func stripLine(_ picker: Picker, offset: Double, selected: Int, row: Int) -> FrameLine {
        let geometry = picker.geometry
        let limit = picker.screenLayout.usableColumns(row: row)
        // Fading counts cells from the one under the center now, so it follows the motion.
        let centered = picker.layout.nearestIndex(to: offset)
        var line = FrameLine()
        let visible = geometry.visibleRange(offset: offset)
        let contents = visibleContents(picker, positions: visible)
        for index in visible {
            let left = geometry.drawnLeft(of: index, offset: offset)
            let item = picker.view.item(at: index)
            let content = contents[index - visible.lowerBound]
            let marked = picker.marks.contains(item)
            if index == selected {
                let width = picker.layout.width(of: index)
                let trailing = max(width - content.columns - CellOptions.paddingPerSide, 0)
                let style = itemColored(theme.resolved(.current), picker, item: item)
                if marked {
                    // The marker keeps the cell's background and attributes, in its own color.
                    var sign = style
                    let marker = theme.resolved(.marker)
                    if marker.foreground != .default { sign.foreground = marker.foreground }
                    sign.attributes.formUnion(marker.attributes)
                    Clip.append(markMarker, at: left, style: sign, to: &line, limit: limit)
                    appendCellText(content, trail: String(repeating: " ", count: trailing), at: left + CellOptions.paddingPerSide, style: style, to: &line, limit: limit)
                } else {
                    appendCellText(content, lead: Self.padding, trail: String(repeating: " ", count: trailing), at: left, style: style, to: &line, limit: limit)
                }
            } else {
                if marked { Clip.append(markMarker, at: left, style: theme.resolved(.marker), to: &line, limit: limit) }
                let fade = ThemeElement.cell(atDistance: max(abs(index - centered), 1))
                // A text cell the edge cuts shows its `…` there, never a lone fragment (`CellEdgeCut`).
                guard let (cut, column) = edgeCut(content, at: left + CellOptions.paddingPerSide, limit: limit) else { continue }
                appendCellText(cut, at: column, style: itemColored(theme.resolved(fade), picker, item: item), to: &line, limit: limit)
            }
        }
        // The mark: one column each side of the slot the selected cell rests in, which depends
        // on the screen and that cell's width only, never on the offset.
        let slot = geometry.centredSlot(width: picker.layout.width(of: selected))
        let slotLeft = slot.lowerBound, slotRight = slot.upperBound
        let sides = markSides
        let mark = theme.resolved(.mark)
        // The right half gives way to a glyph the terminal draws wider (overflow), within the gap
        // to the next cell: never onto its glyph, and onto its padding only where the terminal
        // surely draws the excess (then the next cell's glyph moves right by as much in tmux too).
        let room = picker.options.sequencesDrawnApart ? picker.layout.spacing : picker.layout.spacing - 1
        let shift = min(overflow(of: picker), max(room, 0))
        // A half gives way to a cell's glyph crossing its column, so the mark is never empty.
        func place(_ text: String, at column: Int) {
            if column >= 0 && column < limit && !line.drawsGlyph(at: column) { line.overlay(Span(column: column, text: text, style: mark)) }
        }
        place(sides.left, at: slotLeft - 1)
        place(sides.right, at: slotRight + shift)
        return line
    }

    private func labelLine(_ picker: Picker, index: Int, row: Int) -> FrameLine {
        let limit = picker.screenLayout.usableColumns(row: row)
        let item = picker.view.item(at: index)
        let label = picker.pictures == nil
            ? picker.items.displayLabel(at: item, columns: max(limit - 2, 1)) : pictureLabel(picker, item: item, columns: max(limit - 2, 1))
        // A picture that cannot be shown says why after its name (`ImageFailure`'s words): the
        // two move left together as far as it takes to show the reason whole.
        let reason = picker.pictures?.failure(of: item)
        let told = reason.map { label.columns + 2 + DisplayWidth.columns(of: $0) } ?? label.columns
        let start = min(max(picker.geometry.centerColumn - label.columns / 2, 0), max(limit - told, 0))
        var line = FrameLine()
        let matched = picker.appliedQuery.isEmpty ? [] : FilterHighlight.positions(of: picker.appliedQuery, in: label.text)
        // The item's detail (`--emoji`: its group) follows the label, dim, where it fits; spans
        // in column order, the label's first.
        func withDetail() -> FrameLine {
            if let detail = reason ?? picker.itemDetail?(item), !detail.isEmpty {
                Clip.append("  " + detail, at: start + label.columns, style: theme.resolved(.info), to: &line, limit: limit)
            }
            return line
        }
        guard !matched.isEmpty else {
            Clip.append(label.text, at: start, style: itemColored(theme.resolved(.label), picker, item: picker.view.item(at: index)),
                        to: &line, limit: limit)
            return withDetail()
        }
        // Runs of matched and unmatched characters, each with its style.
        var column = start
        var run = ""
        var runIsMatch = false
        var next = matched[...]
        let plain = itemColored(theme.resolved(.label), picker, item: picker.view.item(at: index))
        var match = theme.resolved(.hl)
        match.attributes.formUnion(plain.attributes)
        func flush() {
            Clip.append(run, at: column, style: runIsMatch ? match : plain, to: &line, limit: limit)
            column += DisplayWidth.columns(of: run)
            run = ""
        }
        for (offset, character) in label.text.enumerated() {
            let isMatch = next.first == offset
            if isMatch { next = next.dropFirst() }
            if isMatch != runIsMatch, !run.isEmpty { flush() }
            runIsMatch = isMatch
            run.append(character)
        }
        if !run.isEmpty { flush() }
        return withDetail()
    }

    /// The prompt and the typed text at the left (`indent` columns before them belong to text
    /// printed before moodpick); at the right, the marks (`•2`), then the place of the cell
    /// under the mark (`3/16`; with a query among the matches, `3/5 of 16`).
    func promptLine(_ picker: Picker, index: Int?, row: Int, indent: Int, band: Range<Int>? = nil) -> FrameLine {
        let band = band ?? picker.screenLayout.band(row: row)  // on a wide screen, a centred band
        let limit = band.upperBound, indent = max(indent, band.lowerBound)
        let count = countText(picker, index: index)
        let marks = picker.marks.isEmpty ? "" : "\(markMarker)\(picker.marks.count) "
        let positionColumns = marks.count + count.count
        let room = limit - indent - positionColumns - 1
        var line = FrameLine()
        if room > 0 {
            let promptText = DisplayText.truncated(DisplayText.sanitized(prompt, ascii: ascii), toColumns: room, ascii: ascii).text
            Clip.append(promptText, at: indent, style: theme.resolved(.prompt), to: &line, limit: indent + room)
            let promptColumns = DisplayWidth.columns(of: promptText)
            let typed = DisplayText.sanitized(picker.finder.promptText, ascii: ascii)
            if room - promptColumns > 0, !typed.isEmpty {
                Clip.append(DisplayText.truncated(typed, toColumns: room - promptColumns, ascii: ascii).text, at: indent + promptColumns,
                            style: theme.resolved(.query), to: &line, limit: indent + room)
            }
            drawQueryCursor(picker, at: indent + promptColumns, limit: indent + room, into: &line)
            drawStatus(picker, after: indent + promptColumns + DisplayWidth.columns(of: typed), limit: indent + room, into: &line)
        }
        // The count is shown whole or not at all: a cut count ("12" of "1/12") would mislead.
        if limit - indent >= positionColumns {
            let start = limit - positionColumns
            if !marks.isEmpty { Clip.append(marks, at: start, style: theme.resolved(.marker), to: &line, limit: limit) }
            Clip.append(count, at: start + marks.count, style: theme.resolved(.info), to: &line, limit: limit)
        }
        return line
    }

    /// The `--header` text at the left of the row's band, sanitized and cut to it.
    func headerLine(_ text: String, band: Range<Int>) -> FrameLine {
        var line = FrameLine()
        let safe = DisplayText.sanitized(text, ascii: ascii)
        Clip.append(DisplayText.truncated(safe, toColumns: band.count, ascii: ascii).text, at: band.lowerBound, style: theme.resolved(.info),
                    to: &line, limit: band.upperBound)
        return line
    }

    /// The preview's lines in its rows, each run in the style its SGR asked for (colors only
    /// where the preview keeps them: not under NO_COLOR).
    private func drawPreview(_ preview: PreviewBuffer, in screen: ScreenLayout, into frame: inout Frame) {
        for (row, runs) in zip(screen.previewRows, preview.shownLines(rows: screen.previewRows.count)) {
            frame.lines[row] = PreviewBuffer.frameLine(runs, limit: screen.usableColumns(row: row), ascii: ascii)
        }
    }

    /// The count at the right of the prompt row (`PositionCount`): `3/31`, with a query `3/8 of 31`.
    private func countText(_ picker: Picker, index: Int?) -> String { PositionCount(picker, index: index).text(ascii: ascii) }

    func indicatorLine(_ picker: Picker, offset: Double, row: Int) -> FrameLine {
        let limit = picker.screenLayout.usableColumns(row: row)
        let geometry = IndicatorTrack(usableColumns: limit)
        let track = geometry.length, start = geometry.start
        let knob = geometry.knob(fraction: picker.layout.fraction(at: offset), count: picker.layout.count)
        let rail = ascii ? "-" : "─"
        var line = FrameLine()
        let info = theme.resolved(.info)
        var knobStyle = theme.resolved(.mark)
        knobStyle.attributes.insert(.bold)
        Clip.append(DisplayText.repeated(rail, count: knob), at: start, style: info, to: &line, limit: limit)
        Clip.append(ascii ? "o" : "●", at: start + knob, style: knobStyle, to: &line, limit: limit)
        Clip.append(DisplayText.repeated(rail, count: track - knob - 1), at: start + knob + 1, style: info, to: &line, limit: limit)
        return line
    }
}
