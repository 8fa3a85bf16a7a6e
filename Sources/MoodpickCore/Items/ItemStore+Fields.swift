/// Items shown by their `--with-nth` fields (docs/CONTRACT.md §12): the cells, the label and the
/// filter see only the selected fields, so each cell's width is measured again from them.
extension ItemStore {
    /// This store with `fields` applied: when `--with-nth` is given, one pass over every line
    /// measures the cell of its selected fields (2 bytes per item, as the load pass keeps for
    /// text cells); otherwise only the fields are recorded, for `--accept-nth`.
    package func showing(_ fields: FieldSelection) -> ItemStore {
        var store = self
        store.fields = fields
        guard fields.selectsFields else { return store }
        var ranges: [Range<Int>] = []
        var scratch: [UInt8] = []
        var widths = AppendOnlyArray<UInt16>(minimumCapacity: count)
        for index in 0..<count {
            let width = fields.withText(of: line(at: index), fields: &ranges, scratch: &scratch) {
                ItemIndexer.cellWidth(line: $0, options: cellOptions)
            }
            widths.append(UInt16(min(width, CellOptions.maximumCellWidth)))
        }
        store.widths = widths.prefix
        return store
    }

    /// The cell of item `index`'s `--with-nth` fields: decoded from at most a window of their
    /// bytes, as `cell(at:)` does for a whole line, so a long line costs no more per frame.
    func fieldCell(at index: Int) -> CellContent {
        var ranges: [Range<Int>] = []
        var scratch: [UInt8] = []
        return fields.withText(of: line(at: index), fields: &ranges, scratch: &scratch) { text in
            let size = CellOptions.windowBytes(forColumns: cellOptions.textColumns)
            let window = UnsafeRawBufferPointer(rebasing: text.prefix(size))
            return CellContent.make(window: window, isWhole: text.count <= size, options: cellOptions)
        }
    }

    /// What to print for item `index` in `format`, with `--accept-nth` applied.
    package func output(_ format: OutputFormat, for index: Int, print0: Bool) -> [UInt8] {
        fields.output(format, for: index, in: self, print0: print0)
    }
}
