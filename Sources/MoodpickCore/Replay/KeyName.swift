/// The names of keys in scripts.
///
/// A typed character is written as itself when it reads back as itself. Otherwise (NBSP,
/// U+3000, LS/PS, a lone combining mark, VS16, ZWJ or skin tone, format characters) it is
/// written as its scalars in hex, `U+00A0` or `U+0065+0301`, which the parser accepts too: a
/// recorded run must always replay.
enum KeyName {
    /// The key of a name, the inverse of `spelled(_:)` (a test checks every key both ways). A
    /// switch, not a table of pairs: a table's runtime types (an array of tuples) and its
    /// once-initialiser, with those of the event arities' dictionary, cost a two-line replay
    /// some 15 K instructions (callgrind).
    static func named(_ name: String) -> Key? {
        switch name {
        case "left": return .left
        case "right": return .right
        case "up": return .up
        case "down": return .down
        case "home": return .home
        case "end": return .end
        case "pgup": return .pageUp
        case "pgdn": return .pageDown
        case "enter": return .enter
        case "esc": return .escape
        case "space": return .space
        case "tab": return .tab
        case "btab": return .backTab
        case "backspace": return .backspace
        default: return controlKey(named: name)
        }
    }

    /// The `ctrl-` and `alt-` names.
    private static func controlKey(named name: String) -> Key? {
        switch name {
        case "ctrl-c": return .ctrlC
        case "ctrl-g": return .ctrlG
        case "ctrl-q": return .ctrlQ
        case "ctrl-n": return .ctrlN
        case "ctrl-p": return .ctrlP
        case "ctrl-z": return .ctrlZ
        case "ctrl-u": return .ctrlU
        case "ctrl-w": return .ctrlW
        case "ctrl-a": return .ctrlA
        case "ctrl-t": return .ctrlT
        case "ctrl-j": return .ctrlJ
        case "ctrl-k": return .ctrlK
        case "ctrl-e": return .ctrlE
        case "ctrl-b": return .ctrlB
        case "ctrl-f": return .ctrlF
        case "alt-b": return .altB
        case "alt-f": return .altF
        default: return nil
        }
    }

    /// The name of every key but a typed character (nil): the switch is exhaustive, so a new
    /// key cannot be left without a name.
    static func spelled(_ key: Key) -> String? {
        switch key {
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .enter: return "enter"
        case .escape: return "esc"
        case .space: return "space"
        case .tab: return "tab"
        case .backTab: return "btab"
        case .backspace: return "backspace"
        case .ctrlC: return "ctrl-c"
        case .ctrlG: return "ctrl-g"
        case .ctrlQ: return "ctrl-q"
        case .ctrlN: return "ctrl-n"
        case .ctrlP: return "ctrl-p"
        case .ctrlZ: return "ctrl-z"
        case .ctrlU: return "ctrl-u"
        case .ctrlW: return "ctrl-w"
        case .ctrlA: return "ctrl-a"
        case .ctrlT: return "ctrl-t"
        case .ctrlJ: return "ctrl-j"
        case .ctrlK: return "ctrl-k"
        case .ctrlE: return "ctrl-e"
        case .ctrlB: return "ctrl-b"
        case .ctrlF: return "ctrl-f"
        case .altB: return "alt-b"
        case .altF: return "alt-f"
        case .character: return nil
        }
    }

    static func key(named name: String) -> Key? {
        if let key = named(name) { return key }
        if let escaped = escapedCharacter(name) { return .character(escaped) }
        if name.count == 1, let character = name.first, !character.isWhitespace,
            !character.unicodeScalars.contains(where: DisplayWidth.isControl) {
            return .character(character)
        }
        return nil
    }

    static func name(of key: Key) -> String {
        guard case .character(let character) = key else { return spelled(key) ?? "esc" }
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
