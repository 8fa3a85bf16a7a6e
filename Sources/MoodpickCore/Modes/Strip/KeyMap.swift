/// What a key asks the picker to do.
package enum PickerAction: Sendable, Equatable {
    case next, previous, pageNext, pagePrevious, first, last
    /// Enter: choose the cell (or the marked items).
    case choose
    /// Space: a space in a non-empty query (or type-ahead text), else choose.
    case spaceOrChoose
    case cancel
    /// Backspace, Ctrl-W, Ctrl-U: erase a character, a word, the whole query.
    case eraseCharacter, eraseWord, eraseQuery
    /// Tab / Shift-Tab with `--multi`: mark or unmark the centered item, then move.
    case markAndNext, markAndPrevious
    /// Ctrl-T: mark or unmark the centered item and stay.
    case toggleMark
    /// Ctrl-A: mark every match.
    case markAll
    /// Ctrl-T without `--multi`: open the selected item's variants (its skin tones).
    case openTones
    /// Ctrl-Z: the session suspends; the picker's state does not change.
    case suspend
    /// fzf's cursor keys: the query's cursor moves (typing and erasing act there).
    case moveCursor(QueryText.Move)
}

/// One row of the key map: the keys, what they do, and how the help row names them.
package struct KeyBinding: Sendable {
    package let keys: [Key]
    package let action: PickerAction
    /// The help row's words for this binding (Unicode, ASCII); nil: not shown in the help row.
    package let help: (keys: String, asciiKeys: String, does: String)?

    package init(_ keys: [Key], _ action: PickerAction, help: (keys: String, asciiKeys: String, does: String)? = nil) {
        self.keys = keys
        self.action = action
        self.help = help
    }
}

/// The key map as data: one table from keys to actions, read by the picker's key handling and
/// by the help row, so the two never disagree. Printable characters are not in it: they type.
package struct KeyMap: Sendable {
    package let bindings: [KeyBinding]
    /// The help row's last words: what typing does.
    package let typingHelp: String

    package init(bindings: [KeyBinding], typingHelp: String) {
        self.bindings = bindings
        self.typingHelp = typingHelp
    }

    /// The keys of a picker: with `multi`, Tab and Shift-Tab mark (else they move); with `jump`,
    /// typing jumps by label prefix (else it filters).
    package static func standard(multi: Bool = false, jump: Bool = false) -> KeyMap {
        var bindings: [KeyBinding] = [
            // Ctrl-J/Ctrl-K and Ctrl-N/Ctrl-P are fzf's down and up.
            KeyBinding([.right, .down, .ctrlJ, .ctrlN] + (multi ? [] : [.tab]), .next, help: ("←/→", "<-/->", "move")),
            KeyBinding([.left, .up, .ctrlK, .ctrlP] + (multi ? [] : [.backTab]), .previous),
            KeyBinding([.pageDown], .pageNext),
            KeyBinding([.pageUp], .pagePrevious),
            KeyBinding([.home], .first),
            KeyBinding([.end], .last),
            KeyBinding([.enter], .choose, help: ("enter", "enter", "choose")),
            KeyBinding([.space], .spaceOrChoose),
        ]
        if multi {
            bindings += [
                KeyBinding([.tab], .markAndNext, help: ("tab", "tab", "mark")),
                KeyBinding([.backTab], .markAndPrevious),
                KeyBinding([.ctrlT], .toggleMark),
                KeyBinding([.ctrlA], .markAll),
            ]
        } else {
            bindings.append(KeyBinding([.ctrlT], .openTones, help: ("ctrl-t", "ctrl-t", "skin tones")))
            bindings.append(KeyBinding([.ctrlA], .moveCursor(.start)))
        }
        bindings += [
            KeyBinding([.ctrlE], .moveCursor(.end)),
            KeyBinding([.ctrlB], .moveCursor(.left)),
            KeyBinding([.ctrlF], .moveCursor(.right)),
            KeyBinding([.altB], .moveCursor(.wordBack)),
            KeyBinding([.altF], .moveCursor(.wordForward)),
        ]
        bindings += [
            KeyBinding([.escape, .ctrlC, .ctrlG, .ctrlQ], .cancel, help: ("esc", "esc", "cancel")),
            KeyBinding([.backspace], .eraseCharacter),
            KeyBinding([.ctrlW], .eraseWord),
            KeyBinding([.ctrlU], .eraseQuery),
            KeyBinding([.ctrlZ], .suspend),
        ]
        return KeyMap(bindings: bindings, typingHelp: jump ? "type to jump" : "type to filter")
    }

    /// The keys of a tone strip (`ToneStrip.swift`): the standard ones, but the help row says
    /// that Esc goes back to the catalog rather than cancelling.
    package static var toneStrip: KeyMap {
        let standard = KeyMap.standard()
        let bindings = standard.bindings.map { binding in
            binding.action == .cancel ? KeyBinding(binding.keys, .cancel, help: ("esc", "esc", "back")) : binding
        }
        return KeyMap(bindings: bindings, typingHelp: standard.typingHelp)
    }

    /// The action bound to `key`, if any.
    package func action(for key: Key) -> PickerAction? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// What separates the parts of the help row (the key help's, and a notice before it).
    package static func helpSeparator(ascii: Bool) -> String { HelpRow.separator(ascii: ascii) }

    /// The one-line key help: the bindings that have help words, then what typing does.
    /// `tones`: whether the selected item has skin tones (the Ctrl-T words show only then).
    package func helpText(ascii: Bool, tones: Bool = false) -> String {
        let parts = bindings.compactMap { binding in
            binding.action == .openTones && !tones ? nil : binding.help.map { "\(ascii ? $0.asciiKeys : $0.keys) \($0.does)" }
        }
        return (parts + [typingHelp]).joinedPlainly(separator: Self.helpSeparator(ascii: ascii))
    }
}
