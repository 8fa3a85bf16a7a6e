import MoodpickCore

/// Item lines: whatever the bytes, nothing unsafe reaches the screen and the widths agree.
enum ItemsFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let anatomy = ItemAnatomy(line: bytes)
        for ascii in [false, true] {
            let safe = DisplayText.sanitized(anatomy.label, ascii: ascii)
            precondition(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                         "a control survived sanitizing")
            precondition(!safe.unicodeScalars.contains(where: FormatCharacters.isHidden), "a format character survived")
            if ascii { precondition(safe.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "non-ASCII in ASCII mode") }
            let options = CellOptions(maxCellWidth: 24, ascii: ascii)
            let cell = CellContent.make(window: bytes, isWhole: true, options: options)
            precondition(cell.columns >= 0 && cell.cellWidth <= max(options.maxCellWidth, CellOptions.emojiCellWidth),
                         "cell width \(cell.cellWidth)")
            let cut = DisplayText.truncated(safe, toColumns: 10, ascii: ascii)
            precondition(cut.columns <= 10, "truncated to \(cut.columns) columns")
        }
        for separator in [ItemSeparator.newline, .nul] {
            var indexer = ItemIndexer(separator: separator, cellOptions: CellOptions(), maxItems: 1000)
            let half = bytes.count / 2
            indexer.consume(UnsafeRawBufferPointer(rebasing: bytes[0..<half]))
            indexer.finish(bytes)
            precondition(indexer.starts.allSatisfy { Int($0) < max(bytes.count, 1) }, "an item starts past the input")
            precondition(indexer.bytesSearched <= bytes.count, "searched \(indexer.bytesSearched) of \(bytes.count) bytes")
        }
    }
}
