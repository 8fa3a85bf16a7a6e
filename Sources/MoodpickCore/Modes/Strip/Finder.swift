/// What was typed to find items, and the search it started: the query as typed and the query
/// the view shows the matches of, the filter's job, the `--jump` type-ahead and its job, and how
/// many items the view accounts for.
///
/// A search never runs whole inside one event: its first slice runs at once, so a short list
/// answers in the same frame, and the loop runs the rest a slice at a time between reads of the
/// terminal (`step`). A newer query drops the search under way. Whatever ends a search returns
/// what it found (`Found`): the picker lays out a new view or glides to a jump's item; the
/// finder never touches the strip.
struct Finder: Sendable {
    /// What a finished search found.
    enum Found: Sendable {
        /// The filter's view (every item, or the matches of the applied query).
        case view(ItemView)
        /// The `--jump` search's cell.
        case jump(to: Int)
    }

    /// What a search looks at: the items, the view shown now, and the cell keys move from.
    struct Scope {
        var items: ItemStore
        /// What the filter matches instead of the labels (`--emoji`: names and keywords); nil: the labels.
        var searchItems: ItemStore?
        /// How `searchItems` is ranked, when not by fzf's score.
        var searchRanker: (any SearchRanker)?
        var view: ItemView
        /// The cell the strip is on (a jump searches after it).
        var current: Int
        var time: Duration
    }

    /// Whether typing jumps (`--jump`) instead of filtering.
    let jumps: Bool
    /// Whether matches are ranked (false: `--no-sort`, input order).
    let sorted: Bool
    /// `--exact` and the case options, applied to every query typed.
    var matchMode = MatchMode.standard
    /// The query as typed (the filter; unused with `--jump`).
    private(set) var query = QueryText()
    /// The query the view shows the matches of (behind `query` while a search runs).
    private(set) var appliedQuery = FilterQuery("")
    /// The `--jump` type-ahead text.
    private(set) var typeAhead = TypeAhead()
    /// The filter search under way, if any.
    private var filterJob: FilterJob?
    /// The `--jump` search under way, and whether a failed search of a repeated letter may cycle.
    private var jumpJob: (search: PrefixSearch, cycles: Bool)?
    /// How many items the view accounts for: items past it arrived after the view was made.
    private(set) var viewCoverage: Int
    /// How many items the filter search under way covers.
    private var searchCoverage = 0
    /// The item the strip showed last: a new view centers on it (or the first match after it).
    var anchorItem: Int

    init(jumps: Bool, sorted: Bool, coverage: Int, anchorItem: Int) {
        self.jumps = jumps
        self.sorted = sorted
        self.viewCoverage = coverage
        self.anchorItem = anchorItem
    }

    /// Whether a search is under way: the loop must keep sending search slices.
    var isSearching: Bool { filterJob != nil || jumpJob != nil }

    /// Whether there is typed text, so Space types a space instead of choosing.
    var isTyping: Bool { jumps ? !typeAhead.text.isEmpty : !query.isEmpty }

    /// The text the prompt shows: the type-ahead with `--jump`, else the query.
    var promptText: String { jumps ? typeAhead.text : query.text }

    /// When the type-ahead text expires, if there is any.
    var expiry: Duration? { typeAhead.expiry }

    /// Forgets the type-ahead text once it has expired by `time`.
    mutating func expire(at time: Duration) { typeAhead.expire(at: time) }

    // MARK: - Typing

    /// Typed or pasted text: into the query, or the type-ahead text with `--jump`.
    mutating func type(_ text: String, in scope: Scope) -> Found? {
        if jumps {
            let isNew = typeAhead.type(text, at: scope.time)
            return startJump(from: isNew ? scope.current + 1 : scope.current, cycles: true, in: scope)
        }
        return query.type(text) ? queryChanged(in: scope) : nil
    }

    /// Backspace.
    mutating func eraseCharacter(in scope: Scope) -> Found? {
        if jumps {
            guard typeAhead.erase(at: scope.time), !typeAhead.text.isEmpty else { return nil }
            return startJump(from: scope.current, cycles: false, in: scope)
        }
        return query.eraseCharacter() ? queryChanged(in: scope) : nil
    }

    /// Ctrl-W.
    mutating func eraseWord(in scope: Scope) -> Found? { query.eraseWord() ? queryChanged(in: scope) : nil }

    /// Ctrl-U.
    mutating func clearQuery(in scope: Scope) -> Found? { query.clear() ? queryChanged(in: scope) : nil }

