/// What the strip shows: the view of the items (every item, or a query's matches), the layout
/// of its cells, the strip kept while a query matches nothing (`KeptStrip`) and, with
/// `--images`, the cells' pictures (`PictureStrip`). One part of the `Picker`, because these
/// change together: `show(_:layout:selected:)` is its update.
package struct StripCells: Sendable {
    /// The items the strip shows now.
    package var view: ItemView
    /// The layout of the view's cells.
    package var layout: StripLayout
    /// The strip before a query matched nothing, drawn dimmed meanwhile.
    package var kept = KeptStrip()
    /// `--images`: the picture cells and each item's thumbnail; nil for text and emoji cells.
    package var pictures: PictureStrip?

    package init(view: ItemView, pictures: PictureStrip? = nil, layout: StripLayout) {
        self.view = view
        self.pictures = pictures
        self.layout = layout
    }

    /// The strip changes to `newView`, laid out as `newLayout`; cell `selected` was selected in
    /// the old one (kept when the new view is empty).
    mutating func show(_ newView: ItemView, layout newLayout: StripLayout, selected: Int) {
        kept.update(from: view, layout: layout, selected: selected, toCount: newView.count)
        view = newView
        layout = newLayout
    }
}

/// The keys of the strip: what each does (`KeyMap`) and the one held down (`KeyHold`), a part
/// of the `Picker` the key updates (`Picker+Keys.swift`, `Picker+Holds.swift`) read and change.
package struct StripKeys: Sendable {
    /// The keys and what they do.
    package var map: KeyMap
    /// The key held down, where releases are reported.
    var hold = KeyHold()
}
