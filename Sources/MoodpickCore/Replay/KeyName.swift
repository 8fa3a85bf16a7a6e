/// The names of keys in scripts.
///
/// A typed character is written as itself when it reads back as itself. Otherwise (NBSP,
/// U+3000, LS/PS, a lone combining mark, VS16, ZWJ or skin tone, format characters) it is
/// written as its scalars in hex, `U+00A0` or `U+0065+0301`, which the parser accepts too: a
/// recorded run must always replay.
enum KeyName {
    static let names: [(String, Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("enter", .enter), ("esc", .escape), ("space", .space),
        ("tab", .tab), ("btab", .backTab), ("backspace", .backspace), ("ctrl-c", .ctrlC), ("ctrl-g", .ctrlG),
        ("ctrl-q", .ctrlQ), ("ctrl-n", .ctrlN), ("ctrl-p", .ctrlP), ("ctrl-z", .ctrlZ),
        ("ctrl-u", .ctrlU), ("ctrl-w", .ctrlW), ("ctrl-a", .ctrlA), ("ctrl-t", .ctrlT),
        ("ctrl-j", .ctrlJ), ("ctrl-k", .ctrlK), ("ctrl-e", .ctrlE), ("ctrl-b", .ctrlB), ("ctrl-f", .ctrlF),
        ("alt-b", .altB), ("alt-f", .altF),
    ]

    static func key(named name: String) -> Key? {
        if let match = names.first(where: { $0.0 == name }) { return match.1 }
        if let escaped = escapedCharacter(name) { return .character(escaped) }
        if name.count == 1, let character = name.first, !character.isWhitespace,
            !character.unicodeScalars.contains(where: DisplayWidth.isControl) {
            return .character(character)
        }
        return nil
    }

    static func name(of key: Key) -> String {
        guard case .character(let character) = key else { return names.first(where: { $0.1 == key })?.0 ?? "esc" }
        let plain = String(character)
        let lead = plain.unicodeScalars.first!.properties
        let readable = !plain.unicodeScalars.contains { $0.properties.generalCategory == .format }
            && !lead.isGraphemeExtend && !lead.isEmojiModifier
            && !ScriptWords(Substring(plain)).words.isEmpty
            && ScriptWords(Substring(plain)).words == [plain]
            && Self.key(named: plain) == key && !plain.hasPrefix("U+")
        return readable ? plain : escape(character)
    }

    /// `U+` and each scalar in hex, joined by `+`.
    static func escape(_ character: Character) -> String {
        "U+" + character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: "+")
    }

    /// The character a `U+…` name stands for: one to six hex digits per scalar, the scalars
    /// making exactly one character that is not a control.
    static func escapedCharacter(_ name: String) -> Character? {
        guard name.hasPrefix("U+"), name.utf8.count <= 64 else { return nil }
        var scalars = String.UnicodeScalarView()
        for part in name.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false) {
            guard (1...6).contains(part.utf8.count), let value = UInt32(part, radix: 16),
                let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        let text = String(scalars)
        guard text.count == 1, let character = text.first,
            !text.unicodeScalars.contains(where: DisplayWidth.isControl) else { return nil }
        return character
    }
}
