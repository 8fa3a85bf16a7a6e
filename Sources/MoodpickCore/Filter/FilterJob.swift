/// An incremental search: the interactive picker runs it in slices between frames, and
/// `--filter` runs it at once (on several threads, one job per slice of the items).
///
/// Per match it keeps one 8-byte key (score, label length, index: see `FilterRanking`), and
/// nothing per item that does not match. The candidates are every item, or a previous query's
/// matches when the new query narrows it (`FilterQuery.narrows`).
package struct FilterJob: Sendable {
    /// The query this job answers (a finished job's matches are shown with it).
    package let query: FilterQuery
    private let matcher: FilterMatcher
    private let items: ItemStore
    private let candidates: [UInt32]?
    private let fields: FieldSelection
    private let sorted: Bool
    private let usePrefilter: Bool
    /// Positions (into `candidates`, or item indices) still to examine.
    private var next: Int
    private let end: Int
    private var keys: [UInt64] = []
    private var scratch: [UInt8] = []
    private var fieldRanges: [Range<Int>] = []
    private var presentation = EmojiPresentationTable()
    /// Decides matches and order in place of fzf's score, when the store needs one.
    private let ranker: (any SearchRanker)?

    /// A search for `query` among `candidates` (item indices; nil: every item), ranked best first
    /// when `sorted`, else in input order; by `ranker` when given (whole lines, no fields).
    package init(query: FilterQuery, items: ItemStore, candidates: [UInt32]?, sorted: Bool, fields: FieldSelection = .whole,
                ranker: (any SearchRanker)? = nil) {
        self.init(query: query, items: items, candidates: candidates, range: 0..<(candidates?.count ?? items.count),
                  sorted: sorted, fields: fields, ranker: ranker)
    }

    /// A search for `query` among the items with indices in `range`: one slice of a search that
    /// several threads share (`FilterRanking.merged` joins the slices).
    package init(query: FilterQuery, items: ItemStore, range: Range<Int>, sorted: Bool, fields: FieldSelection = .whole) {
        self.init(query: query, items: items, candidates: nil, range: range, sorted: sorted, fields: fields)
    }

    private init(query: FilterQuery, items: ItemStore, candidates: [UInt32]?, range: Range<Int>, sorted: Bool, fields: FieldSelection,
                 ranker: (any SearchRanker)? = nil) {
        self.query = query
        self.ranker = ranker
        self.matcher = FilterMatcher(query)
        self.items = items
        self.candidates = candidates
        self.fields = fields
        self.sorted = sorted && !query.isEmpty
        self.usePrefilter = fields.keepsByteOrder
        self.next = range.lowerBound
        self.end = range.upperBound
    }

    /// Whether every candidate has been examined.
    package var isFinished: Bool { next >= end }

    /// Candidates examined so far and in all, for a progress display.
    package var progress: (examined: Int, total: Int) { (next, end) }

    /// Examines at most `count` more candidates.
    package mutating func run(upTo count: Int) {
        let stop = min(end, next + max(count, 0))
        guard next < stop else { return }
        if matcher.groups.isEmpty {
            for position in next..<stop { keys.append(UInt64(candidate(at: position))) }
        } else {
            let buffer = items.buffer.bytes
            if let base = buffer.baseAddress { examine(next..<stop, base: base, bufferCount: buffer.count) }
        }
        next = stop
    }

    /// Runs to the end; item indices, best first (input order when not sorted).
    package mutating func finish() -> [UInt32] {
        finishRanked().indices
    }

    /// Runs to the end; the matches with their ranking keys, for merging with other slices.
    package mutating func finishRanked() -> FilterRanking {
        run(upTo: end - next)
        var ranked = keys
        keys = []
        if !ranked.isSorted() { ranked.sort() }
        return FilterRanking(keys: ranked)
    }

    @inline(__always)
    private func candidate(at position: Int) -> Int {
        candidates.map { Int($0[position]) } ?? position
    }

    private mutating func examine(_ positions: Range<Int>, base: UnsafeRawPointer, bufferCount: Int) {
        let starts = items.starts
        let itemCount = starts.count
        let separator = items.separator
        let buffer = items.buffer.bytes
        let fieldsSelected = fields.selectsFields
        let matcher = self.matcher
        for position in positions {
            let index = candidate(at: position)
            let start = Int(starts[index])
            // The line and any blank lines after it: enough for the cheap test.
            let limit = index + 1 < itemCount ? Int(starts[index + 1]) : bufferCount
            if usePrefilter && !matcher.mayMatch(base, from: start, to: limit) { continue }
            let separatorIndex = ByteScan.firstIndex(of: separator.byte, in: buffer, from: start, to: limit)
            let lineEnd = separator.lineEnd(separatorAt: separatorIndex, from: start, in: buffer)
            let line = UnsafeRawBufferPointer(start: base + start, count: lineEnd - start)
            if let ranker {
                guard let key = ranker.key(of: line, index: index, query: query) else { continue }
                keys.append(sorted ? key : UInt64(index))
                continue
            }
            let found: (score: Int, length: Int)?
            if fieldsSelected {
                found = fields.withText(of: line, fields: &fieldRanges, scratch: &scratch) { text in matcher.score(text).map { ($0, text.count) } }
            } else {
                let label = UnsafeRawBufferPointer(rebasing: line[LabelBytes.range(of: line, presentation: &presentation)])
                found = matcher.score(label).map { ($0, label.count) }
            }
            guard let found else { continue }
            keys.append(sorted ? FilterRanking.key(score: found.score, length: found.length, index: index) : UInt64(index))
        }
    }
}

extension Array where Element == UInt64 {
    fileprivate func isSorted() -> Bool {
        var previous: UInt64 = 0
        for key in self {
            if key < previous { return false }
            previous = key
        }
        return true
    }
}
