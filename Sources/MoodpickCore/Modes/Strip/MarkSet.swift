/// The items marked with `--multi`, by item index: one bit per item, so marking every one of a
/// million items costs 125 KB, and the marked items come out in input order for free.
///
/// Marks are kept by item index, not strip position, so they survive query changes: an item
/// the query hides stays marked and is printed.
package struct MarkSet: Sendable, Equatable {
    private var words: [UInt64] = []
    /// How many items are marked.
    package private(set) var count = 0
    /// The limit a mark was refused at, until the next key (`forgetRefusal`): the picker says so
    /// on the help row (`limit 2 marked`), since a Tab that does nothing would look broken.
    package private(set) var refusedAtLimit: Int?

    package init() {}

    package var isEmpty: Bool { count == 0 }

    package func contains(_ item: Int) -> Bool {
        let word = item >> 6
        return word < words.count && words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Marks `item`; false when it was marked already.
    @discardableResult
    package mutating func insert(_ item: Int) -> Bool {
        let word = item >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        let bit: UInt64 = 1 << UInt64(item & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Unmarks `item`; false when it was not marked.
    @discardableResult
    package mutating func remove(_ item: Int) -> Bool {
        guard contains(item) else { return false }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
        return true
    }

    /// The marked item indices, ascending: input order.
    package var items: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                result.append(index << 6 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// Unmarks `item` if it is marked, else marks it unless `limit` items are marked already
    /// (then the refusal is kept in `refusedAtLimit`).
    package mutating func toggle(_ item: Int, limit: Int) {
        guard !remove(item) else { return }
        if count < limit { insert(item) } else { refusedAtLimit = limit }
    }

    /// Marks each of `items` in turn while fewer than `limit` are marked; an item left unmarked
    /// by the limit is a refusal (`refusedAtLimit`).
    package mutating func insert(contentsOf items: some Sequence<Int>, limit: Int) {
        for item in items where !contains(item) {
            guard count < limit else {
                refusedAtLimit = limit
                return
            }
            insert(item)
        }
    }

    /// A key came: a refusal is told until the next key only.
    package mutating func forgetRefusal() { refusedAtLimit = nil }
}
