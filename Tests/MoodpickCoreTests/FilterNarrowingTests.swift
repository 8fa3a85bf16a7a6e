import Testing
@testable import MoodpickCore

/// Narrowing (searching only a previous query's matches) and slicing (running a job in pieces)
/// must give exactly what a fresh search in one go gives.
@Suite("Filter: narrowing and slices")
struct FilterNarrowingTests {
    /// Random labels from a small alphabet (so queries match often), with some accents, CJK,
    /// emoji symbols, blanks and separators.
    private static func randomItems(_ count: Int, using generator: inout SeededGenerator) -> ItemStore {
        let pieces = ["a", "b", "c", "A", "B", "é", "É", "x", "/", " ", "-", "東", "ab", "ba", "cab"]
        let symbols = ["", "", "😀 ", "🇫🇷 ", "👍🏽 "]
        var items: [String] = []
        for _ in 0..<count {
            var label = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) { label += pieces.randomElement(using: &generator)! }
            let line = symbols.randomElement(using: &generator)! + label
            items.append(line.allSatisfy(\.isWhitespace) ? "x" : line)
        }
        return ItemStore(items: items)
    }

    private static func randomQuery(using generator: inout SeededGenerator) -> String {
        let words = ["a", "b", "ab", "c", "A", "é", "e", "x", "/", "b/", "東", "cab", "ba"]
        let prefixes = ["", "", "", "'", "^", "!", "!^", "!'"]
        let suffixes = ["", "", "", "$"]
        var query: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            query.append(prefixes.randomElement(using: &generator)! + words.randomElement(using: &generator)!
                + suffixes.randomElement(using: &generator)!)
            if Bool.random(using: &generator) && query.count == 1 { query.append("|") }
        }
        return query.joined(separator: " ")
    }

    private static func search(_ query: FilterQuery, _ items: ItemStore, among candidates: [UInt32]? = nil, sorted: Bool = true) -> [UInt32] {
        var job = FilterJob(query: query, items: items, candidates: candidates, sorted: sorted)
        return job.finish()
    }

    @Test("typing more onto a query narrows it", arguments: [
        ("", "a"), ("a", "ab"), ("ab", "ab c"), ("'ab", "'abc"), ("^ab", "^abc"), ("bc$", "abc$"),
        ("!abc", "!ab"), ("ab", "'ab"), ("ab", "^ab"), ("ab", "ab$"), ("ab", "Ab"), ("a | b", "a | b c"),
    ])
    func narrows(previous: String, next: String) {
        #expect(FilterQuery(next).narrows(FilterQuery(previous)))
    }

    @Test("changes that may let more items in do not narrow", arguments: [
        ("ab", "a"), ("ab c", "ab"), ("!ab", "!abc"), ("Ab", "ab"), ("'ab", "ab"), ("^ab", "ab"),
        ("a", "a | b"), ("a", "b"), ("abc$", "bc$"), ("ab", "!ab"),
    ])
    func doesNotNarrow(previous: String, next: String) {
        #expect(!FilterQuery(next).narrows(FilterQuery(previous)))
    }

    @Test("searching among the previous matches equals a fresh search, whenever narrows says so")
    func narrowingProperty() {
        var generator = SeededGenerator(seed: 0x5EED_F117)
        let items = Self.randomItems(400, using: &generator)
        var narrowed = 0
        for _ in 0..<600 {
            let previous = FilterQuery(Self.randomQuery(using: &generator))
            // The next query: often the previous one typed on, sometimes anything.
            let extra = ["a", "b", "c", " a", " !x", "$", "é", " 東"].randomElement(using: &generator)!
            let next = FilterQuery(Bool.random(using: &generator) ? previous.text + extra : Self.randomQuery(using: &generator))
            guard next.narrows(previous) else { continue }
            narrowed += 1
            let earlier = Self.search(previous, items)
            for sorted in [true, false] {
                #expect(Self.search(next, items, among: earlier, sorted: sorted) == Self.search(next, items, sorted: sorted),
                        "\(previous.text) → \(next.text), sorted \(sorted)")
            }
        }
        #expect(narrowed > 150, "the property ran on \(narrowed) pairs")
    }

    @Test("a job run in slices of random sizes gives what finish() gives at once")
    func slices() {
        var generator = SeededGenerator(seed: 42)
        let items = Self.randomItems(500, using: &generator)
        for _ in 0..<60 {
            let query = FilterQuery(Self.randomQuery(using: &generator))
            let sorted = Bool.random(using: &generator)
            let whole = Self.search(query, items, sorted: sorted)
            var job = FilterJob(query: query, items: items, candidates: nil, sorted: sorted)
            var steps = 0
            while !job.isFinished {
                job.run(upTo: Int.random(in: 0...40, using: &generator))
                steps += 1
                #expect(steps < 10_000)
            }
            #expect(job.finish() == whole, "query \(query.text)")
        }
    }

    @Test("slices over index ranges, merged, give what one search gives")
    func mergedSlices() {
        var generator = SeededGenerator(seed: 7)
        let items = Self.randomItems(300, using: &generator)
        for _ in 0..<40 {
            let query = FilterQuery(Self.randomQuery(using: &generator))
            let sorted = Bool.random(using: &generator)
            let cuts = [0, Int.random(in: 0...300, using: &generator), Int.random(in: 0...300, using: &generator), 300].sorted()
            var parts: [FilterRanking] = []
            for (lower, upper) in zip(cuts, cuts.dropFirst()) {
                var job = FilterJob(query: query, items: items, range: lower..<upper, sorted: sorted)
                parts.append(job.finishRanked())
            }
            #expect(FilterRanking.merged(parts) == Self.search(query, items, sorted: sorted), "query \(query.text)")
        }
    }

    @Test("the cheap byte test never rejects a label that matches")
    func prefilterIsSafe() {
        var generator = SeededGenerator(seed: 99)
        let items = Self.randomItems(400, using: &generator)
        for _ in 0..<200 {
            let query = FilterQuery(Self.randomQuery(using: &generator))
            let matcher = FilterMatcher(query, prefilter: false)
            var expected: [UInt32] = []
            for index in 0..<items.count {
                let line = items.line(at: index)
                if matcher.score(UnsafeRawBufferPointer(rebasing: line[LabelBytes.range(of: line)])) != nil {
                    expected.append(UInt32(index))
                }
            }
            #expect(Self.search(query, items, sorted: false) == expected, "query \(query.text)")
        }
    }
}
