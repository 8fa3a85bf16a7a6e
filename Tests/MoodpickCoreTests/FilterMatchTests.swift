import Testing
@testable import MoodpickCore

/// What a query matches and how it ranks: fzf's extended syntax, smart case, ties.
@Suite("Filter: matching and ranking")
struct FilterMatchTests {
    private static let items = [
        "😀 happy",            // 0
        "😢 Sad",              // 1
        "Happy hour",          // 2
        "hat",                 // 3
        "😡 angry",            // 4
        "École",               // 5
        "café au lait",        // 6
        "  spaced out  ",      // 7
        "😀",                  // 8 (an emoji with an empty label)
        "HAPPY",               // 9
        "東京タワー",            // 10
        "🇫🇷 paris",            // 11
        "👍🏽 thumbs up",        // 12
        "src/main.swift",      // 13
        "source/maintain.sw",  // 14
        "naïve",               // 15
        "x|y",                 // 16
        "❤️ love",             // 17
        "Łódź",                // 18
    ]
    private static let store = ItemStore(items: items)

    private static func search(_ query: String, sorted: Bool = true) -> [Int] {
        var job = FilterJob(query: FilterQuery(query), items: store, candidates: nil, sorted: sorted)
        return job.finish().map(Int.init)
    }

    @Test("the match set of each query", arguments: [
        ("", Array(0..<19)),                 // empty: everything, input order
        ("   ", Array(0..<19)),
        ("!", Array(0..<19)),                 // only an operator: asks nothing
        ("hpy", [0, 2, 9]),
        ("HAPPY", [9]),                       // an uppercase letter: case-sensitive
        ("Happy", [2]),
        ("happy", [0, 2, 9]),
        ("'app", [0, 2, 9]),
        ("'hpy", []),
        ("^ha", [0, 2, 3, 9]),                // the label of 😀 happy starts with happy
        ("^sp", [7]),                         // leading blanks skipped
        ("out$", [7]),                        // trailing blanks ignored
        ("^hat$", [3]),
        ("!a", [5, 8, 10, 12, 16, 17, 18]),   // no `a` (ï is not a)
        ("!'a", [5, 8, 10, 12, 16, 17, 18]),
        ("!^h", [1, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18]),
        ("!y$", [1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 18]),
        ("ha !hour", [0, 3, 9]),
        ("hat | sad", [1, 3, 7]),             // s…a…d in `spaced`
        ("cafe", [6]),                        // é matches e
        ("café", [6]),
        ("ecole", [5]),
        ("école", [5]),                       // lowercase query: É lowered to é
        ("naive", [15]),
        ("lodz", [18]),
        ("東京", [10]),
        ("タワ", [10]),
        ("paris", [11]),
        ("thumbs", [12]),
        ("love", [17]),
        ("😀", []),                            // the symbol is not part of the label
        ("au\\ lait", [6]),                    // an escaped space is a space
        ("x|y", [16]),                         // `|` inside a word is a character
        ("| x", [16]),                         // a leading `|` is a word of its own
        ("hat |", [3]),                        // a trailing `|` joins nothing
        ("$", []),                             // a lone `$` is a character
        ("^", Array(0..<19)),
        ("ms", [12, 13, 14]),
    ])
    func matchSet(query: String, expected: [Int]) {
        #expect(Self.search(query).sorted() == expected, "query \(query)")
        #expect(Self.search(query, sorted: false) == expected, "--no-sort keeps input order: \(query)")
    }

    @Test("ranking: consecutive characters and word starts first, then shorter labels, then input order",
          arguments: [
              ("hap", [0, 9, 2]),         // all start a word: the shorter labels, then input order
              ("main", [13, 14]),         // both after `/`: the shorter label first
              ("ms", [13, 14, 12]),       // m…s with a short gap after a word start beats a long gap
              ("sw", [13, 14]),
              ("hr", [2]),
          ])
    func ranking(query: String, expected: [Int]) {
        #expect(Self.search(query) == expected, "query \(query)")
    }

