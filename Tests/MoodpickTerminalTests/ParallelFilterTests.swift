import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// `--filter` on several threads gives exactly what one thread gives.
@Suite("ParallelFilter")
struct ParallelFilterTests {
    @Test("any number of threads: the same ranking as one FilterJob", arguments: [1, 2, 3, 5])
    func sameAsOneThread(threads: Int) {
        let words = ["happy", "sad", "Happy", "mood", "café", "東京", "src/main", "a b"]
        let items = ItemStore(items: (0..<2000).map { index in
            (index % 3 == 0 ? "😀 " : "") + words[index % words.count] + " \(index * 7919 % 1000)"
        })
        for query in ["", "hpy", "'mood 9", "!a", "^s", "1$", "Happy | sad"] {
            for sorted in [true, false] {
                var job = FilterJob(query: FilterQuery(query), items: items, candidates: nil, sorted: sorted)
                let expected = job.finish()
                let got = ParallelFilter.run(query: FilterQuery(query), items: items, sorted: sorted, threads: threads)
                #expect(got == expected, "query \(query), sorted \(sorted), \(threads) threads")
            }
        }
    }
}
