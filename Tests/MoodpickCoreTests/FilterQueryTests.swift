import Testing
@testable import MoodpickCore

/// How a query's words are read: fzf's operators, smart case, `|`, escaped spaces.
@Suite("Filter: parsing queries")
struct FilterQueryTests {
    /// One term as `[!]kind:pattern[:case]` for compact expectations.
    private static func describe(_ query: String) -> [[String]] {
        FilterQuery(query).groups.map { group in
            group.map { term in
                var text = term.inverse ? "!" : ""
                text += "\(term.kind):"
                text.unicodeScalars.append(contentsOf: term.scalars.compactMap(Unicode.Scalar.init))
                return term.caseSensitive ? text + ":cs" : text
            }
        }
    }

    @Test("terms, operators and groups", arguments: [
        ("abc", [["fuzzy:abc"]]),
        ("'abc", [["exact:abc"]]),
        ("^abc", [["prefix:abc"]]),
        ("abc$", [["suffix:abc"]]),
        ("^abc$", [["equal:abc"]]),
        ("!abc", [["!exact:abc"]]),
        ("!'abc", [["!fuzzy:abc"]]),
        ("!^abc", [["!prefix:abc"]]),
        ("!abc$", [["!suffix:abc"]]),
        ("'abc$", [["exact:abc"]]),               // `'` after `$` is read: exact, as fzf
        ("Abc def", [["fuzzy:Abc:cs"], ["fuzzy:def"]]),
        ("ÉCOLE", [["fuzzy:ÉCOLE:cs"]]),
        ("a | b c", [["fuzzy:a", "fuzzy:b"], ["fuzzy:c"]]),
        ("a | | b", [["fuzzy:a", "fuzzy:|"], ["fuzzy:b"]]),  // a second bar is a word, joined to a (fzf 0.38 too)
        ("a\\ b", [["fuzzy:a b"]]),
        ("a\\b", [["fuzzy:a\\b"]]),
        ("  a   b  ", [["fuzzy:a"], ["fuzzy:b"]]),
        ("! ^ ' $", [["fuzzy:$"]]),
        ("", []),
    ])
    func parses(query: String, expected: [[String]]) {
        #expect(Self.describe(query) == expected, "query \(query)")
    }

    @Test("isEmpty: no terms", arguments: [("", true), ("   ", true), ("!", true), ("^ '", true), ("a", false), ("$", false)])
    func isEmpty(query: String, expected: Bool) {
        #expect(FilterQuery(query).isEmpty == expected)
        #expect(FilterQuery(query).text == query)
    }
}
