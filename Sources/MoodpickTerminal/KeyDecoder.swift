import MoodpickCore

/// What a character the terminal sent means to the picker: a pure mapping, tested without a
/// terminal.
///
/// In raw mode every control key arrives as its byte (Ctrl-C is 3, Ctrl-Z is 26), so cancel,
/// suspend and the Ctrl-N/Ctrl-P and Ctrl-J/Ctrl-K moves are decided here, not by the terminal's signals.
package enum KeyDecoder {
    /// The key for a character (a Unicode scalar value); nil for controls moodpick ignores.
    package static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 13: return .enter  // CR: raw mode clears ICRNL, so Enter is CR and LF is Ctrl-J
        case 10: return .ctrlJ
        case 11: return .ctrlK
        case 5: return .ctrlE
        case 2: return .ctrlB
        case 6: return .ctrlF
        case 27: return .escape
        case 9: return .tab
        case 32: return .space
        case 8, 127: return .backspace
        case 3: return .ctrlC
        case 7: return .ctrlG
        case 17: return .ctrlQ
        case 14: return .ctrlN
        case 16: return .ctrlP
        case 26: return .ctrlZ
        case 21: return .ctrlU
        case 23: return .ctrlW
        case 1: return .ctrlA
        case 20: return .ctrlT
        case 0..<32, 0x7F..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