    @Test("ties keep input order")
    func ties() {
        let store = ItemStore(items: ["b abc", "a abc", "c abc", "abc", "abc"])
        var job = FilterJob(query: FilterQuery("abc"), items: store, candidates: nil, sorted: true)
        #expect(job.finish() == [3, 4, 0, 1, 2])
    }

    @Test("candidates limit the search; input order without sorting")
    func candidates() {
        var job = FilterJob(query: FilterQuery("ha"), items: Self.store, candidates: [9, 3, 0], sorted: false)
        #expect(job.finish() == [0, 3, 9])
        var empty = FilterJob(query: FilterQuery(""), items: Self.store, candidates: [9, 3, 0], sorted: true)
        #expect(empty.finish() == [0, 3, 9])
    }

    @Test("empty input and empty labels")
    func emptyLabels() {
        let none = ItemStore(items: [])
        var job = FilterJob(query: FilterQuery("a"), items: none, candidates: nil, sorted: true)
        #expect(job.finish() == [])
        #expect(Self.search("a").contains(8) == false)
        #expect(Self.search("!zzz").contains(8))
    }

    @Test("highlight: the matched characters, as Character offsets", arguments: [
        ("hpy", "happy", [0, 2, 4]),          // greedy within the narrowest window
        ("'app", "happy", [1, 2, 3]),
        ("cafe", "café au lait", [0, 1, 2, 3]),
        ("lait$", "café au lait", [8, 9, 10, 11]),
        ("^ca !x", "café", [0, 1]),
        ("京タ", "東京タワー", [1, 2]),
        ("zz", "happy", []),
        ("", "happy", []),
    ])
    func highlight(query: String, text: String, expected: [Int]) {
        #expect(FilterHighlight.positions(of: FilterQuery(query), in: text) == expected)
    }

    @Test("a letter that stands for two plain ones is matched by the two, highlighted whole (issue 34, defect 10)", arguments: [
        ("coeur", "cœur rouge", [0, 1, 2, 3]),
        ("coeur", "CŒUR", [0, 1, 2, 3]),
        ("'oeuvre", "chef-d’œuvre", [7, 8, 9, 10, 11]),
        ("aether", "æther", [0, 1, 2, 3, 4]),
        ("strasse", "Straße", [0, 1, 2, 3, 4, 5]),
        ("thorn", "þorn", [0, 1, 2, 3]),
        ("ijs", "ĳs", [0, 1]),
        ("^oe", "œil", [0]),
        ("de", "ðe", [0, 1]),
        ("lodz", "Łódź", [0, 1, 2, 3]),
        ("coeur !oeil", "cœur", [0, 1, 2, 3]),
        ("coeur !oeil", "cœur et œil", []),
        ("Coeur", "Cœur", [0, 1, 2, 3]),
        ("Coeur", "cœur", []),
        ("œ", "oe", []),
    ])
    func digraphs(query: String, text: String, expected: [Int]) {
        #expect(FilterHighlight.positions(of: FilterQuery(query), in: text) == expected)
        var job = FilterJob(query: FilterQuery(query), items: ItemStore(items: [text]), candidates: nil, sorted: true)
        #expect(job.finish().isEmpty == expected.isEmpty, "the prefilter lets it through")
    }

    @Test("the label bytes are the anatomy's label", arguments: [
        "😀 happy", "😀", "😀   spaced  ", "👍🏽 thumbs", "🇫🇷 paris", "❤️ love", "1️⃣ one", "👨‍👩‍👧 family",
        "plain", "  text  ", "é", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 scotland", "😀\u{3000}wide blank", "#️⃣ hash", "😀x",
    ])
    func labelBytes(line: String) {
        var bytes = Array(line.utf8)
        let label = bytes.withUnsafeMutableBytes { raw -> String in
            let line = UnsafeRawBufferPointer(raw)
            return String(decoding: line[LabelBytes.range(of: line)], as: UTF8.self)
        }
        bytes = []
        #expect(label == ItemAnatomy(line: Array(line.utf8)).label, "line \(line)")
    }
}
