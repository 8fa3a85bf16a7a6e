/// The emoji catalog's ranking (docs/EMOJI.md, "How a search ranks"): the first result is the
/// one a person means.
///
/// Each item's search line (`EmojiCatalog.appendSearchText`) holds four sections: the names
/// (the CLDR name), the shortcodes, the keywords and the group, each field ended by a TAB and
/// each section by an empty field. A query's term is scored by its best field:
/// `3 × quality + weight`, where quality is `EmojiFieldMatch` (1 scattered … 5 whole field) and
/// weight is 2 for a name, 1 for a shortcode or a keyword, 0 for the group. A keyword or group
/// that is the term counts as a whole word (keywords are mostly single words), a shortcode that
/// is the term as a name that is (`heart` is GitHub's `:heart:`, ❤️), and a group at most as
/// `inside` (a group is a broad bucket). So a whole word beats a word start beats a scattered
/// match, and at equal quality a name beats a keyword. A group of `|` alternatives takes its
/// best term; the query's tier is the sum over its groups, plus a recent pick's bounded boost
/// (`History.searchBoost`: at most 2, under one quality step). Ties go, in this order, to what the
/// user picked before (the items' recent picks, most frecent first), to the better match on
/// the name itself, to the shorter name (in words), then to Unicode's emoji order, the
/// popularity prior (docs/EMOJI.md says why).
package struct EmojiRanker: SearchRanker {
    /// The catalog record of each item: its place in Unicode's order.
    let records: [UInt16]
    /// How many items, from the first, are recent picks (in frecency order).
    let recentCount: Int
    /// By recent pick (item index): the tiers its frecency adds to a match
    /// (`History.searchBoost`); missing ones add nothing.
    var recentBoosts: [UInt8] = []

    /// Which part of a search line a field belongs to (in the line's order, last first).
    enum Section: Int {
        case group = 0
        case keyword
        case shortcode
        case name
    }

    /// The tier of a field match: `3 × quality + weight`, as the type's documentation says.
    static func tier(_ found: EmojiFieldMatch, in section: Section) -> Int {
        switch section {
        case .name: return 3 * found.rawValue + 2
        case .shortcode: return found == .wholeField ? 3 * found.rawValue + 2 : 3 * found.rawValue + 1
        case .keyword: return 3 * min(found, .wholeWord).rawValue + 1
        case .group: return 3 * min(found, .inside).rawValue
        }
    }

    package func key(of line: UnsafeRawBufferPointer, index: Int, query: FilterQuery) -> UInt64? {
        var tier = 0
        var nameQuality = 0
        for group in query.groups {
            var best: Int?
            for term in group {
                if term.inverse {
                    if Self.tier(of: term, in: line) == nil { best = max(best ?? 0, 0) }
                } else if let found = Self.tier(of: term, in: line) {
                    best = max(best ?? 0, found.tier)
                    nameQuality = max(nameQuality, found.name)
                }
            }
            guard let best else { return nil }
            tier += best
        }
        if index < recentCount, index < recentBoosts.count { tier += Int(recentBoosts[index]) }
        return Self.key(tier: tier, recent: index < recentCount ? index : nil, nameQuality: nameQuality,
                        words: Self.nameWords(in: line), prior: index < records.count ? Int(records[index]) : index, index: index)
    }

    /// The key's parts, best first: bits 56–63 the tier (inverted), 50–55 the recent rank (63:
    /// not recent), 47–49 the name's own match quality (inverted), 44–46 the name's words,
    /// 32–43 the prior, 0–31 the index.
    static func key(tier: Int, recent: Int?, nameQuality: Int, words: Int, prior: Int, index: Int) -> UInt64 {
        let inverted = UInt64(255 - min(max(tier, 0), 255))
        let recentRank = UInt64(recent.map { min($0, 62) } ?? 63)
        let name = UInt64(7 - min(max(nameQuality, 0), 7))
        return inverted << 56 | recentRank << 50 | name << 47 | UInt64(min(max(words, 1), 7)) << 44
            | UInt64(min(prior, 4095)) << 32 | UInt64(truncatingIfNeeded: index)
    }

    /// The best tier of `term` (read as positive) over the line's fields, and the quality of
    /// its best match on a name (0: none).
    static func tier(of term: FilterTerm, in line: UnsafeRawBufferPointer) -> (tier: Int, name: Int)? {
        var best: Int?
        var name = 0
        forEachField(of: line) { field, section in
            guard let quality = EmojiFieldMatch.best(term, in: line, field: field) else { return }
            let value = tier(quality, in: section)
            if best == nil || value > best! { best = value }
            if section == .name { name = max(name, quality.rawValue) }
        }
        return best.map { ($0, name) }
    }

    /// Calls `body` with each non-empty field's range and section, names first.
    static func forEachField(of line: UnsafeRawBufferPointer, _ body: (Range<Int>, Section) -> Void) {
        var section = Section.name
        var start = 0
        for index in 0...line.count where index == line.count || line[index] == 0x09 {
            if index == start {
                section = Section(rawValue: max(section.rawValue - 1, 0))!
            } else {
                body(start..<index, section)
            }
            start = index + 1
        }
    }

    /// The words of the line's first field, the name shown (`red heart`: 2).
    static func nameWords(in line: UnsafeRawBufferPointer) -> Int {
        var words = 1
        for byte in line {
            if byte == 0x09 { break }
            if byte == 0x20 { words += 1 }
        }
        return words
    }
}
