/// A key the picker acts on, as decoded from the terminal or read from a replay script.
package enum Key: Hashable, Sendable {
    case left, right, up, down, home, end, pageUp, pageDown
    case enter, escape, space, tab, backTab, backspace
    case ctrlC, ctrlG, ctrlQ, ctrlN, ctrlP, ctrlZ
    /// Ctrl-U erases the query, Ctrl-W its last word; Ctrl-A marks every match, Ctrl-T the
    /// centered item (`--multi`).
    case ctrlU, ctrlW, ctrlA, ctrlT
    /// Ctrl-J and Ctrl-K: the next and the previous cell, as fzf's down and up.
    case ctrlJ, ctrlK
    /// fzf's keys that move the query's cursor: Ctrl-E to the end, Ctrl-B/Ctrl-F a character,
    /// Alt-b/Alt-f a word (Ctrl-A, to the start, without `--multi`).
    case ctrlE, ctrlB, ctrlF, altB, altF
    /// A printable character: typed into the query (or the type-ahead text with `--jump`).
    case character(Character)
}

/// Which way the wheel turned: `left` and `right` are the horizontal wheel (a sideways
/// trackpad swipe, SGR buttons 66 and 67).
package enum WheelDirection: String, Sendable {
    case up, down, left, right

    /// Cells the strip steps: later cells for down and right, earlier for up and left.
    package var step: Int { self == .down || self == .right ? 1 : -1 }
}

/// One thing that happened at the terminal. Columns and rows are 0-based cells of the picture
/// (the terminal layer maps screen rows to picture rows; full screen they are the same).
///
/// Keys come in two kinds. `key` is a press whose release the terminal will never report: every
/// key of a terminal without the kitty keyboard protocol's event types (an auto-repeat is then
/// one more `key`), and the keys that protocol still sends as text or legacy bytes (letters,
/// Enter, Tab, Backspace). Where the protocol reports event types, the other keys come as
/// `keyDown`, then any number of `keyRepeat`, then `keyUp` (docs/TERMINAL.md, "Key events").
/// Whatever reads keys and does not care for holds reads `keyDown` as `key` and ignores the rest
/// (``pressedKey``), so with the protocol off nothing changes.
package enum InputEvent: Hashable, Sendable {
    /// A key pressed, its release never reported.
    case key(Key)
    /// A key pressed whose `keyUp` will follow (the kitty keyboard protocol's press, event type 1).
    case keyDown(Key)
    /// A key held down, repeated by the terminal's auto-repeat (event type 2): no new press.
    case keyRepeat(Key)
    /// A key came up (event type 3).
    case keyUp(Key)
    /// The left button went down. `fraction` is where in the column the pointer is, 0..<1, when
    /// the terminal reports pixels (DEC 1016); 0 for reports in cells.
    case press(column: Int, row: Int, fraction: Double = 0)
    /// The pointer moved with the button held.
    case drag(column: Int, row: Int, fraction: Double = 0)
    /// The button came up.
    case release(column: Int, row: Int, fraction: Double = 0)
    case wheel(WheelDirection, column: Int, row: Int)
    /// The size changed: from the terminal, the screen's new size; the loop hands the picker
    /// the picture's size in its place (`Viewport.picture`), which is what the picker lays out.
    case resize(columns: Int, rows: Int)
    /// Bracketed paste: counts as typed text, never chooses.
    case paste(String)

    /// The key this event presses: `key` and `keyDown` press one; a repeat, a release and every
    /// other event press none.
    package var pressedKey: Key? {
        switch self {
        case .key(let key), .keyDown(let key): return key
        default: return nil
        }
    }

    /// The key of a press that repeats like a legacy key: `key` and `keyDown`, and `keyRepeat`,
    /// which a reader without holds (the wheels, typing) takes as one more press, as a
    /// terminal without event types would send it.
    package var pressedOrRepeatedKey: Key? {
        if case .keyRepeat(let key) = self { return key }
        return pressedKey
    }
}
