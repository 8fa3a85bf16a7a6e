/// The text every visible text cell shows, such that no two of them read alike unless their
/// items' texts are the same (docs/CONTRACT.md §3, "Long text in a cell"; issue 33).
///
/// Each cell is first shortened by `CellElision` (the prefix shared with a neighbour as `…`, its
/// start and its end, the matched part with a query). Where that makes two cells read the same
/// (`…onboarding…` three times for `feature/JIRA-1106-user-onboarding-flow`, `…1107-…-flow`,
/// `…1108-…-emails`; `release/202…` six times for `release/2024.01` to `.06`), each of them
/// shows instead the part that tells it from the others: the word where its text first differs
/// from theirs, then the match when it fits beside it, then the text's end, each gap one `…`
/// (`…1106…g-flow`, `release…4.01`). Should two still read alike, each shows its text from
/// where it differs on. Pure, over the visible cells only: the strip calls it once a frame for a
/// handful of cells, never for every item.
package enum DistinctCellText {
    /// Rounds of telling alike cells apart: the word form, then the text from where it differs.
    static let rounds = 2

    /// What each of `texts` (the visible text cells, left to right, sanitized, one Character a
    /// cluster) shows in `rooms[i]` columns of text, given the offsets into it that the query
    /// matched (`matched[i]`, ascending; empty without a query).
    package static func fit(_ texts: [[Character]], rooms: [Int], matched: [[Int]], ascii: Bool = false) -> [CellElision.Shown] {
        let prefixes = CellElision.neighbourPrefixes(of: texts)
        var shown = texts.indices.map { i in
            CellElision.window(of: texts[i], columns: rooms[i], hiding: prefixes[i], matched: matched[i], ascii: ascii)
        }
        for round in 0..<rounds {
            let alike = alikeGroups(shown.map(\.text), texts: texts)
            if alike.isEmpty { break }
            for group in alike {
                for i in group where rooms[i] >= 2 {
                    let differs = group.filter { texts[$0] != texts[i] }.map { commonPrefix(texts[i], texts[$0]) }.max() ?? 0
                    shown[i] = round == 0
                        ? telling(texts[i], columns: rooms[i], differsAt: differs, matched: matched[i], ascii: ascii)
                        : fromDifference(texts[i], columns: rooms[i], differsAt: differs, ascii: ascii)
                }
            }
        }
        return shown
    }

    /// The cells, by index, that show one text while their items' texts are not all the same:
    /// each group two or more cells, the groups in order of their first cell.
    static func alikeGroups(_ shown: [String], texts: [[Character]]) -> [[Int]] {
        var byText: [String: [Int]] = [:]
        for (i, text) in shown.enumerated() { byText[text, default: []].append(i) }
        return byText.values.filter { group in group.count > 1 && group.contains { texts[$0] != texts[group[0]] } }
            .sorted { $0[0] < $1[0] }
    }

    /// The number of leading Characters `a` and `b` share.
    static func commonPrefix(_ a: [Character], _ b: [Character]) -> Int {
        var length = 0
        while length < a.count && length < b.count && a[length] == b[length] { length += 1 }
        return length
    }

    /// `text` in `columns` as the word around Character `differsAt` (where it differs from the
    /// cells that read like it; clamped to its last Character), then the matched part when it
    /// fits beside that, then as much of the text's end as fits, and any columns left widen the
    /// word towards the start: `release/2024.01` in 12 with `release` matched, `release…4.01`.
    static func telling(_ text: [Character], columns: Int, differsAt: Int, matched: [Int], ascii: Bool) -> CellElision.Shown {
        let widths = text.map(DisplayWidth.columns(of:))
        let ellipsis: Character = ascii ? "~" : "…"
        guard !text.isEmpty else { return CellElision.Shown(text: "", columns: 0, origins: []) }
        let at = min(max(differsAt, 0), text.count - 1)
        func fits(_ pieces: [Range<Int>]) -> Bool { Pieces.columns(pieces, widths: widths) <= columns }
        // The word: back to just after a boundary, on to just before the next one.
        var start = at, end = at + 1
        while start > 0 && !CellElision.boundaries.contains(text[start - 1]) { start -= 1 }
        while end < text.count && !CellElision.boundaries.contains(text[end]) { end += 1 }
        var word = start..<end
        if !fits([word]) {  // too long: from a little before the differing Character, as far as fits
            word = max(start, at - 3)..<at + 1
            while word.upperBound < text.count && fits([word.lowerBound..<word.upperBound + 1]) { word = word.lowerBound..<word.upperBound + 1 }
        }
        var pieces = [word]
        if let first = matched.first, let last = matched.last, last < text.count {
            let match = first..<last + 1
            if fits(Pieces.merged(pieces + [match])) { pieces = Pieces.merged(pieces + [match]) }
        }
        // The end, as much of it as fits.
        if let lastEnd = pieces.last?.upperBound, lastEnd < text.count {
            var tail = text.count..<text.count
            while tail.lowerBound > lastEnd && fits(Pieces.merged(pieces + [tail.lowerBound - 1..<text.count])) {
                tail = tail.lowerBound - 1..<text.count
            }
            if !tail.isEmpty { pieces = Pieces.merged(pieces + [tail]) }
        }
        // Columns left: the word grows towards the start, then towards the end.
        var grown = pieces
        while let index = grown.firstIndex(where: { $0.contains(at) }) {
            let piece = grown[index]
            var wider = grown
            if piece.lowerBound > 0 {
                wider[index] = piece.lowerBound - 1..<piece.upperBound
            } else if piece.upperBound < text.count {
                wider[index] = piece.lowerBound..<piece.upperBound + 1
            } else {
                break
            }
            wider = Pieces.merged(wider)
            guard fits(wider) else { break }
            grown = wider
        }
        return Pieces.shown(grown, of: text, widths: widths, ellipsis: ellipsis)
    }

    /// `text` from Character `differsAt` (clamped to its last) on, an `…` before it and one at
    /// the end when it is cut: cells that agree up to there read apart at their second column.
    static func fromDifference(_ text: [Character], columns: Int, differsAt: Int, ascii: Bool) -> CellElision.Shown {
        let widths = text.map(DisplayWidth.columns(of:))
        let ellipsis: Character = ascii ? "~" : "…"
        guard !text.isEmpty else { return CellElision.Shown(text: "", columns: 0, origins: []) }
        let at = min(max(differsAt, 0), text.count - 1)
        var piece = at..<at + 1
        while piece.upperBound < text.count && Pieces.columns([piece.lowerBound..<piece.upperBound + 1], widths: widths) <= columns {
            piece = piece.lowerBound..<piece.upperBound + 1
        }
        return Pieces.shown([piece], of: text, widths: widths, ellipsis: ellipsis)
    }
}

