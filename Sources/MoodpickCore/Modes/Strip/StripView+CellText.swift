/// The text each visible cell shows: `ItemStore.cell(at:)`, with text cells that do not fit
/// their width in the layout (`TextCellFit` may make it narrower than `--max-cell-width`)
/// shortened by `CellElision` (a prefix shared with a neighbour as `…`, then the start and the
/// end; the matched part with a query) and told apart by `DistinctCellText`, and the characters the query matched, to be drawn in
/// `hl` (docs/CONTRACT.md §3, §11).
extension StripView {
    /// Columns of a text cell's line decoded to shorten it: enough to find a match well past the
    /// cell's end, bounded so that a megabyte line costs no more per frame than a short one.
    static let elisionColumns = 256

    /// What one visible cell shows, and which of its Characters the query matched.
    struct ShownCell {
        var text: String
        var columns: Int
        /// Whether the text is shortened to the cell's room and shows matches (`CellContent.isShortened`).
        var isShortened: Bool
        /// Offsets into `text` of the matched Characters, ascending.
        var matched: [Int] = []

        init(_ content: CellContent) {
            text = content.text
            columns = content.columns
            isShortened = content.isShortened
        }
    }

    /// The contents of the cells at `positions` (the visible ones), in order.
    func visibleContents(_ picker: Picker, positions: Range<Int>) -> [ShownCell] {
        let items = picker.items
        var contents = positions.map { ShownCell(items.cell(at: picker.view.item(at: $0))) }
        // Only text cells are shortened or marked; each hides what it shares with a neighbour.
        let textual = contents.indices.filter { contents[$0].isShortened }
        guard !textual.isEmpty else { return contents }
        let texts = textual.map { Array(items.cellText(at: picker.view.item(at: positions.lowerBound + $0),
                                                      columns: max(Self.elisionColumns, items.cellOptions.textColumns * 2))) }
        let query = picker.appliedQuery
        let rooms = textual.map { picker.layout.width(of: positions.lowerBound + $0) - CellOptions.padding }
        let matched = texts.map { query.isEmpty ? [] : FilterHighlight.positions(of: query, in: String($0)) }
        // No two cells read alike unless their items do (`DistinctCellText`).
        let fitted = DistinctCellText.fit(texts, rooms: rooms, matched: matched, ascii: items.cellOptions.ascii)
        for (n, slot) in textual.enumerated() {
            let (text, shown) = (texts[n], fitted[n])
            // A text shown whole is shown as the item store gives it (cut only past the window).
            guard shown.text != String(text) || contents[slot].columns > rooms[n] else {
                contents[slot].matched = contents[slot].text == String(text) ? matched[n] : []
                continue
            }
            contents[slot].text = shown.text
            contents[slot].columns = shown.columns
            contents[slot].matched = shown.shownOffsets(of: matched[n])
        }
        return contents
    }

    /// A cell whose text starts at `column`, as drawn within `0..<limit`, and the column it then
    /// starts at: a text cell cut by an edge as `CellEdgeCut` draws it, nil when none of it shows;
    /// a symbol cell as it is (the clip drops a symbol the edge cuts).
    func edgeCut(_ cell: ShownCell, at column: Int, limit: Int) -> (ShownCell, Int)? {
        guard cell.isShortened else { return (cell, column) }
        guard let drawn = CellEdgeCut.drawn(cell.text, matched: cell.matched, at: column, limit: limit, ascii: ascii) else { return nil }
        var cut = cell
        cut.text = drawn.text
        cut.columns = DisplayWidth.columns(of: drawn.text)
        cut.matched = drawn.matched
        return (cut, drawn.column)
    }

    /// Draws `lead`, a cell's text and `trail` from `column` in `style`, the text's matched
    /// Characters in `hl`'s color and attributes over the cell's own background, so a match
    /// reads in the strip as it does in the label. Without a match: one span, as before.
    func appendCellText(_ cell: ShownCell, lead: String = "", trail: String = "", at column: Int, style: Style,
                        to line: inout FrameLine, limit: Int) {
        guard !cell.matched.isEmpty else {
            Clip.append(lead + cell.text + trail, at: column, style: style, to: &line, limit: limit)
            return
        }
        let highlight = theme.resolved(.hl)
        var match = style
        if highlight.foreground != .default { match.foreground = highlight.foreground }
        match.attributes.formUnion(highlight.attributes)
        // Runs of matched and unmatched Characters, each appended in its style.
        var runs: [(text: String, isMatch: Bool)] = [(lead, false)]
        var next = cell.matched[...]
        for (offset, character) in cell.text.enumerated() {
            let isMatch = next.first == offset
            if isMatch { next = next.dropFirst() }
            if runs[runs.count - 1].isMatch == isMatch { runs[runs.count - 1].text.append(character) } else { runs.append((String(character), isMatch)) }
        }
        if runs[runs.count - 1].isMatch { runs.append((trail, false)) } else { runs[runs.count - 1].text += trail }
        var at = column
        for run in runs where !run.text.isEmpty {
            Clip.append(run.text, at: at, style: run.isMatch ? match : style, to: &line, limit: limit)
            at += DisplayWidth.columns(of: run.text)
        }
    }
}

extension ItemStore {
    /// A text cell's text, sanitized, from at most `columns` columns' worth of its line (or of
    /// its `--with-nth` fields): what `CellElision` picks the shown part from.
    func cellText(at index: Int, columns: Int) -> String {
        if fields.selectsFields {
            var ranges: [Range<Int>] = []
            var scratch: [UInt8] = []
            return fields.withText(of: line(at: index), fields: &ranges, scratch: &scratch) { text in
                let window = UnsafeRawBufferPointer(rebasing: text.prefix(CellOptions.windowBytes(forColumns: columns)))
                return DisplayText.sanitized(String(decoding: window, as: UTF8.self), ascii: cellOptions.ascii)
            }
        }
        let (bytes, _) = window(at: index, columns: columns)
        if EmojiCluster.startsEmoji(utf8: bytes) {  // an ASCII-mode emoji line shows its label
            let anatomy = ItemAnatomy(line: bytes)
            return DisplayText.sanitized(anatomy.label.isEmpty ? (anatomy.symbol ?? "") : anatomy.label, ascii: cellOptions.ascii)
        }
        return DisplayText.sanitized(String(decoding: bytes, as: UTF8.self), ascii: cellOptions.ascii)
    }
}
