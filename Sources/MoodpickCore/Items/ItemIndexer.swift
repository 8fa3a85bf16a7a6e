/// The load pass: finds where each item starts and how wide its cell is, as bytes arrive.
///
/// Per item it keeps 4 bytes (the line's start) and, only once some cell is not an emoji cell,
/// 2 more (its width); nothing is decoded but a line's first scalars, or the first columns of
/// a text line. Lines are indexed as soon as their separator has arrived, so a loader can show
/// progress and stop at `maxItems` on input that never ends. Both lists only grow, in
/// `AppendOnlyArray`s: a store made from them between two reads (`ItemStore(buffer:indexer:)`)
/// copies neither, and the next read does not copy them either.
package struct ItemIndexer: Sendable {
    /// Byte offset where each item starts.
    package private(set) var starts = AppendOnlyArray<UInt32>()
    /// Cell width of each item, in columns; nil while every cell so far is an emoji cell.
    package private(set) var widths: AppendOnlyArray<UInt16>?
    /// Bytes of the input looked at so far: where the first line not yet indexed starts.
    package private(set) var scanned = 0
    /// Where the separator search stopped: the unfinished line after `scanned` holds no
    /// separator before this, so the next call goes on from here. Searching again from the
    /// line's start on every read made a long line from a pipe load in quadratic time.
    private var searchedUpTo = 0
    /// Bytes the separator search has examined in all, counting repeats: equal to the input's
    /// size when every byte is looked at once.
    package private(set) var bytesSearched = 0
    /// Set when the input went past what 32-bit offsets can hold (4 GiB).
    package private(set) var tooLarge = false
    private var presentation = EmojiPresentationTable()

    package let separator: ItemSeparator
    package let cellOptions: CellOptions
    /// Items beyond this many are not read (`--max-items`).
    package let maxItems: Int

    /// Whether each line's cell is measured. A store that is only searched, never drawn (the
    /// emoji catalog's search text), skips it: every cell counts as an emoji cell.
    package let measuresCells: Bool

    package init(separator: ItemSeparator, cellOptions: CellOptions, maxItems: Int = 10_000_000, measuresCells: Bool = true) {
        self.separator = separator
        self.cellOptions = cellOptions
        self.maxItems = max(maxItems, 0)
        self.measuresCells = measuresCells
    }

    /// Items indexed so far.
    package var count: Int { starts.count }
    /// Whether `maxItems` has been reached: the loader stops reading.
    package var isFull: Bool { starts.count >= maxItems }

    /// Indexes every item in `bytes[scanned...]` that is followed by a separator.
    /// `bytes` is the whole input so far (its address may change between calls).
    package mutating func consume(_ bytes: UnsafeRawBufferPointer) {
        let separatorByte = separator.byte
        let end = bytes.count
        var position = scanned
        var searchFrom = max(searchedUpTo, scanned)
        while !isFull && !tooLarge {
            let lineEnd = ByteScan.firstIndex(of: separatorByte, in: bytes, from: searchFrom, to: end)
            bytesSearched += min(lineEnd + 1, end) - searchFrom
            if lineEnd == end {
                searchedUpTo = end
                break
            }
            add(bytes, from: position, to: lineEnd)
            position = lineEnd + 1
            searchFrom = position
        }
        scanned = position
    }

    /// Whether `bytes` hold another item after the ones indexed (once `isFull`: whether
    /// `maxItems` really cut the input short).
    package func hasItems(after bytes: UnsafeRawBufferPointer) -> Bool {
        var position = scanned
        while position < bytes.count {
            if !separator.isBlank(bytes[position]) { return true }
            position += 1
        }
        return false
    }

    /// Indexes the last item when the input ended without a separator after it.
    package mutating func finish(_ bytes: UnsafeRawBufferPointer) {
        consume(bytes)
        if !isFull && !tooLarge && scanned < bytes.count {
            add(bytes, from: scanned, to: bytes.count)
        }
        scanned = bytes.count
    }

    /// - Parameter separatorIndex: where the separator that ends the item is (`bytes.count` for
    ///   a last line the input ends without one: a CR there is the item's, docs/CONTRACT.md §1).
    private mutating func add(_ bytes: UnsafeRawBufferPointer, from start: Int, to separatorIndex: Int) {
        guard let base = bytes.baseAddress else { return }
        let end = separator.lineEnd(separatorAt: separatorIndex, from: start, in: bytes)
        if separator == .newline {
            var first = start
            while first < end && ByteScan.isWhitespace(base.load(fromByteOffset: first, as: UInt8.self)) { first += 1 }
            if first == end { return }
        } else if end == start {
            return
        }
        guard start <= Int(UInt32.max) else {
            tooLarge = true
            return
        }
        let width = measuresCells ? cellWidth(line: UnsafeRawBufferPointer(start: base + start, count: end - start)) : CellOptions.emojiCellWidth
        starts.append(UInt32(truncatingIfNeeded: start))
        if width != CellOptions.emojiCellWidth && widths == nil {
            widths = AppendOnlyArray(repeating: UInt16(CellOptions.emojiCellWidth), count: starts.count - 1)
        }
        widths?.append(UInt16(width))
    }

    /// The cell width of a line, in columns: `CellContent.make(...).cellWidth`, with fast paths
    /// that decode nothing for the common lines (an Emoji_Presentation scalar first, or ASCII).
    private mutating func cellWidth(line: UnsafeRawBufferPointer) -> Int {
        if !cellOptions.ascii, let lead = line.first, lead >= 0x80,
            let (first, _) = EmojiCluster.decodeScalar(line, at: 0), presentation.contains(first) {
            return CellOptions.emojiCellWidth
        }
        return Self.cellWidth(line: line, options: cellOptions)
    }

    /// The cell width of a line, in columns: `CellContent.make(...).cellWidth`, with a fast path
    /// for emoji lines and ASCII text that decodes nothing.
    static func cellWidth(line: UnsafeRawBufferPointer, options: CellOptions) -> Int {
        let limit = options.textColumns
        let windowSize = CellOptions.windowBytes(forColumns: limit)
        let isWhole = line.count <= windowSize
        let window = UnsafeRawBufferPointer(rebasing: line.prefix(windowSize))
        let startsEmoji = EmojiCluster.startsEmoji(utf8: window)
        if startsEmoji && !options.ascii { return CellOptions.emojiCellWidth }
        // ASCII through column limit + 1: one column a byte, cut to `limit` when longer.
        if !startsEmoji, window.prefix(limit + 1).allSatisfy({ $0 < 0x80 }) {
            return min(window.count, limit) + CellOptions.padding
        }
        return CellContent.make(window: window, isWhole: isWhole, options: options).cellWidth
    }
}
