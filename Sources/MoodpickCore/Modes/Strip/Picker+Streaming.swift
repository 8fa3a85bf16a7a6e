/// Items that arrive while the picker is up (standard input still streaming): they join the
/// end of the strip, so the centered item, its position and the strip's offset stay where they
/// are (docs/CONTRACT.md §12, streaming).
extension Picker {
    /// The input grew to `store` (the same items first, then new ones); `loading` says whether
    /// more may come. A filtered strip matches only the new items and appends them: the query's
    /// earlier matches keep their places, the new ones come after them in input order.
    mutating func arrived(_ store: ItemStore, loading: Bool) {
        source.store = store
        source.isLoading = loading
        if !loading && items.isEmpty { outbox.end(.noMatch) }  // the input ended with nothing
        if !isSearching { extendViewToNewItems() }  // a search catches up when its result is shown
    }

    /// The view and the layout brought up to every item, the strip where it was. The cells
    /// already laid out stay as they are; only the new positions are measured and appended.
    /// Batches keep coming while keys and frames go on (docs/CONTRACT.md §12), so what one
    /// costs must not grow with the items before it.
    mutating func extendViewToNewItems() {
        guard finder.viewCoverage < items.count else { return }
        let shown = view.count
        finder.extend(&cells.view, to: items)
        let wasEmpty = layout.count == 0
        // A strip that grew past four cells no longer shares the row (`TextCellFit`): the few
        // cells laid out before are laid out again at the narrower cap, once. Rows are one each.
        if layout.count == shown, options.orientation.isVertical {
            layout.append(widths: repeatElement(1, count: view.count - shown))
        } else if layout.count == shown, let pictures {  // picture cells are all `--cell-size` wide
            layout.append(widths: repeatElement(pictures.columns + CellOptions.padding, count: view.count - shown))
        } else if layout.count == shown, textCellCap(cells: shown) == textCellCap {
            let (items, view, cap) = (self.items, self.view, textCellCap)
            layout.append(widths: (shown..<view.count).lazy.map { min(items.cellWidth(at: view.item(at: $0)), cap) })
        } else if layout.count == shown, shown > 0 {  // the cap changed: at most four cells before
            let selected = selectedIndex
            layout = fittedLayout(of: view)
            rest(on: selected)
        } else {  // not the layout of the view before: made anew
            layout = fittedLayout(of: view)
        }
        if wasEmpty, layout.count > 0 { rest(on: 0) }  // the first match arrived: rest on it
        outbox.post(.restFrame)
    }
}
