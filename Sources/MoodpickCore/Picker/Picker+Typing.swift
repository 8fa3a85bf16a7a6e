/// Typing, the filter, the `--jump` type-ahead and `--multi` marks.
///
/// A search (the filter's, or `--jump`'s) never runs whole inside one event: its first slice runs
/// at once, so a short list answers in the same frame, and the session runs the rest a slice at a
/// time between reads of the terminal (`continueSearch`). A newer query drops the search under
/// way; Enter finishes it, so it always answers the query as typed.
extension Picker {
    /// Whether a search is under way: the session must keep calling `continueSearch`.
    public var isSearching: Bool { search != nil || jumpSearch != nil }

    /// Whether there is typed text, so Space types a space instead of choosing.
    var isTyping: Bool { options.jump ? !typeAhead.text.isEmpty : !query.isEmpty }

    /// Runs one slice (at most `slice` items) of the search under way; when it ends, its result
    /// is shown: the filter's matches become the view, a jump glides to the item found.
    public mutating func continueSearch(slice: Int = Picker.searchSlice) {
        if var job = jumpSearch {
            jumpSearch = nil  // the job alone owns its state while it runs
            job.search.run(upTo: slice, in: items)
            if job.search.isFinished { jumped(job.search, cycles: job.cycles) } else { jumpSearch = job }
        }
        if var job = search {
            search = nil
            job.run(upTo: slice)
            if job.isFinished { apply(job.finish(), query: job.query) } else { search = job }
        }
    }

    /// Runs the search under way to its end (one slice of every item).
    mutating func finishSearch() {
        while isSearching { continueSearch(slice: max(items.count, 1)) }
    }

    // MARK: - Typing

    /// Typed or pasted text: into the query, or the type-ahead text with `--jump`.
    mutating func type(_ text: String) {
        if options.jump {
            jump(typing: text)
        } else if query.type(text) {
            queryChanged()
        }
    }

    /// Backspace.
    mutating func eraseCharacter() {
        if options.jump {
            if typeAhead.erase(at: time), !typeAhead.text.isEmpty { startJump(from: current, cycles: false) }
        } else if query.eraseCharacter() {
            queryChanged()
        }
    }

    // MARK: - The filter

    /// Searches for the new query: among the shown matches when it narrows the query they
    /// match, else among every item. An empty query shows every item at once.
    mutating func queryChanged() {
        search = nil  // a newer query makes the search under way stale
        let newQuery = FilterQuery(query.text)
        if newQuery.isEmpty {
            apply(nil, query: newQuery)
            return
        }
        let candidates = newQuery.narrows(appliedQuery) ? view.matches : nil
        // A search store (the emoji catalog's names and keywords) is searched whole; the items
        // themselves through their shown fields.
        search = FilterJob(query: newQuery, items: searchItems ?? items, candidates: candidates, sorted: options.sorted,
                           fields: searchItems == nil ? items.fields : .whole, ranker: searchRanker)
        searchCoverage = items.count
        continueSearch()
    }

    /// Shows `matches` (nil: every item) as the strip, centered on the best match; with
    /// `--no-sort` or an empty query, on the first shown item at or after the one shown before.
    mutating func apply(_ matches: [UInt32]?, query applied: FilterQuery) {
        if let item = selectedItem { anchorItem = item }
        view = matches.map { ItemView(matches: $0, total: items.count) } ?? .all(items.count)
        viewCoverage = matches == nil ? items.count : searchCoverage
        appendNewItemsToView()
        appliedQuery = applied
        layout = items.layout(of: view, spacing: layout.spacing)
        drag = nil
        guard layout.count > 0 else {
            target = nil
            motion = .resting(0)
            cameToRest()
            return
        }
        let position = applied.isEmpty || !options.sorted
            ? view.firstPosition(ofItemAtLeast: anchorItem) ?? layout.count - 1
            : 0
        target = position
        motion = .resting(layout.center(of: position))
        cameToRest()
    }

    // MARK: - --jump

    /// Type-ahead: a new text searches after the current item (typing a letter again cycles),
    /// a growing text from the current item itself.
    mutating func jump(typing text: String) {
        let isNew = typeAhead.type(text, at: time)
        startJump(from: isNew ? current + 1 : current, cycles: true)
    }

    private mutating func startJump(from start: Int, cycles: Bool) {
        jumpSearch = (PrefixSearch(prefix: typeAhead.text, from: start, in: items), cycles)
        continueSearch()
    }

    /// A jump search ended: glide to what it found. When nothing starts with a repeated letter
    /// ("ss"), the letter alone cycles on to its next item.
    private mutating func jumped(_ search: PrefixSearch, cycles: Bool) {
        if let found = search.found {
            glide(to: found, response: keyGlide.press(at: time))
            return
        }
        let text = typeAhead.text
        if cycles, let letter = text.first, text.count > 1, text.allSatisfy({ $0 == letter }) {
            typeAhead.clear()
            _ = typeAhead.type(String(letter), at: time)
            startJump(from: current + 1, cycles: false)
        }
    }

    // MARK: - Marks

    /// Marks the selected item, or unmarks it; nothing without `--multi`, or when marking would
    /// pass its limit.
    mutating func toggleMark() {
        guard let limit = options.multi, let item = selectedItem else { return }
        if !marks.remove(item), marks.count < limit { marks.insert(item) }
    }

    /// Ctrl-A: marks every match of the query as typed (every item with no query), up to the limit.
    mutating func markAll() {
        guard let limit = options.multi else { return }
        finishSearch()
        for position in 0..<layout.count where marks.count < limit {
            marks.insert(view.item(at: position))
        }
    }
}
