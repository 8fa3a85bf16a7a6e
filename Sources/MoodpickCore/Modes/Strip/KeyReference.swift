/// The key map written out in full for `--help`: every binding's keys and what they do, from
/// the same table the picker's key handling reads (`KeyMap`), so the two never disagree.
extension KeyMap {
    /// `Right Down Ctrl-N Tab: next cell; …`, the bindings in the map's order.
    package var reference: String {
        bindings.map { binding in
            binding.keys.map(\.name).joined(separator: " ") + ": " + binding.action.summary
        }.joined(separator: "; ")
    }

    /// The bindings `other` has that this map lacks or binds differently (what `--multi` adds).
    package func bindings(addedIn other: KeyMap) -> KeyMap {
        let added = other.bindings.filter { binding in
            binding.keys.contains { key in action(for: key) != binding.action }
        }
        return KeyMap(bindings: added, typingHelp: other.typingHelp)
    }
}

extension Key {
    /// The key as a user names it.
    package var name: String {
        switch self {
        case .left: return "Left"
        case .right: return "Right"
        case .up: return "Up"
        case .down: return "Down"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .space: return "Space"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .ctrlC: return "Ctrl-C"
        case .ctrlG: return "Ctrl-G"
        case .ctrlQ: return "Ctrl-Q"
        case .ctrlN: return "Ctrl-N"
        case .ctrlP: return "Ctrl-P"
        case .ctrlZ: return "Ctrl-Z"
        case .ctrlU: return "Ctrl-U"
        case .ctrlW: return "Ctrl-W"
        case .ctrlA: return "Ctrl-A"
        case .ctrlT: return "Ctrl-T"
        case .ctrlJ: return "Ctrl-J"
        case .ctrlK: return "Ctrl-K"
        case .ctrlE: return "Ctrl-E"
        case .ctrlB: return "Ctrl-B"
        case .ctrlF: return "Ctrl-F"
        case .altB: return "Alt-b"
        case .altF: return "Alt-f"
        case .character(let character): return String(character)
        }
    }
}

extension PickerAction {
    /// What the action does, in a few words.
    package var summary: String {
        switch self {
        case .next: return "next cell"
        case .previous: return "previous cell"
        case .pageNext: return "next page"
        case .pagePrevious: return "previous page"
        case .first: return "first item"
        case .last: return "last item"
        case .choose: return "choose"
        case .spaceOrChoose: return "choose, or a space once something is typed"
        case .cancel: return "cancel"
        case .eraseCharacter: return "erase a character"
        case .eraseWord: return "erase a word"
        case .eraseQuery: return "erase the query"
        case .markAndNext: return "mark and move on"
        case .markAndPrevious: return "mark and move back"
        case .toggleMark: return "mark or unmark"
        case .markAll: return "mark every match"
        case .openTones: return "the item's skin tones (--emoji)"
        case .suspend: return "suspend"
        case .moveCursor(let move):
            switch move {
            case .start: return "query cursor to the start"
            case .end: return "query cursor to the end"
            case .left: return "query cursor a character back"
            case .right: return "query cursor a character on"
            case .wordBack: return "query cursor a word back"
            case .wordForward: return "query cursor a word on"
            }
        }
    }
}

extension KeyMap {
    /// The man page's keys (docs/moodpick.1, KEYS AND MOUSE) as troff: one `.TP` entry per
    /// binding, the keys in bold, what they do as a sentence; the bindings `--multi` adds
    /// follow, each saying so. A test checks that the page holds exactly this text.
    package static var manPageKeys: String {
        let plain = KeyMap.standard()
        let added = plain.bindings(addedIn: KeyMap.standard(multi: true))
        let entries = plain.bindings.map { ($0, "") } + added.bindings.map { ($0, " (with \\-\\-multi)") }
        return entries.map { binding, note in
            let keys = binding.keys.map { $0.name.replacingDashes }.joined(separator: ", ")
            let summary = binding.action.summary
            let sentence = summary.prefix(1).uppercased() + summary.dropFirst().replacingDashes + note + "."
            return ".TP\n.B \(keys)\n\(sentence)\n"
        }.joined()
    }
}

extension StringProtocol {
    /// Each `-` as troff's `\-` (a minus that stays a hyphen-minus when copied).
    fileprivate var replacingDashes: String {
        var result = ""
        for character in self { result += character == "-" ? "\\-" : String(character) }
        return result
    }
}
