import Testing
@testable import MoodpickCore

/// `--exact` and the case options (fzf's `-e`, `-i`, `+i`) as a `MatchMode` given to the query.
@Suite("Filter: match modes")
struct MatchModeTests {
    /// Each term as `[!]kind:pattern[:cs]`, as FilterQueryTests writes them.
    private static func describe(_ query: String, _ mode: MatchMode) -> [String] {
        FilterQuery(query, mode: mode).groups.flatMap { group in
            group.map { term in
                var text = (term.inverse ? "!" : "") + "\(term.kind):"
                text.unicodeScalars.append(contentsOf: term.scalars.compactMap(Unicode.Scalar.init))
                return term.caseSensitive ? text + ":cs" : text
            }
        }
    }

    @Test("--exact: a plain word is a substring and ' makes it fuzzy again; the anchors stay", arguments: [
        ("abc", ["exact:abc"]),
        ("'abc", ["fuzzy:abc"]),
        ("^abc", ["prefix:abc"]),
        ("abc$", ["suffix:abc"]),
        ("!abc", ["!exact:abc"]),
        ("!'abc", ["!fuzzy:abc"]),
    ])
    func exact(query: String, expected: [String]) {
        #expect(Self.describe(query, MatchMode(exact: true)) == expected)
    }

    @Test("case: smart by the word, ignored under -i, respected under +i", arguments: [
        ("Abc def", MatchMode.Case.smart, ["fuzzy:Abc:cs", "fuzzy:def"]),
        ("Abc def", .ignore, ["fuzzy:abc", "fuzzy:def"]),
        ("Abc def", .respect, ["fuzzy:Abc:cs", "fuzzy:def:cs"]),
    ])
    func letterCase(query: String, letterCase: MatchMode.Case, expected: [String]) {
        #expect(Self.describe(query, MatchMode(letterCase: letterCase)) == expected)
    }

    @Test("the matches change with the mode", arguments: [
        ("ab", MatchMode(), ["ab", "a-b", "AB", "xab"]),
        ("ab", MatchMode(exact: true), ["ab", "AB", "xab"]),
        ("AB", MatchMode(), ["AB"]),
        ("AB", MatchMode(letterCase: .ignore), ["ab", "a-b", "AB", "xab"]),
        ("ab", MatchMode(letterCase: .respect), ["ab", "a-b", "xab"]),
    ])
    func matches(query: String, mode: MatchMode, expected: [String]) {
        let labels = ["ab", "a-b", "AB", "xab", "b"]
        let items = ItemStore(items: labels)
        var job = FilterJob(query: FilterQuery(query, mode: mode), items: items, candidates: nil, sorted: false)
        let found = job.finish()
        #expect(found.map { labels[Int($0)] } == expected)
    }
}
