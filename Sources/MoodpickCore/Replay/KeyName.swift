/// The names of keys in scripts.
enum KeyName {
    static let names: [(String, Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("enter", .enter), ("esc", .escape), ("space", .space),
        ("tab", .tab), ("btab", .backTab), ("backspace", .backspace), ("ctrl-c", .ctrlC), ("ctrl-g", .ctrlG),
        ("ctrl-q", .ctrlQ), ("ctrl-n", .ctrlN), ("ctrl-p", .ctrlP), ("ctrl-z", .ctrlZ),
        ("ctrl-u", .ctrlU), ("ctrl-w", .ctrlW), ("ctrl-a", .ctrlA), ("ctrl-t", .ctrlT),
    ]

    static func key(named name: String) -> Key? {
        if let match = names.first(where: { $0.0 == name }) { return match.1 }
        if name.count == 1, let character = name.first, !character.isWhitespace,
            !character.unicodeScalars.contains(where: DisplayWidth.isControl) {
            return .character(character)
        }
        return nil
    }

    static func name(of key: Key) -> String {
        if case .character(let character) = key { return String(character) }
        return names.first(where: { $0.1 == key })?.0 ?? "esc"
    }
}
