/// Which fields of an item the filter matches against and the cells show.
///
/// Stand-in: the filter-engine branch replaces this file with the real field selection
/// (`--delimiter`, `--with-nth`); here only `.whole`, the item's whole label, exists.
public struct FieldSelection: Sendable, Equatable {
    /// The whole label: no field splitting.
    public static let whole = FieldSelection()
}