/// Parts of a text shown in order with one `…` for each gap between them, before the first and
/// after the last: a gap of one one-column Character is shown as that Character (as wide as the
/// `…`, and it says more).
enum Pieces {
    /// `pieces` sorted and joined where they overlap or touch.
    static func merged(_ pieces: [Range<Int>]) -> [Range<Int>] {
        var joined: [Range<Int>] = []
        for piece in pieces.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, piece.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, piece.upperBound)
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// The gaps `pieces` (merged) leave in a text of `count` Characters, and whether each is shown
    /// as its one Character rather than as an `…`.
    static func gaps(_ pieces: [Range<Int>], count: Int, widths: [Int]) -> [(range: Range<Int>, asItself: Bool)] {
        var gaps: [Range<Int>] = []
        var at = 0
        for piece in pieces {
            if piece.lowerBound > at { gaps.append(at..<piece.lowerBound) }
            at = piece.upperBound
        }
        if at < count { gaps.append(at..<count) }
        return gaps.map { ($0, $0.count == 1 && widths[$0.lowerBound] == 1) }
    }

    /// Columns the text shows as `pieces`.
    static func columns(_ pieces: [Range<Int>], widths: [Int]) -> Int {
        let merged = merged(pieces)
        let shown = merged.reduce(0) { $0 + widths[$1].reduce(0, +) }
        return shown + gaps(merged, count: widths.count, widths: widths).count  // each gap: one column
    }

    /// The text shown as `pieces`, with the origin of each Character.
    static func shown(_ pieces: [Range<Int>], of text: [Character], widths: [Int], ellipsis: Character) -> CellElision.Shown {
        let merged = merged(pieces)
        var shown = CellElision.Shown(text: "", columns: 0, origins: [])
        let gaps = gaps(merged, count: text.count, widths: widths)
        var parts: [(range: Range<Int>, isGap: Bool, asItself: Bool)] = merged.map { ($0, false, true) }
        parts += gaps.map { ($0.range, true, $0.asItself) }
        for part in parts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if part.isGap && !part.asItself { shown.appendEllipsis(ellipsis) } else { shown.append(text, widths: widths, part.range) }
        }
        return shown
    }
}
