/// The items the strip shows now, in strip order: every item, or the matches of the query.
///
/// The strip's layout is built over the view, so only the layout speaks *positions* (0-based
/// places in the strip); output, `--start`, marks and hit tests speak *item indices* (places in
/// the input). Showing every item keeps no array at all; a filtered view keeps 4 bytes per match.
package struct ItemView: Sendable {
    /// How many items there are in all.
    package private(set) var total: Int
    /// The item index at each position, or nil when the view is every item in input order.
    package private(set) var matches: [UInt32]?

    /// Every item, in input order: position i is item i.
    package static func all(_ total: Int) -> ItemView { ItemView(total: total, matches: nil) }

    /// The matches of a query, best first.
    package init(matches: [UInt32], total: Int) {
        self.init(total: total, matches: matches)
    }

    private init(total: Int, matches: [UInt32]?) {
        self.total = total
        self.matches = matches
    }

    /// How many positions the strip has.
    package var count: Int { matches?.count ?? total }

    /// Whether the view shows only some items (a query is applied).
    package var isFiltered: Bool { matches != nil }

    /// The item index shown at `position` (which must be in `0..<count`). O(1).
    @inline(__always)
    package func item(at position: Int) -> Int {
        guard let matches else { return position }
        return Int(matches[position])
    }

    /// The same view over `total` items, the matches among the new ones (`newMatches`, item
    /// indices) after the others: what streamed items add. O(new matches), amortized: the
    /// matches so far are not copied when this view holds the only reference to them.
    package mutating func append(matches newMatches: [UInt32], total: Int) {
        self.total = total
        matches?.append(contentsOf: newMatches)
    }

    /// The first position, in strip order, whose item index is at least `item`; nil if none.
    /// O(matches): it runs when a query changes, never per frame.
    package func firstPosition(ofItemAtLeast item: Int) -> Int? {
        guard let matches else { return item < total ? max(item, 0) : nil }
        return matches.firstIndex { Int($0) >= item }
    }
}

extension ItemStore {
    /// The width of item `index`'s cell, paddings included, in columns.
    package func cellWidth(at index: Int) -> Int {
        widths.map { Int($0[index]) } ?? CellOptions.emojiCellWidth
    }

    /// The strip layout of the cells `view` shows: O(1) when every cell has the same width,
    /// else 2 bytes per shown cell.
    package func layout(of view: ItemView, spacing: Int) -> StripLayout {
        guard let matches = view.matches else { return layout(spacing: spacing) }
        guard let widths else {
            return StripLayout(count: matches.count, width: CellOptions.emojiCellWidth, spacing: spacing)
        }
        return StripLayout(widths: matches.lazy.map { Int(widths[Int($0)]) }, spacing: spacing)
    }
}
