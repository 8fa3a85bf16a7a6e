import MoodpickCore

/// The modes the start-up probe's answers allow (docs/TERMINAL.md, "What moodpick asks"), each
/// with an undo slot of its own, so every exit path (a choice, a cancel, each signal, a crash,
/// Ctrl-Z) puts it back, and a resume turns it on again.
extension TerminalMode {
    /// The kitty keyboard protocol's flags moodpick pushes (``InputDecoder/pushedKeyboardFlags``,
    /// docs/TERMINAL.md, "Key events").
    static let keyboardFlags = InputDecoder.pushedKeyboardFlags

    /// Pushes ``keyboardFlags`` on the terminal's keyboard mode stack (`CSI > flags u`); pops
    /// them (`CSI < u`) when undone. kitty keeps a stack for each screen, so this is turned on
    /// after the alternate screen is entered, and its slot comes before the alternate screen's.
    static let kittyKeyboard = TerminalMode(
        name: "kitty keyboard protocol", slot: .keyboardProtocol, on: Array("\u{1B}[>\(keyboardFlags)u".utf8),
        off: Array("\u{1B}[<u".utf8))
    /// DEC 2027: widths follow the terminal's grapheme clusters.
    static let graphemeClustering = TerminalMode(
        name: "grapheme clustering", slot: .graphemeClustering, on: Array("\u{1B}[?2027h".utf8), off: Array("\u{1B}[?2027l".utf8))
    /// DEC 1016: SGR mouse reports in pixels.
    static let mousePixels = TerminalMode(
        name: "SGR mouse reports in pixels", slot: .mousePixels, on: Array("\u{1B}[?1016h".utf8), off: Array("\u{1B}[?1016l".utf8))

    /// Whether frames are wrapped in synchronized output (DEC 2026) on the terminal that said
    /// `abilities`, under `term` (docs/TERMINAL.md, "Synchronized output"): where DECRQM says
    /// it knows the mode, yes; where it says it does not (0, xterm, urxvt, mlterm) or that it is
    /// always reset (4, VTE), no; where it said nothing (no DECRQM: alacritty, konsole; not
    /// asked: tmux, GNU screen), yes, as such terminals drop an unknown mode silently, but not
    /// in st (`TERM=st…`), which logs every unknown mode to its standard error, a line a frame.
    static func synchronizesFrames(_ abilities: TerminalAbilities, term: String) -> Bool {
        switch abilities.synchronizedOutput {
        case .set, .reset, .alwaysSet: return true
        case .notRecognized, .alwaysReset: return false
        case .unknown: return !(term.hasPrefix("st-") || term == "st" || term.hasPrefix("stterm"))
        }
    }

    /// The modes to turn on for a terminal that said `abilities`, with the mouse on or not:
    /// - the kitty keyboard flags where the terminal answered `CSI ? u`;
    /// - 2027 where DECRQM said it is there but reset (set already: nothing to do; unknown or
    ///   permanent: nothing can be done);
    /// - 1016 with the mouse, where DECRQM said it is there but reset and the cell size in pixels
    ///   is known (without it no pixel maps to a cell).
    static func allowed(by abilities: TerminalAbilities, mouse: Bool) -> [TerminalMode] {
        var modes: [TerminalMode] = []
        if abilities.kittyKeyboardFlags != nil { modes.append(kittyKeyboard) }
        if abilities.graphemeClustering == .reset { modes.append(graphemeClustering) }
        if mouse, abilities.pixelMouse == .reset, let cell = abilities.cellPixels, cell.width > 0, cell.height > 0 { modes.append(mousePixels) }
        return modes
    }
}
