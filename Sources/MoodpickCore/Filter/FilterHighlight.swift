/// Which characters of a text a query matched, for drawing them highlighted.
///
/// Stand-in: the filter-engine branch replaces this file with the real highlighter.
public enum FilterHighlight {
    /// Offsets, in Characters of `text`, of the characters the query's terms matched (the first,
    /// leftmost match of each term), ascending and without repeats. Empty when the query is
    /// empty or does not match.
    public static func positions(of query: FilterQuery, in text: String) -> [Int] {
        let lowered = text.map { String($0).lowercased() }
        var found = Set<Int>()
        for term in query.terms {
            var index = 0
            var matched: [Int] = []
            for wanted in term {
                let needle = String(wanted)
                while index < lowered.count && lowered[index] != needle { index += 1 }
                guard index < lowered.count else { return [] }
                matched.append(index)
                index += 1
            }
            found.formUnion(matched)
        }
        return found.sorted()
    }
}
