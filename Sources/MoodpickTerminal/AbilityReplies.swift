import MoodpickCore

/// How each reply to an ability question fills `TerminalAbilities` (docs/TERMINAL.md, "What
/// moodpick asks"). These replies have shapes no key has (`TerminalReply.csi`), so wherever one
/// arrives among the probe's replies it is an answer, never input.
extension TerminalAbilities {
    /// Takes `reply` when it answers an ability question; false when it is no such answer (a
    /// cursor report, the sentinel, a DECRQM report of a mode never asked about).
    mutating func take(_ reply: TerminalReply) -> Bool {
        switch reply {
        case .modeReport(let mode, let state):
            let value = ModeState(decrqm: state)
            switch mode {
            case 2026: synchronizedOutput = value
            case 2027: graphemeClustering = value
            case 1016: pixelMouse = value
            default: return false
            }
        case .keyboardFlags(let flags): kittyKeyboardFlags = flags
        case .cellSize(let height, let width):
            // A zero size (a terminal that knows no pixels) tells nothing.
            cellPixels = height > 0 && width > 0 ? PixelSize(width: width, height: height) : nil
        case .background(let colour): background = colour
        case .version(let text): terminal = TerminalAbilities.Identity(xtversion: text)
        case .graphics(let id, let ok):
            // Only the query's own id answers it; an error (or another id) leaves pictures as they are.
            if ok && id == StartupProbe.graphicsQueryID { pictures = .kitty }
        case .cursorPosition, .primaryAttributes: return false
        }
        return true
    }
}

extension TerminalAbilities.ModeState {
    /// DECRQM's state number: 0 not recognized, 1 set, 2 reset, 3 always set, 4 always reset,
    /// anything else unknown.
    init(decrqm state: Int) {
        switch state {
        case 0: self = .notRecognized
        case 1: self = .set
        case 2: self = .reset
        case 3: self = .alwaysSet
        case 4: self = .alwaysReset
        default: self = .unknown
        }
    }
}
