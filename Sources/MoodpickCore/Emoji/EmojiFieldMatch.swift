/// How well one query term matches one field of an emoji's search line (a name, a shortcode, a
/// keyword or the group): the quality scale of docs/EMOJI.md's ranking rules.
///
/// Better first: the field is the term (`fire` is 🔥's name, `:tada:` a shortcode of 🎉), the
/// term is a whole word of it (`heart` in `red heart`), it starts a word (`thumb` in `thumbs
/// up`), it is inside a word (`art` in `heart`), or its letters are there in order with gaps
/// (`thup` in `thumbs up`). A shortcode's colons count as its edges, so `tada` is the whole of
/// `:tada:` as much as `:tada:` is.
enum EmojiFieldMatch: Int, Comparable, Sendable {
    case scattered = 1
    case inside
    case wordStart
    case wholeWord
    case wholeField

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The best quality of `term` (read as positive) in `text[field]`, or nil when it does not
    /// occur there in the way its kind asks (`'exact` contiguous, `^prefix` at the field's
    /// start, `suffix$` at its end, `^equal$` the whole field).
    static func best(_ term: FilterTerm, in text: UnsafeRawBufferPointer, field: Range<Int>) -> EmojiFieldMatch? {
        let pattern = term.scalars
        guard !pattern.isEmpty, !field.isEmpty else { return nil }
        let core = innerRange(of: text, field: field)
        var best: EmojiFieldMatch?
        var index = field.lowerBound
        while index < field.upperBound {
            let (value, length) = FilterScan.scalar(text, at: index)
            if FilterScan.matches(value, pattern[0], caseSensitive: term.caseSensitive),
               let end = FilterScan.exact(pattern, caseSensitive: term.caseSensitive, in: text, at: index, to: field.upperBound),
               allowed(term.kind, start: index, end: end, field: field, core: core) {
                let quality = classify(text, start: index, end: end, field: field, core: core)
                if best == nil || quality > best! { best = quality }
                if quality == .wholeField { return quality }
            }
            index += length
        }
        if best == nil, term.kind == .fuzzy,
           FilterScan.fuzzy(pattern, caseSensitive: term.caseSensitive, in: text, from: field.lowerBound, to: field.upperBound) != nil {
            return .scattered
        }
        return best
    }

    /// Whether an occurrence at `start..<end` is one the term's kind accepts.
    private static func allowed(_ kind: FilterTerm.Kind, start: Int, end: Int, field: Range<Int>, core: Range<Int>) -> Bool {
        let atStart = start == field.lowerBound || start == core.lowerBound
        let atEnd = end == field.upperBound || end == core.upperBound
        switch kind {
        case .fuzzy, .exact: return true
        case .prefix: return atStart
        case .suffix: return atEnd
        case .equal: return atStart && atEnd
        }
    }

    /// The quality of a contiguous occurrence at `start..<end`.
    private static func classify(_ text: UnsafeRawBufferPointer, start: Int, end: Int, field: Range<Int>, core: Range<Int>) -> EmojiFieldMatch {
        if (start == field.lowerBound && end == field.upperBound) || (start == core.lowerBound && end == core.upperBound) {
            return .wholeField
        }
        let startsWord = start == field.lowerBound
            || !FilterScore.classify(FilterScan.scalar(text, before: start, lower: field.lowerBound).value).isWord
        let endsWord = end == field.upperBound || !FilterScore.classify(FilterScan.scalar(text, at: end).value).isWord
        if startsWord && endsWord { return .wholeWord }
        return startsWord ? .wordStart : .inside
    }

    /// A shortcode's range without its colons (`:tada:` → `tada`), else the field itself.
    private static func innerRange(of text: UnsafeRawBufferPointer, field: Range<Int>) -> Range<Int> {
        guard field.count > 2, text[field.lowerBound] == 0x3A, text[field.upperBound - 1] == 0x3A else { return field }
        return (field.lowerBound + 1)..<(field.upperBound - 1)
    }
}
