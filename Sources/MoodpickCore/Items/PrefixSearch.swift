/// The type-ahead search of `--jump`, in slices: the first item from a start item on, wrapping
/// around, whose label starts with a text (ignoring case).
///
/// A whole search over a million labels takes longer than a frame, so the loop runs it a slice at
/// a time between reads of the terminal, as it runs the filter, and Esc never waits for it.
package struct PrefixSearch: Sendable {
    /// The text searched for.
    package let prefix: String
    private let matcher: LabelMatcher
    private let start: Int
    private let count: Int
    private var examined = 0
    /// The item found, once found.
    package private(set) var found: Int?

    package init(prefix: String, from start: Int, in items: ItemStore) {
        self.prefix = prefix
        matcher = LabelMatcher(prefix: prefix)
        count = items.count
        self.start = count > 0 ? ((start % count) + count) % count : 0
        if prefix.isEmpty { examined = count }
    }

    /// Whether the search is over: found, or every item examined.
    package var isFinished: Bool { found != nil || examined >= count }

    /// Examines at most `limit` more items of `items` (the store the search was made for).
    package mutating func run(upTo limit: Int, in items: ItemStore) {
        let end = examined + min(max(limit, 0), count - examined)
        while found == nil && examined < end {
            var index = start + examined
            if index >= count { index -= count }
            if matcher.matches(items, index) { found = index }
            examined += 1
        }
    }
}
