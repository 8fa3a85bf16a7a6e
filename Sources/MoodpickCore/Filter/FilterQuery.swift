/// What the user typed to filter the strip, split into its space-separated terms.
///
/// Stand-in: the filter-engine branch replaces this file with the real query (extended
/// syntax, smart case). Here every term is a plain case-insensitive fuzzy term.
public struct FilterQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// The terms, lowercased: every one must match, its characters in order.
    let terms: [String]

    public init(_ text: String) {
        self.text = text
        terms = text.split(separator: " ").map { $0.lowercased() }
    }

    /// Whether the query has no terms (empty, or only spaces): every item matches.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether every item matching `self` also matches `previous`, so a search may look only
    /// among `previous`'s matches. True when `self` only adds to `previous`'s text: each old
    /// term is then a prefix of a new term, and a fuzzy term that matches implies its prefixes do.
    public func narrows(_ previous: FilterQuery) -> Bool {
        !previous.isEmpty && text.hasPrefix(previous.text)
    }
}
