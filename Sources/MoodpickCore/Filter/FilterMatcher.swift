/// A parsed query applied to labels: whether one matches, its score, which characters matched.
///
/// All work is on the label's UTF-8 bytes, with nothing allocated per label (`positions` aside,
/// which only highlighting asks for). `mayMatch` is the cheap test run first on a whole raw line:
/// do the bytes of each required ASCII pattern occur in order? Most lines of a rare query stop
/// there, before their label is even located.
struct FilterMatcher: Sendable {
    let groups: [[FilterTerm]]
    private let prefilters: [Prefilter]

    /// The cheap test of one required term: for each byte value, the set of pattern positions
    /// (bit j for the pattern's byte j) that the byte may stand for. A byte stands for a pattern
    /// letter in either case (unless the term is case-sensitive), and a UTF-8 lead byte of a
    /// Latin letter with a mark stands for any letter. Only the first 63 pattern bytes are used:
    /// a prefix occurring in order is still a necessary condition.
    private struct Prefilter: Sendable {
        var masks: [UInt64]
        var count: Int

        init(bytes: [UInt8], caseSensitive: Bool) {
            masks = [UInt64](repeating: 0, count: 256)
            count = min(bytes.count, 63)
            for (position, byte) in bytes.prefix(count).enumerated() {
                let bit: UInt64 = 1 << UInt64(position)
                masks[Int(byte)] |= bit
                let lower = byte | 0x20
                guard lower >= 0x61 && lower <= 0x7A else { continue }
                if !caseSensitive { masks[Int(byte & ~0x20)] |= bit }  // the uppercase text byte
                for lead in 0x80...0xFF where LatinFolding.mayFold(leadByte: UInt8(lead)) { masks[lead] |= bit }
                if lower == 0x6B { masks[0xE2] |= bit }  // the Kelvin sign lowercases to k
            }
        }
    }

    init(_ query: FilterQuery, prefilter: Bool = true) {
        groups = query.groups
        var prefilters: [Prefilter] = []
        if prefilter {
            for group in groups where group.count == 1 + group[0].digraphVariants && !group[0].inverse {
                guard let bytes = group[0].ascii else { continue }
                // A word and its digraph spellings (`coeur | cœur`): what they all hold in order.
                let required = group.count == 1 ? bytes : LatinDigraphs.skeleton(of: bytes, caseSensitive: group[0].caseSensitive)
                prefilters.append(Prefilter(bytes: required, caseSensitive: group[0].caseSensitive))
            }
        }
        self.prefilters = prefilters
    }

    /// False when the bytes `base[from..<to]` (a line, and maybe blanks after it) cannot hold a
    /// label that matches; true when they may.
    ///
    /// No branch per byte: the next pattern position advances by the bit that the byte's mask has
    /// for it (and stays put once past the pattern, whose higher bits are all clear).
    @inline(__always)
    func mayMatch(_ base: UnsafeRawPointer, from: Int, to: Int) -> Bool {
        for filter in prefilters {
            let count = filter.count
            let passed: Bool = filter.masks.withUnsafeBufferPointer { masks in
                var next = 0
                var index = from
                while index < to {
                    // Blocks of 64 bytes between checks, so a megabyte line can stop early.
                    let stop = min(to, index + 64)
                    while index < stop {
                        let byte = Int(base.load(fromByteOffset: index, as: UInt8.self))
                        next &+= Int(truncatingIfNeeded: (masks[byte] >> UInt64(next)) & 1)
                        index += 1
                    }
                    if next == count { return true }
                }
                return next == count
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
