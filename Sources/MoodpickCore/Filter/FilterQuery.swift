/// A query in fzf's extended-search syntax, parsed once per keystroke.
///
/// Words separated by spaces must all match (`\ ` is a literal space). A word is fuzzy (its
/// characters in order), `'word` a substring, `^word` a prefix, `word$` a suffix, `^word$` the
/// whole label; `!` before any of them excludes the labels that match (`!word` and `!'word`:
/// exact substring and fuzzy; `!^word`, `!word$`). `a | b` matches either. A word with an
/// uppercase letter is case-sensitive, the others ignore case (smart case, word by word as fzf
/// does). Words that are only an operator (`!`, `^`, `'`) ask nothing.
package struct FilterQuery: Sendable, Equatable {
    /// The query as typed.
    package let text: String
    /// Terms that must all match; each is a list of alternatives of which one must match.
    let groups: [[FilterTerm]]

    /// Parses `text`; `mode` is `--exact` and the case options.
    package init(_ text: String, mode: MatchMode = .standard) {
        self.text = text
        self.groups = Self.parse(text, mode: mode)
    }

    /// No terms (empty or blanks only): every item matches, in input order.
    package var isEmpty: Bool { groups.isEmpty }

    /// Whether every item matching `self` also matches `previous`, so a search for `self` may
    /// look only among `previous`'s matches (typing more onto a query narrows it).
    ///
    /// True when each of `previous`'s terms is implied by one of `self`'s: `ab` → `abc`, `ab` →
    /// `ab cd`, `'ab` → `'abc`, `!abc` → `!ab`. Conservative: false when it cannot tell.
    package func narrows(_ previous: FilterQuery) -> Bool {
        previous.groups.allSatisfy { wanted in
            groups.contains { group in
                // Every alternative of `group` implies some alternative of `wanted`.
                group.allSatisfy { term in wanted.contains { term.implies($0) } }
            }
        }
    }

    package static func == (lhs: FilterQuery, rhs: FilterQuery) -> Bool { lhs.text == rhs.text }

    /// Words split on unescaped spaces, then read as terms and `|` alternatives.
    static func parse(_ text: String, mode: MatchMode = .standard) -> [[FilterTerm]] {
        var groups: [[FilterTerm]] = []
        var group: [FilterTerm] = []
        var joinNext = false  // a `|` came after the last term: the next one joins its group
        var extraGroups: [[FilterTerm]] = []  // the other spellings of excluded words
        for word in words(text) {
            if word == "|" && !group.isEmpty && !joinNext {
                joinNext = true
                continue
            }
            guard var term = term(word, mode: mode) else {
                joinNext = false
                continue
            }
            if !joinNext && !group.isEmpty {
                groups.append(group)
                group = []
            }
            // `coeur` also finds `cœur` (LatinDigraphs): its other spellings are alternatives
            // of the same group; for an exclusion (`!coeur`), each must be absent: groups of
            // their own.
            let spellings = term.digraphSpellings
            term.digraphVariants = term.inverse ? 0 : spellings.count
            group.append(term)
            if term.inverse {
                extraGroups += spellings.map { [$0] }
            } else {
                group += spellings
            }
            joinNext = false
        }
        if !group.isEmpty { groups.append(group) }
        return groups + extraGroups
    }

    /// The words of a query: split at spaces, `\ ` kept as a space inside a word.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\\" {
                guard let next = scalars.next() else {
                    word.unicodeScalars.append(scalar)
                    break
                }
                if next != " " { word.unicodeScalars.append(scalar) }
                word.unicodeScalars.append(next)
            } else if scalar == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// One word as a term (fzf's reading of the operators), or nil when only operators remain.
    /// Under `--exact` a plain word is a substring and `'` makes it fuzzy again, as in fzf.
    static func term(_ word: String, mode: MatchMode = .standard) -> FilterTerm? {
        var text = Substring(word)
        var kind = mode.exact ? FilterTerm.Kind.exact : .fuzzy
        var inverse = false
        if text.hasPrefix("!") {
            inverse = true
            kind = .exact
            text = text.dropFirst()
        }
        if text != "$" && text.hasSuffix("$") {
            kind = .suffix
            text = text.dropLast()
        }
        if text.hasPrefix("'") {
            // `'` flips exactness: exact for a plain word, fuzzy after `!` (and under `--exact`).
            kind = inverse || mode.exact ? .fuzzy : .exact
            text = text.dropFirst()
        } else if text.hasPrefix("^") {
            kind = kind == .suffix ? .equal : .prefix
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }
        return FilterTerm(kind: kind, inverse: inverse, text: String(text), letterCase: mode.letterCase)
    }
}
