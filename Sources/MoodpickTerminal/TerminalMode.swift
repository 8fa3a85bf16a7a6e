import MoodpickCore

/// One change moodpick makes to the terminal that every exit path undoes: a slot of the undo
/// list the C restore writes (`moodpick_set_undo`), on a choice, a cancel, a signal, a crash
/// and Ctrl-Z alike. The slots are written in this order.
enum UndoSlot: Int32, CaseIterable {
    /// Synchronized output ends first, so that everything after it shows at once.
    case synchronizedOutput
    case autowrap
    /// The pictures a pixel protocol drew (`PictureLayer.teardown`: kitty's delete of them
    /// all), before the text under them is erased and before the alternate screen is left.
    case pictures
    /// The picture: erased (or left, `--no-clear`) and the cursor put back; while the input
    /// loads, its progress line.
    case picture
    /// The kitty keyboard flags popped before the alternate screen is left: kitty keeps a
    /// keyboard mode stack for each screen.
    case keyboardProtocol
    case alternateScreen
    case mousePixels
    case mouseSGR
    case mouseMotion
    case bracketedPaste
    case cursorVisibility
    case graphemeClustering
}

/// A terminal mode as a named on/off pair: what turns it on while moodpick runs, what turns it
/// off again, and its slot in the undo list. A mode added here (the kitty keyboard flags,
/// grapheme clustering 2027) gets a slot of its own and is undone on every exit path.
struct TerminalMode: Sendable {
    let name: String
    let slot: UndoSlot
    let on: [UInt8]
    let off: [UInt8]

    private static func decPrivate(_ name: String, _ number: Int, slot: UndoSlot, setWhileOn: Bool = true) -> TerminalMode {
        let set = Array("\u{1B}[?\(number)h".utf8), reset = Array("\u{1B}[?\(number)l".utf8)
        return TerminalMode(name: name, slot: slot, on: setWhileOn ? set : reset, off: setWhileOn ? reset : set)
    }

    /// DEC 2026: a frame shows at once, when the terminal knows the mode (others ignore it).
    static let synchronizedOutput = decPrivate("synchronized output", 2026, slot: .synchronizedOutput)
    /// DEC 7 reset while a frame is written: a glyph drawn wider than planned at the right edge
    /// never wraps and scrolls the screen (docs/TERMINAL.md).
    static let noAutowrap = decPrivate("autowrap off", 7, slot: .autowrap, setWhileOn: false)
    /// 1002: button presses, releases and motion while a button is held.
    static let mouseMotion = decPrivate("mouse button and motion reports", 1002, slot: .mouseMotion)
    /// 1006: mouse reports in SGR form (any column, release told apart).
    static let mouseSGR = decPrivate("SGR mouse reports", 1006, slot: .mouseSGR)
    /// 2004: a paste arrives between markers, so it is text, never keys or a false reply.
    static let bracketedPaste = decPrivate("bracketed paste", 2004, slot: .bracketedPaste)

    /// `smcup` / `rmcup`; nil when the terminal has no alternate screen (TERM=linux).
    static func alternateScreen(_ codes: TerminfoCodes) -> TerminalMode? {
        guard let enter = codes.enterAlternateScreen, !enter.isEmpty else { return nil }
        return TerminalMode(name: "alternate screen", slot: .alternateScreen, on: enter, off: codes.leaveAlternateScreen)
    }

    /// `civis` / `cnorm`: the cursor hidden while moodpick runs.
    static func hiddenCursor(_ codes: TerminfoCodes) -> TerminalMode {
        TerminalMode(name: "cursor hidden", slot: .cursorVisibility, on: codes.hideCursor, off: codes.showCursor)
    }

    /// Mouse reports, in the order they are turned on.
    static let mouse = [mouseMotion, mouseSGR]
    /// The modes around each frame: on before it, off after it, in the same write; 2026 only
    /// where the terminal is taken to know it (``synchronizesFrames(_:term:)``).
    static func frame(synchronized: Bool) -> [TerminalMode] { synchronized ? [synchronizedOutput, noAutowrap] : [noAutowrap] }
}
