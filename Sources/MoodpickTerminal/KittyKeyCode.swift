import MoodpickCore

/// The key events of the kitty keyboard protocol (docs/TERMINAL.md, "Key events"): a pure
/// function from a CSI sequence's parameters and final byte to an input event, so every form is
/// a table in the tests.
///
/// The forms are `CSI code ; modifiers:event u` (a key by its Unicode code point, or a
/// functional key's number: 27 Esc, 13 Enter, 9 Tab, 127 Backspace, the keypad's private-use
/// numbers), `CSI 1 ; modifiers:event A|B|C|D|H|F|Z` (arrows, Home, End, Shift-Tab) and
/// `CSI n ; modifiers:event ~` (Page Up/Down, Home, End). Each field may carry sub-fields after
/// `:`: the key's alternates (ignored), the event type (1 press, 2 repeat, 3 release). With flag
/// 16 (report associated text) a third field holds the text the key types, as `:`-separated code
/// points (`CSI 97;2;65 u` is Shift-a typing `A`); it is what a text key means, where it is one
/// character; without it (foot 1.13 sends none with Shift, and no release carries one) the key's
/// code stands for it, shifted by Shift. Modifier keys alone (Shift, Ctrl, … 57441-57452 under
/// flag 8) and the other private-use keys mean nothing to moodpick. The
/// modifiers are 1 + a bit set (shift 1, alt 2, ctrl 4, super 8, hyper 16, meta 32, and the
/// locks 64 and 128, which are ignored). The same functions read the legacy forms, which are
/// the same sequences without the sub-fields.
package enum KittyKeyCode {
    /// Modifier bits (after subtracting the encoding's 1).
    static let shift = 1, alt = 2, ctrl = 4
    /// Super, hyper and meta.
    static let foreignModifiers = 8 | 16 | 32

    /// The event a key sequence means, or nil when it is no key moodpick reads.
    /// - Parameters:
    ///   - parameters: the bytes between `ESC [` and the final byte.
    ///   - final: the final byte (`u`, `~`, or a letter).
    ///   - reportsReleases: whether the terminal reports event types (kitty flag 2): a press then
    ///     comes as `keyDown`, since its `keyUp` will follow; otherwise as `key`.
    package static func event(parameters: [UInt8], final: UInt8, reportsReleases: Bool) -> InputEvent? {
        guard let fields = Self.fields(parameters) else { return nil }
        let code = fields.first?.first ?? nil
        let modifierField = fields.count > 1 ? fields[1] : []
        let modifiers = max((modifierField.first ?? nil) ?? 1, 1) - 1
        let eventType = modifierField.count > 1 ? (modifierField[1] ?? 1) : 1
        // Super, hyper and meta keys are the desktop's; the legacy letter and `~` forms keep
        // ignoring their modifiers, as moodpick always has.
        if final == UInt8(ascii: "u") && modifiers & foreignModifiers != 0 { return nil }
        let text = fields.count > 2 ? fields[2] : []
        guard let key = typedKey(text: text, modifiers: modifiers, final: final) ?? key(code: code, final: final, modifiers: modifiers)
        else { return nil }
        switch eventType {
        case 1: return reportsReleases ? .keyDown(key) : .key(key)
        case 2: return .keyRepeat(key)
        case 3: return .keyUp(key)
        default: return nil
        }
    }

    /// The key a `CSI … u` sequence's text field (flag 16) types: its one character, where no
    /// Ctrl or Alt is held (those keys are read from their code, as the legacy bytes map them);
    /// nil where there is no text, or more than one character (the code then decides).
    static func typedKey(text: [Int?], modifiers: Int, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "u"), modifiers & (ctrl | alt) == 0, text.count == 1, let value = text[0],
            value >= 0x20, let scalar = Unicode.Scalar(UInt32(value))
        else { return nil }
        return KeyDecoder.key(forCharacter: scalar.value)
    }

    /// The fields (split at `;`) and their sub-fields (split at `:`) as numbers; an empty
    /// sub-field is nil (its default). Nil when a byte is neither a digit nor a separator.
    static func fields(_ parameters: [UInt8]) -> [[Int?]]? {
        var fields: [[Int?]] = [[nil]]
        for byte in parameters {
            switch byte {
            case UInt8(ascii: ";"): fields.append([nil])
            case UInt8(ascii: ":"): fields[fields.count - 1].append(nil)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                let value = (fields[fields.count - 1].last ?? nil) ?? 0
                guard value <= 0x10_FFFF else { return nil }  // no key number is longer
                fields[fields.count - 1][fields[fields.count - 1].count - 1] = value * 10 + digit
            default: return nil
            }
        }
        return fields
    }

    /// The key of a sequence's code and final byte, under `modifiers` (bits, locks included).
    static func key(code: Int?, final: UInt8, modifiers: Int) -> Key? {
        switch final {
        case UInt8(ascii: "u"): return code.flatMap { unicodeKey(code: $0, modifiers: modifiers) }
        case UInt8(ascii: "~"): return code.flatMap(tildeKey)
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        default: return nil
        }
    }

    /// `CSI n ~`: the legacy numbers of Home, End, Page Up and Page Down (Insert, Delete and the
    /// F keys are not moodpick's).
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        default: return nil
        }
    }

    /// `CSI code u`: the functional keys by number, and the text keys by their (unshifted)
    /// code point, with Ctrl mapped as the legacy bytes map it (Ctrl-C is 3) and Alt-b/Alt-f
    /// as fzf's word moves; Alt with another key counts as the key alone, as in the legacy
    /// decoder.
    static func unicodeKey(code: Int, modifiers: Int) -> Key? {
        switch code {
        case 27: return .escape
        case 13, 57414: return .enter  // 57414: the keypad's Enter
        case 9: return modifiers & shift != 0 ? .backTab : .tab
        case 127, 8: return .backspace
        case 57417: return .left
        case 57418: return .right
        case 57419: return .up
        case 57420: return .down
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 0..<32, 0xD800...0xDFFF, 57344...63743: return nil  // controls, surrogates, other private-use keys
        default: break
        }
        guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        if modifiers & ctrl != 0 {
            // The legacy control bytes: '@' through '~' keep their low five bits (Ctrl-A is 1).
            guard (0x40...0x7E).contains(code) || code == 0x20 else { return nil }
            return KeyDecoder.key(forCharacter: UInt32(code & 0x1F))
        }
        if modifiers & alt != 0 {
            if code == 0x62 { return .altB }
            if code == 0x66 { return .altF }
        }
        let shifted = modifiers & shift != 0 ? Character(scalar).uppercased() : String(scalar)
        guard shifted.unicodeScalars.count == 1, let typed = shifted.unicodeScalars.first else {
            return KeyDecoder.key(forCharacter: scalar.value)
        }
        return KeyDecoder.key(forCharacter: typed.value)
    }
}
