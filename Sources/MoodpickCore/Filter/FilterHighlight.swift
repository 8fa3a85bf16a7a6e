/// Which characters of a label a query matched, for drawing them highlighted.
package enum FilterHighlight {
    /// Offsets of the Characters of `text` that `query` matched (for drawing them highlighted),
    /// ascending; empty when the query is empty or does not match.
    package static func positions(of query: FilterQuery, in text: String) -> [Int] {
        guard !query.isEmpty else { return [] }
        let matcher = FilterMatcher(query, prefilter: false)
        guard let bytes = Array(text.utf8).withUnsafeBytes({ matcher.positions($0) }), !bytes.isEmpty else { return [] }
        // Byte offsets to Character offsets: a Character is matched when one of its bytes is.
        var offsets: [Int] = []
        var next = 0
        var byte = 0
        for (offset, character) in text.enumerated() {
            let end = byte + character.utf8.count
            while next < bytes.count && bytes[next] < byte { next += 1 }
            if next < bytes.count && bytes[next] < end { offsets.append(offset) }
            byte = end
        }
        return offsets
    }
}
