/// The strip as it was before a query matched nothing, kept so that the picture does not go
/// blank while the user corrects a typo: it is drawn dimmed under a "no match" word
/// (docs/CONTRACT.md §12). A small part of its own: `Picker+Finding` tells it each new view.
package struct KeptStrip: Sendable {
    /// The last view that showed something, its layout and the cell that was selected in it;
    /// nil while the strip shows matches (nothing to keep) or before any did.
    package private(set) var shown: (view: ItemView, layout: StripLayout, selected: Int)?

    package init() {}

    /// The strip changes from `view` (laid out as `layout`, cell `selected` selected) to a view
    /// of `newCount` cells: a strip that had cells is kept when the new one has none (an older
    /// one stays kept while the query goes on matching nothing); any match lets it go.
    package mutating func update(from view: ItemView, layout: StripLayout, selected: Int, toCount newCount: Int) {
        if newCount > 0 {
            shown = nil
        } else if layout.count > 0 {
            shown = (view, layout, min(max(selected, 0), layout.count - 1))
        }
    }
}
