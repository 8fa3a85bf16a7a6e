import CNcursesw
import MoodpickCore

/// What a key that ncurses read means to the picker: pure mappings, tested without a terminal.
///
/// Under `raw()` every control key arrives as its byte (Ctrl-C is 3, Ctrl-Z is 26), so cancel,
/// suspend and the Ctrl-N/Ctrl-P moves are decided here, not by the terminal's signals.
public enum KeyDecoder {
    /// The key for a function-key code (`wget_wch` returned KEY_CODE_YES); nil for codes
    /// moodpick does not use.
    public static func key(forFunctionKey code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        default: return nil
        }
    }

    /// The key for a character (`wget_wch` returned OK); nil for controls moodpick ignores.
    public static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter  // LF or CR, with or without nl()
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
        case 0..<32, 0x7F..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
