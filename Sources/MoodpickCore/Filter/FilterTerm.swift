/// One word of a query, parsed: what it asks of a label, and how.
///
/// The pattern is kept twice: as scalars for labels with non-ASCII text, and as bytes when it
/// is all ASCII, which is what the fast byte path compares.
struct FilterTerm: Sendable, Equatable {
    /// How the pattern must occur in the label.
    enum Kind: Sendable, Equatable {
        /// Every character, in order, with anything between (`abc`).
        case fuzzy
        /// A substring (`'abc`; also what `!abc` excludes).
        case exact
        /// At the start, leading blanks skipped (`^abc`).
        case prefix
        /// At the end, trailing blanks ignored (`abc$`).
        case suffix
        /// The whole label, blanks around it ignored (`^abc$`).
        case equal
    }

    var kind: Kind
    /// The label must not match (`!`).
    var inverse: Bool
    /// Upper and lower case differ: the term has an uppercase letter (smart case).
    var caseSensitive: Bool
    /// The pattern's scalars, lowercased unless `caseSensitive`.
    var scalars: [UInt32]
    /// The pattern's bytes when every scalar is ASCII, else nil.
    var ascii: [UInt8]?
    /// How many alternatives after this term spell its digraphs as one letter (`LatinDigraphs`:
    /// `coeur` is followed by `cœur`); they share its group, or its exclusion.
    var digraphVariants = 0

    init(kind: Kind, inverse: Bool, text: String, letterCase: MatchMode.Case = .smart) {
        self.kind = kind
        self.inverse = inverse
        let original = text.unicodeScalars.map(\.value)
        let lowered = original.map(CaseFolding.lowered)
        switch letterCase {
        case .smart: caseSensitive = lowered != original
        case .ignore: caseSensitive = false
        case .respect: caseSensitive = true
        }
        scalars = caseSensitive ? original : lowered
        ascii = scalars.allSatisfy { $0 < 0x80 } ? scalars.map { UInt8($0) } : nil
    }

    /// Whether every label this term matches is also matched by `other` (both positive or both
    /// inverse). Conservative: false when unsure.
    func implies(_ other: FilterTerm) -> Bool {
        if inverse != other.inverse { return false }
        if inverse {
            // No match for `self` → no match for `other` when a match of `other` is one of `self`.
            return other.positive.implies(positive)
        }
        // A case-sensitive match is also a match of the lowercased pattern, not the other way.
        if other.caseSensitive && !caseSensitive { return false }
        let mine = other.caseSensitive ? scalars : loweredScalars
        let theirs = other.scalars
        switch other.kind {
        case .fuzzy:
            return Self.isSubsequence(theirs, of: mine)
        case .exact:
            return kind != .fuzzy && Self.isSubstring(theirs, of: mine)
        case .prefix:
            return (kind == .prefix || kind == .equal) && mine.starts(with: theirs)
        case .suffix:
            return (kind == .suffix || kind == .equal) && mine.reversed().starts(with: theirs.reversed())
        case .equal:
            return kind == .equal && mine == theirs
        }
    }

    private var positive: FilterTerm {
        var term = self
        term.inverse = false
        return term
    }

    private var loweredScalars: [UInt32] {
        caseSensitive ? scalars.map(CaseFolding.lowered) : scalars
    }

    private static func isSubsequence(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        var index = 0
        for value in haystack where index < needle.count && needle[index] == value { index += 1 }
        return index == needle.count
    }

    private static func isSubstring(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        if needle.isEmpty { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }
}

extension FilterTerm {
    /// The alternatives of this term that spell one or more of its digraphs as their letter
    /// (`LatinDigraphs.variants`): same kind, exclusion and case.
    var digraphSpellings: [FilterTerm] {
        LatinDigraphs.variants(of: scalars, caseSensitive: caseSensitive).map { spelled in
            var term = self
            term.scalars = spelled
            term.ascii = nil
            return term
        }
    }
}
