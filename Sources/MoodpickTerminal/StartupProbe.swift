import MoodpickCore

/// The questions moodpick asks the terminal when it takes it (and again after a resize or a
/// resume), and the reading of the answers: a pure value, fed the decoded tokens that arrived
/// after the questions were sent, in order (docs/TERMINAL.md, "Inline: where the picture goes").
///
/// Today it asks where the cursor is (`CSI 6 n`), followed by DA1 (`CSI c`) as a sentinel:
/// every terminal answers DA1, and replies come in the order asked, so the cursor report is the
/// token right before the DA1 reply, and a DA1 reply with no report before it means the terminal
/// does not report the cursor: known at once, never waited for. Anything else that arrives is
/// not an answer and is kept, in order, as input: keys typed meanwhile, and a report-shaped
/// key (xterm's Ctrl-F3 is `CSI 1 ; 5 R`), a stale reply or a pasted fake, which are no answer
/// either. A report beyond the screen answers nothing (the column just past the last one is
/// on it: tmux's pending wrap). More questions (DECRQM, the kitty keyboard
/// flags, OSC 11) go before the sentinel, their replies read here the same way.
public struct StartupProbe: Sendable {
    /// The questions, in one write: the cursor position, then the sentinel.
    public static let request: [UInt8] = Array("\u{1B}[6n\u{1B}[c".utf8)

    /// What the replies said.
    public struct Answer: Equatable, Sendable {
        /// Where the cursor is, 0-based; nil when the terminal did not say, or said a place
        /// beyond the screen.
        public var cursor: CursorPosition?
        /// Whether the sentinel was answered: everything asked has its answer by now.
        public var isComplete: Bool
        /// Everything that arrived and answered nothing, in order: input.
        public var kept: [TerminalToken]
    }

    /// The screen the answers must lie within.
    public let screen: ScreenSize
    /// The tokens taken before the sentinel's reply, in order.
    private var tokens: [TerminalToken] = []
    /// Whether the sentinel was answered; tokens after it belong to no probe.
    public private(set) var isComplete = false

    public init(screen: ScreenSize) { self.screen = screen }

    /// Takes the next token read after the request was sent. After the sentinel's reply it
    /// takes nothing more: the caller leaves what follows as input.
    public mutating func take(_ token: TerminalToken) {
        guard !isComplete else { return }
        if token == .reply(.primaryAttributes) {
            isComplete = true
        } else {
            tokens.append(token)
        }
    }

    /// The answer from what was taken. Once the sentinel came, the report must be the token
    /// right before it. When the wait ended without it (a terminal that answers no DA1, or one
    /// that answers nothing), the last report within the screen is believed, as the only rule
    /// left; keys typed before the request was sent never reach the probe.
    public var answer: Answer {
        let candidate: Int?
        if isComplete {
            candidate = tokens.indices.last.flatMap { isWithinScreen(tokens[$0]) ? $0 : nil }
        } else {
            candidate = tokens.lastIndex(where: isWithinScreen)
        }
        guard let candidate, case .reply(.cursorPosition(let row, let column)) = tokens[candidate] else {
            return Answer(cursor: nil, isComplete: isComplete, kept: tokens)
        }
        var kept = tokens
        kept.remove(at: candidate)
        return Answer(cursor: CursorPosition(row: row, column: column), isComplete: isComplete, kept: kept)
    }

    /// Whether `token` is a cursor report of a place on the screen: a cell, or the column just
    /// past the last one, which is how tmux reports a pending wrap (text that ended at the right
    /// margin; xterm reports the last column).
    private func isWithinScreen(_ token: TerminalToken) -> Bool {
        guard case .reply(.cursorPosition(let row, let column)) = token else { return false }
        return row < screen.rows && column <= screen.columns
    }
}
