/// Latin letters that stand for two plain letters, matched by the two: `coeur` finds `cœur`,
/// `aether` `æther`, `strasse` `Straße`, `thorn` `þorn`, `ijs` `ĳs` (docs/CONTRACT.md §12).
///
/// `LatinFolding` maps a letter with a mark to one plain letter, scalar for scalar; these map
/// one scalar to two, which would shift every position after them. So the query is widened
/// instead of the text: a term that spells a digraph (`oe`) also gets the alternative that
/// spells its letter (`œ`), matched by the same matcher, so highlighting and scores work
/// unchanged. A query that spells `œ` still asks for `œ` alone, as with `é`.
enum LatinDigraphs {
    /// The two plain letters (lowercase), the lowercase letter, the uppercase one.
    static let letters: [(first: UInt32, second: UInt32, lower: UInt32, upper: UInt32)] = [
        (0x61, 0x65, 0xE6, 0xC6),  // ae: æ Æ
        (0x6F, 0x65, 0x153, 0x152),  // oe: œ Œ
        (0x73, 0x73, 0xDF, 0x1E9E),  // ss: ß ẞ
        (0x74, 0x68, 0xFE, 0xDE),  // th: þ Þ
        (0x69, 0x6A, 0x133, 0x132),  // ij: ĳ Ĳ
    ]

    /// The most alternatives one term gets: 2^4 − 1, every choice of up to four digraphs.
    static let maximumVariants = 15

    /// The letter that `first` then `second` spell (case kept when `caseSensitive`), or nil.
    static func letter(_ first: UInt32, _ second: UInt32, caseSensitive: Bool) -> UInt32? {
        let lowFirst = first &- 0x41 < 26 ? first | 0x20 : first
        let lowSecond = second &- 0x41 < 26 ? second | 0x20 : second
        guard let entry = letters.first(where: { $0.first == lowFirst && $0.second == lowSecond }) else { return nil }
        // Case-sensitive: `oe` is œ, `OE` and `Oe` are Œ; `oE` is neither.
        guard caseSensitive else { return entry.lower }
        if first == lowFirst { return second == lowSecond ? entry.lower : nil }
        return entry.upper
    }

    /// The other spellings of `scalars` with one or more non-overlapping digraphs written as
    /// their letter, left to right, at most `maximumVariants` (the first four digraphs found).
    static func variants(of scalars: [UInt32], caseSensitive: Bool) -> [[UInt32]] {
        var results: [[UInt32]] = []
        func walk(_ index: Int, _ built: [UInt32], replaced: Bool) {
            guard results.count < maximumVariants else { return }
            guard index < scalars.count else {
                if replaced { results.append(built) }
                return
            }
            if index + 1 < scalars.count, let letter = letter(scalars[index], scalars[index + 1], caseSensitive: caseSensitive) {
                walk(index + 2, built + [letter], replaced: true)
            }
            walk(index + 1, built + [scalars[index]], replaced: replaced)
        }
        walk(0, [], replaced: false)
        return results
    }

    /// The term's plain bytes without the second letter of each digraph: a pattern that every
    /// spelling's text holds in order (a digraph's letter is a byte the prefilter lets stand for
    /// its first letter), so the cheap byte test stays a necessary condition for them all.
    static func skeleton(of bytes: [UInt8], caseSensitive: Bool) -> [UInt8] {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            kept.append(bytes[index])
            if index + 1 < bytes.count, letter(UInt32(bytes[index]), UInt32(bytes[index + 1]), caseSensitive: caseSensitive) != nil {
                index += 2
            } else {
                index += 1
            }
        }
        return kept
    }
}
