/// A key the picker acts on, as decoded from the terminal or read from a replay script.
public enum Key: Hashable, Sendable {
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
public enum WheelDirection: String, Sendable {
    case up, down, left, right

    /// Cells the strip steps: later cells for down and right, earlier for up and left.
    public var step: Int { self == .down || self == .right ? 1 : -1 }
}

/// One thing that happened at the terminal. Columns and rows are 0-based cells of the picture
/// (the terminal layer maps screen rows to picture rows; full screen they are the same).
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// The left button went down.
    case press(column: Int, row: Int)
    /// The pointer moved with the button held.
    case drag(column: Int, row: Int)
    /// The button came up.
    case release(column: Int, row: Int)
    case wheel(WheelDirection, column: Int, row: Int)
    /// The size changed: from the terminal, the screen's new size; the loop hands the picker
    /// the picture's size in its place (`Viewport.picture`), which is what the picker lays out.
    case resize(columns: Int, rows: Int)
    /// Bracketed paste: counts as typed text, never chooses.
    case paste(String)
}
