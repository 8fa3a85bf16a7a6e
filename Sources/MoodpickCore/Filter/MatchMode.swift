/// How the words of a query match, for the whole run: fzf's `--exact` (`-e`) and its case
/// options (`-i`, `+i`; neither: smart case).
package struct MatchMode: Sendable, Equatable {
    /// How upper and lower case compare.
    package enum Case: Sendable, Equatable {
        /// A word with an uppercase letter respects case, the others ignore it (the default).
        case smart
        /// Case never matters (`--ignore-case`, `-i`).
        case ignore
        /// Case always matters (`--no-ignore-case`, `+i`).
        case respect
    }

    /// A plain word is a substring, and `'word` fuzzy (`--exact`); false: the other way round.
    package var exact: Bool
    package var letterCase: Case

    package init(exact: Bool = false, letterCase: Case = .smart) {
        self.exact = exact
        self.letterCase = letterCase
    }

    /// fzf's default: fuzzy words, smart case.
    package static let standard = MatchMode()
}
