/// One search of the items for a query, done in slices so that the loop can read keys and draw
/// frames between them: at a million items a whole search never runs inside one frame.
///
/// Stand-in: the filter-engine branch replaces this file with the real matcher and ranking.
/// Here a term matches when its characters occur in the item's label in order, ignoring case,
/// every term must match, and matches stay in input order (`sorted` changes nothing).
public struct FilterJob: Sendable {
    public let query: FilterQuery
    let items: ItemStore
    /// The item indices to examine (a narrowed search), or nil for every item.
    let candidates: [UInt32]?
    /// How many candidates have been examined.
    private var examined = 0
    private var matches: [UInt32] = []
    /// The terms as ASCII bytes when every term is ASCII: then a label is matched on its bytes.
    private let asciiTerms: [[UInt8]]?

    public init(query: FilterQuery, items: ItemStore, candidates: [UInt32]?, sorted: Bool,
                fields: FieldSelection = .whole) {
        self.query = query
        self.items = items
        self.candidates = candidates
        let ascii = query.terms.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        asciiTerms = ascii ? query.terms.map { Array($0.utf8) } : nil
    }

    private var candidateCount: Int { candidates?.count ?? items.count }

    /// Whether every candidate has been examined.
    public var isFinished: Bool { examined >= candidateCount }

    /// Examines at most `count` more candidates.
    public mutating func run(upTo count: Int) {
        let end = examined + min(max(count, 0), candidateCount - examined)
        while examined < end {
            let item = candidates.map { Int($0[examined]) } ?? examined
            if matchesItem(item) { matches.append(UInt32(item)) }
            examined += 1
        }
    }

    /// Examines what is left and returns the matching item indices, best first.
    public mutating func finish() -> [UInt32] {
        run(upTo: candidateCount)
        return matches
    }

    private func matchesItem(_ index: Int) -> Bool {
        let line = items.line(at: index)
        // An emoji symbol's bytes are all non-ASCII unless it is a keycap (1️⃣): then the label
        // must be cut off the line properly.
        if let asciiTerms, line.isEmpty || line[0] >= 0x80 || !EmojiCluster.startsEmoji(utf8: line) {
            return asciiTerms.allSatisfy { Self.isSubsequence($0, of: line) }
        }
        let label = Array(ItemAnatomy(line: line).label.lowercased())
        return query.terms.allSatisfy { term in
            var index = 0
            for wanted in term {
                while index < label.count && label[index] != wanted { index += 1 }
                if index == label.count { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether `term`'s bytes occur in `line` in order, folding ASCII case.
    private static func isSubsequence(_ term: [UInt8], of line: UnsafeRawBufferPointer) -> Bool {
        var position = 0
        let count = line.count
        for wanted in term {
            var found = false
            while position < count {
                var byte = line[position]
                if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                position += 1
                if byte == wanted { found = true; break }
            }
            if !found { return false }
        }
        return true
    }
}
