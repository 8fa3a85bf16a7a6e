import MoodpickCore
import MoodpickTerminal

/// The start-up probe's replies (`StartupProbe`): whatever the terminal sends after the request,
/// however `read` splits it, the answer is the same; a cursor it believes lies on the screen and
/// is a report of the bytes; once the sentinel came, it is the token right before it once the
/// ability answers are set aside; the abilities are what the last reply of each kind said; and
/// every other token taken stays input, in order: nothing lost, nothing made up.
///
/// Input: the screen's columns and rows (a byte each, 0 read as 1), a split point, then the
/// terminal's bytes.
enum ProbeFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 3 else { return }
        let screen = ScreenSize(columns: Int(bytes[0]), rows: Int(bytes[1]))
        let input = Array(bytes.dropFirst(3))
        let cut = input.isEmpty ? 0 : Int(bytes[2]) % (input.count + 1)
        var whole = InputDecoder()
        let tokens = whole.feed(input) + whole.flush()
        var split = InputDecoder()
        let pieces = split.feed(input[..<cut]) + split.feed(input[cut...]) + split.flush()
        precondition(pieces == tokens, "a split at \(cut) decodes differently")

        var probe = StartupProbe(screen: screen)
        var taken: [TerminalToken] = []
        var abilities = TerminalAbilities.none
        for token in tokens where !probe.isComplete {
            probe.take(token)
            if token != .reply(.primaryAttributes) && !answers(token, into: &abilities) { taken.append(token) }
        }
        var again = StartupProbe(screen: screen)
        for token in pieces { again.take(token) }
        let answer = probe.answer
        precondition(again.answer == answer, "the same replies, another answer")
        precondition(answer.isComplete == tokens.contains(.reply(.primaryAttributes)), "complete exactly when the sentinel came")
        precondition(answer.abilities == abilities, "abilities \(answer.abilities), the replies say \(abilities)")

        guard let cursor = answer.cursor else {
            precondition(answer.kept == taken, "no answer, yet not everything kept")
            return
        }
        precondition(cursor.row >= 0 && cursor.column >= 0 && cursor.row < screen.rows && cursor.column <= screen.columns,
                     "a cursor beyond the \(screen.columns) × \(screen.rows) screen: \(cursor)")
        let report = TerminalToken.reply(.cursorPosition(row: cursor.row, column: cursor.column))
        guard let index = answer.isComplete ? taken.indices.last : taken.lastIndex(of: report) else {
            preconditionFailure("an answer from no report")
        }
        precondition(taken[index] == report, "the answer is not the report right before the sentinel")
        var kept = taken
        kept.remove(at: index)
        precondition(answer.kept == kept, "the tokens kept are not the others, in order")
    }

    /// The oracle for the ability replies: whether `token` answers an ability question, and
    /// what the last reply of its kind says (DECRQM of 2026, 2027, 1016; the kitty flags; a
    /// cell size, zero meaning unknown; OSC 11; XTVERSION).
    static func answers(_ token: TerminalToken, into abilities: inout TerminalAbilities) -> Bool {
        guard case .reply(let reply) = token else { return false }
        switch reply {
        case .modeReport(let mode, let state):
            let states: [Int: TerminalAbilities.ModeState] = [0: .notRecognized, 1: .set, 2: .reset, 3: .alwaysSet, 4: .alwaysReset]
            let value = states[state] ?? .unknown
            switch mode {
            case 2026: abilities.synchronizedOutput = value
            case 2027: abilities.graphemeClustering = value
            case 1016: abilities.pixelMouse = value
            default: return false
            }
        case .keyboardFlags(let flags): abilities.kittyKeyboardFlags = flags
        case .cellSize(let height, let width):
            abilities.cellPixels = height > 0 && width > 0 ? .init(width: width, height: height) : nil
        case .background(let colour): abilities.background = colour
        case .version(let text): abilities.terminal = .init(xtversion: text)
        case .cursorPosition, .primaryAttributes: return false
        }
        return true
    }
}
