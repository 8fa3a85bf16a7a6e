/// The text each visible cell shows: `ItemStore.cell(at:)`, with long text cells shortened by
/// `CellElision` (a shared prefix as `…`, the matched part with a query).
extension StripView {
    /// Columns of a text cell's line decoded to shorten it: enough to find a match well past the
    /// cell's end, bounded so that a megabyte line costs no more per frame than a short one.
    static let elisionColumns = 256

    /// The contents of the cells at `positions` (the visible ones), in order.
    func visibleContents(_ picker: Picker, positions: Range<Int>) -> [CellContent] {
        let items = picker.items
        var contents = positions.map { items.cell(at: picker.view.item(at: $0)) }
        // Only text cells cut short are shortened; the shared prefix is over every text cell.
        let textual = contents.indices.filter { !contents[$0].isSymbol }
        guard !textual.isEmpty else { return contents }
        let texts = textual.map { Array(items.cellText(at: picker.view.item(at: positions.lowerBound + $0),
                                                      columns: max(Self.elisionColumns, items.cellOptions.textColumns * 2))) }
        let prefix = CellElision.sharedPrefix(of: texts)
        let query = picker.appliedQuery
        for (slot, text) in zip(textual, texts) {
            let fullColumns = text.reduce(0) { $0 + DisplayWidth.columns(of: $1) }
            guard fullColumns > contents[slot].columns else { continue }  // it fits: shown whole
            let matched = query.isEmpty ? [] : FilterHighlight.positions(of: query, in: String(text))
            guard prefix > 0 || !matched.isEmpty else { continue }
            let shown = CellElision.window(of: text, columns: contents[slot].columns, hiding: prefix, matched: matched,
                                           ascii: items.cellOptions.ascii)
            contents[slot] = CellContent(text: shown.text, columns: shown.columns, isSymbol: false)
        }
        return contents
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
