/// `--delimiter` read as fzf reads it: a regular expression, of the subset fzf users write.
///
/// The subset: literal characters; `.` (any byte but newline); the escapes `\t` `\n` `\r` `\f`
/// `\v`, `\s` `\S` `\d` `\D` `\w` `\W`, and `\` before any ASCII punctuation for itself;
/// bracket classes `[...]` and `[^...]` of ASCII characters, ranges (`a-z`), those escapes and
/// the POSIX names (`[[:space:]]`); the quantifiers `*`, `+`, `?` (greedy); alternation `|`.
/// Anything else (groups, anchors, counted repeats `{n}`, lazy quantifiers, other escapes) is
/// refused with a message, as is a pattern that could match an empty string (it would split
/// between every character). Matching is on bytes, leftmost first, as Go's regexp is for these
/// patterns; a non-ASCII character is matched as its UTF-8 bytes and takes no quantifier.
package struct DelimiterPattern: Sendable, Equatable {
    /// A set of bytes: 256 bits in four words, so a test is a shift and a mask.
    struct ByteSet: Sendable, Equatable {
        var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: return w0 & bit != 0
            case 1: return w1 & bit != 0
            case 2: return w2 & bit != 0
            default: return w3 & bit != 0
            }
        }

        mutating func insert(_ byte: UInt8) {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: w0 |= bit
            case 1: w1 |= bit
            case 2: w2 |= bit
            default: w3 |= bit
            }
        }

        mutating func insert(_ bytes: ClosedRange<UInt8>) { for byte in bytes { insert(byte) } }

        mutating func formUnion(_ other: ByteSet) {
            w0 |= other.w0
            w1 |= other.w1
            w2 |= other.w2
            w3 |= other.w3
        }

        var inverted: ByteSet { ByteSet(w0: ~w0, w1: ~w1, w2: ~w2, w3: ~w3) }

        static func of(_ bytes: [UInt8]) -> ByteSet {
            var set = ByteSet()
            for byte in bytes { set.insert(byte) }
            return set
        }
    }

    enum Quantifier: Sendable, Equatable {
        case one, optional, star, plus
    }

    struct Atom: Sendable, Equatable {
        var set: ByteSet
        var quantifier = Quantifier.one
        /// The byte, when the atom is one literal byte taken once.
        var literal: UInt8?
    }

    /// The alternatives, tried in order; each a sequence of atoms.
    let branches: [[Atom]]

    /// The bytes of a pattern that is one fixed string (`:`, `\t`, `\.`), which splits by
    /// plain comparison; nil when it needs the matcher.
    package var literal: [UInt8]? {
        guard branches.count == 1 else { return nil }
        let bytes = branches[0].compactMap { $0.quantifier == .one ? $0.literal : nil }
        return bytes.count == branches[0].count ? bytes : nil
    }

    /// Parses `text`; throws a `FieldSelectionError` that names what is not supported.
    package init(_ text: String) throws {
        var parser = DelimiterParser(bytes: Array(text.utf8), text: text)
        branches = try parser.parse()
        for branch in branches where branch.allSatisfy({ $0.quantifier == .optional || $0.quantifier == .star }) {
            let hint = text.contains("|") ? " (write \\| for a bar)" : ""
            throw FieldSelectionError(message: "--delimiter '\(text)' can match an empty string\(hint)")
        }
    }

    /// The end of the first match that starts at `start` (always past it), or nil.
    func matchEnd(in line: UnsafeRawBufferPointer, at start: Int) -> Int? {
        for branch in branches {
            if let end = Self.match(branch[...], in: line, at: start) { return end }
        }
        return nil
    }

    /// Backtracking, greedy: the longest run first for `*` and `+`, one before none for `?`.
    private static func match(_ atoms: ArraySlice<Atom>, in line: UnsafeRawBufferPointer, at index: Int) -> Int? {
        guard let atom = atoms.first else { return index }
        let rest = atoms.dropFirst()
        let fits = index < line.count && atom.set.contains(line[index])
        switch atom.quantifier {
        case .one:
            return fits ? match(rest, in: line, at: index + 1) : nil
        case .optional:
            if fits, let end = match(rest, in: line, at: index + 1) { return end }
            return match(rest, in: line, at: index)
        case .star, .plus:
            var run = 0
            while index + run < line.count && atom.set.contains(line[index + run]) { run += 1 }
            let least = atom.quantifier == .plus ? 1 : 0
            guard run >= least else { return nil }
            for taken in stride(from: run, through: least, by: -1) {
                if let end = match(rest, in: line, at: index + taken) { return end }
            }
            return nil
        }
    }
}
