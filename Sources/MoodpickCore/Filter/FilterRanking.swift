/// Matches in rank order, as 8-byte keys that sort best first: the score (higher first), then
/// the label's length in bytes (shorter first), then the item's index (input order).
///
/// Each key is unique (it holds the index), so sorting keys gives one order whatever the order
/// they were found in, and merging the sorted slices of several threads gives exactly what one
/// thread would have.
package struct FilterRanking: Sendable {
    /// Sorted ascending: the best match first.
    let keys: [UInt64]

    /// The ranked item indices.
    package var indices: [UInt32] { keys.map { UInt32(truncatingIfNeeded: $0) } }

    /// How many matches.
    package var count: Int { keys.count }

    /// Scores are offset by this before being stored in 16 bits, so negative ones fit.
    static let scoreOffset = 0x8000

    /// The key of a match: bits 48–63 the inverted score, 32–47 the length (capped), 0–31 the index.
    @inline(__always)
    static func key(score: Int, length: Int, index: Int) -> UInt64 {
        let stored = UInt64(min(max(score + scoreOffset, 0), 0xFFFF))
        let inverted = 0xFFFF - stored
        return inverted << 48 | UInt64(min(length, 0xFFFF)) << 32 | UInt64(truncatingIfNeeded: index)
    }

    /// The indices of several slices' rankings merged into one ranking: the same as one search
    /// over all of them.
    package static func merged(_ parts: [FilterRanking]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        var heads = [Int](repeating: 0, count: parts.count)
        while true {
            var best = -1
            var bestKey = UInt64.max
            for (part, head) in heads.enumerated() where head < parts[part].keys.count {
                let key = parts[part].keys[head]
                if best < 0 || key < bestKey {
                    best = part
                    bestKey = key
                }
            }
            guard best >= 0 else { return result }
            result.append(UInt32(truncatingIfNeeded: bestKey))
            heads[best] += 1
        }
    }
}
