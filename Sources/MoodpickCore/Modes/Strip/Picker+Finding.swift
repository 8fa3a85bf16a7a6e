/// What the finder found, shown: a filter's view becomes the strip, a jump glides to its cell.
/// The finder (`Finder.swift`) owns the query and the searches; this is where their results
/// meet the strip.
extension Picker {
    /// What the finder searches now.
    var finderScope: Finder.Scope {
        Finder.Scope(items: items, searchItems: searchItems, searchRanker: source.searchRanker, view: view, current: selectedIndex, time: time)
    }

    /// Typed or pasted text: into the query, or the type-ahead text with `--jump`.
    mutating func type(_ text: String) { show(finder.type(text, in: finderScope)) }

    /// Runs one slice of the search under way and shows what it found when it ends.
    mutating func runSearch(slice: Int) { show(finder.step(slice: slice, in: finderScope)) }

    /// Runs the search under way to its end (one slice of every item).
    mutating func finishSearch() {
        while finder.isSearching { runSearch(slice: max(items.count, 1)) }
    }

    /// Shows what a finished search found (nothing: the search goes on, or found nothing).
    mutating func show(_ found: Finder.Found?) {
        switch found {
        case .view(let newView)?: show(newView)
        case .jump(let index)?: keyGlide(to: index)
        case nil: break
        }
    }

    /// Makes `newView` the strip, centered on the best match; with `--no-sort` or an empty
    /// query, on the first shown item at or after the one shown before.
    private mutating func show(_ newView: ItemView) {
        if let item = selectedItem { finder.anchorItem = item }
        let fitted = fittedLayout(of: newView)
        let selected = selectedIndex
        cells.show(newView, layout: fitted, selected: selected)
        rest(on: layout.count > 0 ? finder.restPosition(in: view) : nil)
    }
}
