/// The count at the right of the prompt row (docs/CONTRACT.md §12): where the cell under the
/// mark stands, as the numbers a reader needs to find their way.
///
/// - No query: its place among all items, `3/31`.
/// - A query: its place among the matches, the matches, and all items, `3/8 of 31` (no match:
///   `0/0 of 31`).
/// - While standard input still streams in, the count ends in `…` (`+` in ASCII): more may come.
///
/// The view draws it whole or not at all, since a cut count (`12` of `1/12`) would mislead.
struct PositionCount: Equatable, Sendable {
    /// The 1-based place of the cell under the mark in the view; nil when the view is empty.
    var place: Int?
    /// The cells the view shows: every item, or the matches of the query.
    var shown: Int
    /// Every item read so far.
    var total: Int
    /// Whether the view is the matches of a query.
    var isFiltered: Bool
    /// Whether more items may still arrive.
    var isLoading: Bool

    /// The count as drawn.
    func text(ascii: Bool) -> String {
        let count = isFiltered ? "\(place ?? 0)/\(shown) of \(total)" : "\(place ?? shown)/\(total)"
        return count + (isLoading ? (ascii ? "+" : "…") : "")
    }
}

extension PositionCount {
    /// The count of `picker` with cell `index` under the mark (nil: none).
    init(_ picker: Picker, index: Int?) {
        place = index.map { $0 + 1 }
        shown = picker.view.count
        total = picker.view.total
        isFiltered = picker.view.isFiltered
        isLoading = picker.isLoading
    }
}
