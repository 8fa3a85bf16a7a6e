/// Reads a `--delimiter` pattern into `DelimiterPattern`'s branches of atoms (the subset is
/// described there); each refusal names the character and what is supported.
struct DelimiterParser {
    typealias Atom = DelimiterPattern.Atom
    typealias ByteSet = DelimiterPattern.ByteSet

    let bytes: [UInt8]
    /// The pattern as typed, for the messages.
    let text: String
    var index = 0

    init(bytes: [UInt8], text: String) {
        self.bytes = bytes
        self.text = text
    }

    static let space = ByteSet.of([0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D])
    static let digit: ByteSet = { var set = ByteSet(); set.insert(0x30...0x39); return set }()
    static let word: ByteSet = {
        var set = digit
        set.insert(0x41...0x5A)
        set.insert(0x61...0x7A)
        set.insert(0x5F)
        return set
    }()

    private func refuse(_ what: String) -> FieldSelectionError {
        FieldSelectionError(message: "--delimiter '\(text)': \(what) (supported: characters, ., \\t \\s \\d \\w and their capitals, "
            + "[classes], *, +, ?, |)")
    }

    mutating func parse() throws -> [[Atom]] {
        var branches: [[Atom]] = []
        var branch: [Atom] = []
        var lastWasMultibyte = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "|"):
                branches.append(branch)
                branch = []
                continue
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                guard var last = branch.popLast(), last.quantifier == .one else {
                    throw refuse("'\(Character(Unicode.Scalar(byte)))' follows nothing it can repeat")
                }
                if lastWasMultibyte { throw refuse("a non-ASCII character takes no '\(Character(Unicode.Scalar(byte)))'") }
                last.quantifier = byte == UInt8(ascii: "*") ? .star : byte == UInt8(ascii: "+") ? .plus : .optional
                last.literal = nil
                branch.append(last)
                continue
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "^"), UInt8(ascii: "$"):
                throw refuse("'\(Character(Unicode.Scalar(byte)))' is not supported (write \\\(Character(Unicode.Scalar(byte))) for the character)")
            case UInt8(ascii: "."):
                branch.append(Atom(set: ByteSet.of([0x0A]).inverted))
            case UInt8(ascii: "["):
                branch.append(Atom(set: try parseClass()))
            case UInt8(ascii: "\\"):
                branch.append(try parseEscape())
            default:
                branch.append(Atom(set: ByteSet.of([byte]), literal: byte))
                if byte >= 0x80 {
                    // The rest of the character's bytes, one literal atom each.
                    while index < bytes.count && bytes[index] & 0xC0 == 0x80 {
                        branch.append(Atom(set: ByteSet.of([bytes[index]]), literal: bytes[index]))
                        index += 1
                    }
                    lastWasMultibyte = true
                    continue
                }
            }
            lastWasMultibyte = false
        }
        branches.append(branch)
        return branches
    }

    /// After a backslash: a set escape, a control character, or punctuation for itself.
    private mutating func parseEscape() throws -> Atom {
        guard index < bytes.count else { throw refuse("it ends in a lone backslash") }
        let byte = bytes[index]
        index += 1
        if let set = Self.setEscape(byte) { return Atom(set: set) }
        if let control = Self.controlEscape(byte) { return Atom(set: ByteSet.of([control]), literal: control) }
        guard byte < 0x80, !Self.word.contains(byte) else {
            throw refuse("'\\\(Character(Unicode.Scalar(byte)))' is not supported")
        }
        return Atom(set: ByteSet.of([byte]), literal: byte)
    }

    static func setEscape(_ byte: UInt8) -> ByteSet? {
        switch byte {
        case UInt8(ascii: "s"): return space
        case UInt8(ascii: "S"): return space.inverted
        case UInt8(ascii: "d"): return digit
        case UInt8(ascii: "D"): return digit.inverted
        case UInt8(ascii: "w"): return word
        case UInt8(ascii: "W"): return word.inverted
        default: return nil
        }
    }

    static func controlEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "v"): return 0x0B
        default: return nil
        }
    }

    /// `[...]` after its `[`: ASCII characters, ranges, escapes and `[:name:]`; `^` first negates,
    /// `]` first is itself.
    private mutating func parseClass() throws -> ByteSet {
        var set = ByteSet()
        let negated = index < bytes.count && bytes[index] == UInt8(ascii: "^")
        if negated { index += 1 }
        var first = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") && !first {
                index += 1
                return negated ? set.inverted : set
            }
            first = false
            if byte == UInt8(ascii: "["), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") {
                set.formUnion(try parsePosixClass())
                continue
            }
            let low = try classMember()
            guard case .byte(let lower) = low else {
                if case .set(let members) = low { set.formUnion(members) }
                continue
            }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] != UInt8(ascii: "]") {
                index += 1
                guard case .byte(let upper) = try classMember(), upper >= lower else { throw refuse("a range in [] is out of order") }
                set.insert(lower...upper)
            } else {
                set.insert(lower)
            }
        }
        throw refuse("'[' is never closed")
    }

    private enum ClassMember {
        case byte(UInt8)
        case set(ByteSet)
    }

    private mutating func classMember() throws -> ClassMember {
        let byte = bytes[index]
        index += 1
        guard byte < 0x80 else { throw refuse("[] holds ASCII characters only") }
        guard byte == UInt8(ascii: "\\") else { return .byte(byte) }
        guard index < bytes.count else { throw refuse("'[' is never closed") }
        let escaped = bytes[index]
        index += 1
        if let set = Self.setEscape(escaped) { return .set(set) }
        if let control = Self.controlEscape(escaped) { return .byte(control) }
        guard escaped < 0x80, !Self.word.contains(escaped) else { throw refuse("'\\\(Character(Unicode.Scalar(escaped)))' is not supported") }
        return .byte(escaped)
    }

    /// `[:name:]` inside a class: alpha, digit, alnum, space, blank, punct, upper, lower, word.
    private mutating func parsePosixClass() throws -> ByteSet {
        let start = index + 2
        var end = start
        while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: ":") && bytes[end + 1] == UInt8(ascii: "]")) { end += 1 }
        guard end + 1 < bytes.count else { throw refuse("'[:' is never closed") }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        index = end + 2
        var set = ByteSet()
        switch name {
        case "alpha": set.insert(0x41...0x5A); set.insert(0x61...0x7A)
        case "digit": set = Self.digit
        case "alnum": set = Self.word; set = ByteSet(w0: set.w0, w1: set.w1 & ~(UInt64(1) << (0x5F - 64)), w2: 0, w3: 0)
        case "space": set = Self.space
        case "blank": set = ByteSet.of([0x20, 0x09])
        case "punct": for byte in UInt8(0x21)...0x7E where !Self.word.contains(byte) || byte == 0x5F { set.insert(byte) }
        case "upper": set.insert(0x41...0x5A)
        case "lower": set.insert(0x61...0x7A)
        case "word": set = Self.word
        default: throw refuse("'[:\(name):]' is not a class name")
        }
        return set
    }
}
