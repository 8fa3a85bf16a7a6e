/// Every item of the input, kept as offsets into one byte buffer: a virtual collection.
///
/// Nothing is decoded ahead of time: a cell, a label or an anatomy is made from the item's bytes
/// when it is needed (visible, chosen, searched), so the cost per item stays at 4 bytes (plus 2
/// when cell widths differ) whatever the input holds.
package struct ItemStore: Sendable {
    package let buffer: ByteBuffer
    package let separator: ItemSeparator
    package let cellOptions: CellOptions
    /// Where each item starts, and each cell's width (nil: every cell an emoji cell): the
    /// indexer's lists as they were when the store was made, shared with it, not copied.
    let starts: AppendOnlyArray<UInt32>.Prefix
    var widths: AppendOnlyArray<UInt16>.Prefix?
    /// The fields the cells and labels show and the filter matches (`--with-nth`), and the ones
    /// printed (`--accept-nth`); `.whole` unless `showing(_:)` set them.
    package internal(set) var fields: FieldSelection = .whole

    /// The store for a buffer that `indexer` has indexed (so far: a streaming input's indexer
    /// goes on with later bytes, which this store does not see). O(1): nothing is copied.
    package init(buffer: ByteBuffer, indexer: ItemIndexer) {
        self.buffer = buffer
        self.separator = indexer.separator
        self.cellOptions = indexer.cellOptions
        self.starts = indexer.starts.prefix
        self.widths = indexer.widths?.prefix
    }

    /// Items given one by one (positional arguments, the built-in moods, tests): joined with NUL,
    /// which no argument can contain. Empty strings are skipped.
    package init(items: [String], cellOptions: CellOptions = CellOptions()) {
        var bytes: [UInt8] = []
        for item in items where !item.isEmpty {
            bytes.append(contentsOf: item.utf8)
            bytes.append(0)
        }
        self.init(bytes: bytes, separator: .nul, cellOptions: cellOptions)
    }

    /// Items split out of raw input bytes, as the loader would (tests, small inputs).
    /// `measuresCells: false` for a store that is only searched (see `ItemIndexer`).
    package init(
        bytes: [UInt8], separator: ItemSeparator, cellOptions: CellOptions = CellOptions(), maxItems: Int = 10_000_000,
        measuresCells: Bool = true
    ) {
        let buffer = ByteBuffer(copying: bytes)
        var indexer = ItemIndexer(separator: separator, cellOptions: cellOptions, maxItems: maxItems, measuresCells: measuresCells)
        indexer.finish(buffer.bytes)
        self.init(buffer: buffer, indexer: indexer)
    }

    /// How many items there are.
    package var count: Int { starts.count }
    package var isEmpty: Bool { starts.isEmpty }

    /// The strip layout of these items' cells.
    package func layout(spacing: Int) -> StripLayout {
        if let widths {
            return StripLayout(widths: widths.lazy.map(Int.init), spacing: spacing)
        }
        return StripLayout(count: count, width: CellOptions.emojiCellWidth, spacing: spacing)
    }

    /// The item's bytes, without the separator (and without a CR before an LF; a last line with
    /// no LF after it keeps a CR at its end).
    package func line(at index: Int) -> UnsafeRawBufferPointer {
        let start = Int(starts[index])
        let bytes = buffer.bytes
        let separatorIndex = ByteScan.firstIndex(of: separator.byte, in: bytes, from: start, to: bytes.count)
        return buffer.slice(start..<separator.lineEnd(separatorAt: separatorIndex, from: start, in: bytes))
    }

    /// A copy of the item's bytes.
    package func lineBytes(at index: Int) -> [UInt8] { Array(line(at: index)) }

    /// The item's first bytes, enough to fill `columns` columns, and whether that is all of it.
    /// Costs the same for a megabyte line as for a short one.
    package func window(at index: Int, columns: Int) -> (bytes: UnsafeRawBufferPointer, isWhole: Bool) {
        let start = Int(starts[index])
        let bytes = buffer.bytes
        let size = CellOptions.windowBytes(forColumns: columns)
        // Look two bytes past the window: a line of exactly `size` bytes, with its CR and LF,
        // is whole, as the load pass measured it.
        let searchEnd = min(bytes.count, start + size + 2)
        let separatorIndex = ByteScan.firstIndex(of: separator.byte, in: bytes, from: start, to: searchEnd)
        let found = separatorIndex < searchEnd || searchEnd == bytes.count
        let end = separator.lineEnd(separatorAt: separatorIndex, from: start, in: bytes)
        guard found, end - start <= size else { return (buffer.slice(start..<start + size), false) }
        return (buffer.slice(start..<end), true)
    }

    /// What the item's cell shows.
    package func cell(at index: Int) -> CellContent {
        if fields.selectsFields { return fieldCell(at: index) }
        let (bytes, isWhole) = window(at: index, columns: cellOptions.textColumns)
        return CellContent.make(window: bytes, isWhole: isWhole, options: cellOptions)
    }

    /// The item's symbol and label, from all of its bytes.
    package func anatomy(at index: Int) -> ItemAnatomy { ItemAnatomy(line: line(at: index)) }

    /// The item's label as the screen shows it: sanitized and cut to `columns`.
    package func displayLabel(at index: Int, columns: Int) -> (text: String, columns: Int) {
        if fields.selectsFields {
            let safe = DisplayText.sanitized(fields.label(at: index, in: self), ascii: cellOptions.ascii)
            return DisplayText.truncated(safe, toColumns: columns, ascii: cellOptions.ascii)
        }
        let (bytes, isWhole) = window(at: index, columns: columns + 8)
        var label = ItemAnatomy(line: bytes).label
        if !isWhole { label.append("…") }  // forces the cut below to end in an ellipsis
        let safe = DisplayText.sanitized(label, ascii: cellOptions.ascii)
        return DisplayText.truncated(safe, toColumns: columns, ascii: cellOptions.ascii)
    }
}
