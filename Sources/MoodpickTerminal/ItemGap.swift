import MoodpickCore

/// How far input read from a pipe or device has gone without an item, against
/// `InputLoader.maxItemBytes` (docs/CONTRACT.md §8): bytes with no separator (`cat /dev/zero`)
/// are one item growing; separators with nothing between them (`cat /dev/zero` under
/// `--read0`, `yes ''`) are no item at all, kept in memory all the same. Either is an error
/// once it passes the limit, long before `--max-bytes`.
struct ItemGap {
    private var itemsSeen = 0
    /// Where the input stood when the last new item was indexed.
    private var afterLastItem = 0

    /// The error for the input read so far (`length` bytes, indexed by `indexer`), or nil.
    mutating func check(_ indexer: ItemIndexer, length: Int, loader: InputLoader, name: String) -> LoadError? {
        if indexer.count != itemsSeen {
            itemsSeen = indexer.count
            afterLastItem = indexer.scanned
        }
        if length - indexer.scanned > loader.maxItemBytes { return loader.itemTooLong(name) }
        if length - afterLastItem > loader.maxItemBytes {
            return LoadError(message: "\(name) has \(InputLoader.describe(bytes: loader.maxItemBytes)) without an item (only separators and blank lines)")
        }
        return nil
    }
}
