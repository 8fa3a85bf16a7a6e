/// A parsed query applied to labels: whether one matches, its score, which characters matched.
///
/// All work is on the label's UTF-8 bytes, with nothing allocated per label (`positions` aside,
/// which only highlighting asks for). `mayMatch` is the cheap test run first on a whole raw line:
/// do the bytes of each required ASCII pattern occur in order? Most lines of a rare query stop
/// there, before their label is even located.
struct FilterMatcher: Sendable {
    let groups: [[FilterTerm]]
    private let prefilters: [Prefilter]

    /// The bytes one required term needs, in order, for the cheap test.
    private struct Prefilter: Sendable {
        var bytes: [UInt8]
        /// Per byte: the lead bytes of a folded Latin letter may stand for it.
        var wildcard: [Bool]
        var caseSensitive: Bool
    }

    init(_ query: FilterQuery, prefilter: Bool = true) {
        groups = query.groups
        var prefilters: [Prefilter] = []
        if prefilter {
            for group in groups where group.count == 1 && !group[0].inverse {
                guard let bytes = group[0].ascii else { continue }
                let wildcard = bytes.map { byte in (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
                prefilters.append(Prefilter(bytes: bytes, wildcard: wildcard, caseSensitive: group[0].caseSensitive))
            }
        }
        self.prefilters = prefilters
    }

    /// False when the bytes `base[from..<to]` (a line, and maybe blanks after it) cannot hold a
    /// label that matches; true when they may.
    @inline(__always)
    func mayMatch(_ base: UnsafeRawPointer, from: Int, to: Int) -> Bool {
        for filter in prefilters {
            let count = filter.bytes.count
            let passed: Bool = filter.bytes.withUnsafeBufferPointer { pattern in
                filter.wildcard.withUnsafeBufferPointer { wildcard in
                    var next = 0
                    var wanted = pattern[0]
                    var index = from
                    while index < to {
                        var byte = base.load(fromByteOffset: index, as: UInt8.self)
                        index += 1
                        if byte >= 0x80 {
                            guard wildcard[next], LatinFolding.mayFold(leadByte: byte) || (byte == 0xE2 && wanted | 0x20 == 0x6B) else { continue }
                            byte = wanted  // may be that letter with a mark (or the Kelvin sign)
                        } else if !filter.caseSensitive && byte &- 0x41 < 26 {
                            byte |= 0x20
                        }
                        if byte == wanted {
                            next += 1
                            if next == count { return true }
                            wanted = pattern[next]
                        }
                    }
                    return false
                }
            }
            if !passed { return false }
        }
        return true
    }

    /// The score of `text` (a whole label), or nil when it does not match.
    func score(_ text: UnsafeRawBufferPointer) -> Int? {
        var total = 0
        for group in groups {
            var found: Int?
            for term in group {
                let result = evaluate(term, in: text)
                if term.inverse {
                    if result == nil {
                        found = 0
                        break
                    }
                } else if let result {
                    found = result.score
                    break
                }
            }
            guard let found else { return nil }
            total += found
        }
        return total
    }

    /// The start bytes of the characters that the positive terms matched, ascending, or nil
    /// when `text` does not match.
    func positions(_ text: UnsafeRawBufferPointer) -> [Int]? {
        guard score(text) != nil else { return nil }
        var positions: [Int] = []
        for group in groups {
            for term in group where !term.inverse {
                guard let result = evaluate(term, in: text) else { continue }
                _ = FilterScore.score(term.scalars, caseSensitive: term.caseSensitive, in: text, from: 0,
                                      window: result.window, positions: &positions)
                break
            }
        }
        return Array(Set(positions)).sorted()
    }

    /// Where `term` (read as positive) occurs in `text`, and that occurrence's score.
    func evaluate(_ term: FilterTerm, in text: UnsafeRawBufferPointer) -> (score: Int, window: Range<Int>)? {
        let pattern = term.scalars
        let sensitive = term.caseSensitive
        let count = text.count
        let window: Range<Int>
        switch term.kind {
        case .fuzzy:
            guard let found = FilterScan.fuzzy(pattern, caseSensitive: sensitive, in: text, from: 0, to: count) else { return nil }
            window = found
        case .exact:
            return bestExact(term, in: text)
        case .prefix:
            let range = FilterScan.trimmed(text, from: 0, to: count, leading: !FilterScan.isBlank(pattern[0]), trailing: false)
            guard let end = FilterScan.exact(pattern, caseSensitive: sensitive, in: text, at: range.lowerBound, to: count) else { return nil }
            window = range.lowerBound..<end
        case .suffix:
            let range = FilterScan.trimmed(text, from: 0, to: count, leading: false, trailing: !FilterScan.isBlank(pattern[pattern.count - 1]))
            guard let start = FilterScan.exact(pattern, caseSensitive: sensitive, in: text, endingAt: range.upperBound, from: 0) else { return nil }
            window = start..<range.upperBound
        case .equal:
            let range = FilterScan.trimmed(text, from: 0, to: count, leading: !FilterScan.isBlank(pattern[0]),
                                           trailing: !FilterScan.isBlank(pattern[pattern.count - 1]))
            guard let end = FilterScan.exact(pattern, caseSensitive: sensitive, in: text, at: range.lowerBound, to: range.upperBound),
                  end == range.upperBound else { return nil }
            window = range.lowerBound..<end
        }
        return (FilterScore.score(pattern, caseSensitive: sensitive, in: text, from: 0, window: window), window)
    }

    /// The best-scoring occurrence of an exact term.
    private func bestExact(_ term: FilterTerm, in text: UnsafeRawBufferPointer) -> (score: Int, window: Range<Int>)? {
        let pattern = term.scalars
        let count = text.count
        var best: (score: Int, window: Range<Int>)?
        var index = 0
        while index < count {
            let (value, length) = FilterScan.scalar(text, at: index)
            if FilterScan.matches(value, pattern[0], caseSensitive: term.caseSensitive),
               let end = FilterScan.exact(pattern, caseSensitive: term.caseSensitive, in: text, at: index, to: count) {
                let score = FilterScore.score(pattern, caseSensitive: term.caseSensitive, in: text, from: 0, window: index..<end)
                if best == nil || score > best!.score { best = (score, index..<end) }
            }
            index += length
        }
        return best
    }
}