    /// fzf's cursor keys: the query's cursor moves (not under `--jump`, whose text has none).
    mutating func moveCursor(_ move: QueryText.Move) -> Bool { !jumps && query.move(move) }

    /// Starts filtering for `text` typed before the picker came up (`--query`).
    mutating func start(query text: String, in scope: Scope) -> Found? {
        _ = query.type(text)
        return queryChanged(in: scope)
    }

    // MARK: - Searching

    /// Runs one slice (at most `slice` items) of the search under way; when it ends, returns
    /// what it found.
    mutating func step(slice: Int, in scope: Scope) -> Found? {
        if var job = jumpJob {
            jumpJob = nil  // the job alone owns its state while it runs
            job.search.run(upTo: slice, in: scope.items)
            guard job.search.isFinished else {
                jumpJob = job
                return nil
            }
            return jumped(job.search, cycles: job.cycles, in: scope)
        }
        if var job = filterJob {
            filterJob = nil
            job.run(upTo: slice)
            guard job.isFinished else {
                filterJob = job
                return nil
            }
            return .view(view(showing: job.finish(), query: job.query, items: scope.items))
        }
        return nil
    }

    /// The view brought up to every item of `items`: the new ones, matched against the applied
    /// query. O(new items): only they are matched, and the matches so far are not copied.
    mutating func extend(_ view: inout ItemView, to items: ItemStore) {
        guard viewCoverage < items.count else { return }
        let range = viewCoverage..<items.count
        viewCoverage = items.count
        if view.isFiltered {
            var job = FilterJob(query: appliedQuery, items: items, range: range, sorted: false, fields: items.fields)
            view.append(matches: job.finish(), total: items.count)
        } else {
            view = .all(items.count)
        }
    }

    /// Where a new view rests: on the best match; with `--no-sort` or an empty query, on the
    /// first shown item at or after the one shown before (the last cell when none is).
    func restPosition(in view: ItemView) -> Int {
        guard appliedQuery.isEmpty || !sorted else { return 0 }
        return view.firstPosition(ofItemAtLeast: anchorItem) ?? view.count - 1
    }

    // MARK: - The filter

    /// Searches for the new query: among the shown matches when it narrows the query they
    /// match, else among every item. An empty query shows every item at once.
    private mutating func queryChanged(in scope: Scope) -> Found? {
        filterJob = nil  // a newer query makes the search under way stale
        let newQuery = FilterQuery(query.text, mode: matchMode)
        if newQuery.isEmpty { return .view(view(showing: nil, query: newQuery, items: scope.items)) }
        let candidates = newQuery.narrows(appliedQuery) ? scope.view.matches : nil
        // A search store (the emoji catalog's names and keywords) is searched whole; the items
        // themselves through their shown fields.
        filterJob = FilterJob(query: newQuery, items: scope.searchItems ?? scope.items, candidates: candidates,
                              sorted: sorted, fields: scope.searchItems == nil ? scope.items.fields : .whole, ranker: scope.searchRanker)
        searchCoverage = scope.items.count
        return step(slice: Picker.searchSlice, in: scope)
    }

    /// The view of `matches` (nil: every item) for `applied`, brought up to every item.
    private mutating func view(showing matches: [UInt32]?, query applied: FilterQuery, items: ItemStore) -> ItemView {
        var view = matches.map { ItemView(matches: $0, total: items.count) } ?? .all(items.count)
        viewCoverage = matches == nil ? items.count : searchCoverage
        appliedQuery = applied  // items that arrived during the search are matched against it
        extend(&view, to: items)
        return view
    }

    // MARK: - --jump

    private mutating func startJump(from start: Int, cycles: Bool, in scope: Scope) -> Found? {
        jumpJob = (PrefixSearch(prefix: typeAhead.text, from: start, in: scope.items), cycles)
        return step(slice: Picker.searchSlice, in: scope)
    }

    /// A jump search ended: what it found. When nothing starts with a repeated letter ("ss"),
    /// the letter alone cycles on to its next item.
    private mutating func jumped(_ search: PrefixSearch, cycles: Bool, in scope: Scope) -> Found? {
        if let found = search.found { return .jump(to: found) }
        let text = typeAhead.text
        guard cycles, let letter = text.first, text.count > 1, text.allSatisfy({ $0 == letter }) else { return nil }
        typeAhead.clear()
        _ = typeAhead.type(String(letter), at: scope.time)
        return startJump(from: scope.current + 1, cycles: false, in: scope)
    }
}
