/// The strip's cells fitted to the picture's width (`TextCellFit`): every layout the picker
/// makes goes through here, and a resize that changes the cap lays the strip out again, the
/// selected cell kept (docs/CONTRACT.md §3, "Cells").
extension Picker {
    /// The widest a text cell may be on this picture, padding included, in columns.
    var textCellCap: Int { textCellCap(cells: view.count) }

    /// The cap for a strip of `cells` cells on this picture (fewer than five share the row).
    func textCellCap(cells: Int) -> Int {
        Self.textCellCap(columns: picture.columns, spacing: layout.spacing, items: items, cells: cells)
    }

    static func textCellCap(columns: Int, spacing: Int, items: ItemStore, cells: Int) -> Int {
        let options = items.cellOptions
        return TextCellFit.cap(columns: columns, spacing: spacing, maxCellWidth: options.maxCellWidth, cells: cells,
                               fixed: options.fixedMaxCellWidth)
    }

    /// The layout of every item of `items` on a `picture`, made once, capped as it is made: what
    /// a run starts a picker with (then `init` has nothing to cap).
    package static func layout(of items: ItemStore, spacing: Int, picture: ScreenSize) -> StripLayout {
        items.layout(of: .all(items.count), spacing: spacing,
                     cap: textCellCap(columns: picture.columns, spacing: spacing, items: items, cells: items.count))
    }

    /// The layout of `view`'s cells on this picture.
    func fittedLayout(of view: ItemView) -> StripLayout {
        if options.orientation.isVertical { return Self.rows(count: view.count) }
        if let pictures { return Self.pictureLayout(count: view.count, pictures: pictures, spacing: layout.spacing) }
        return items.layout(of: view, spacing: layout.spacing, cap: textCellCap(cells: view.count))
    }

    /// The picture is now `size`. When that changes the cap, and some cell was or would be cut
    /// by it, the strip is laid out again and rests on the cell selected before (a glide
    /// under way ends there at once): O(shown cells), only on such a resize.
    mutating func resize(to size: ScreenSize) {
        let before = textCellCap
        picture = size
        guard pictures == nil else { return }  // picture cells are `--cell-size` wide, whatever the screen
        let after = textCellCap
        guard after != before, layout.count > 0, layout.widest >= min(before, after) else { return }
        let selected = selectedIndex
        layout = fittedLayout(of: view)
        rest(on: selected)
    }
}
