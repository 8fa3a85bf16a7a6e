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
/// on it: tmux's pending wrap).
///
/// The first probe also asks what the terminal can do (`Questions.abilities`, where
/// `ProbePolicy` allows it): DECRQM for modes 2026, 2027 and 1016, the kitty keyboard flags,
/// OSC 11 (the background), the cell size and XTVERSION (who the terminal is), and the kitty
/// graphics query (`APC G … a=q`) where it may be asked, all between the cursor request and the
/// sentinel, so they cost no second round trip; DA1's own reply says whether sixel is there. Their replies have shapes no key has; each fills its field
/// of `TerminalAbilities`, and the cursor report is then the last token before the sentinel
/// once they are set aside.
package struct StartupProbe: Sendable {
    /// What one probe asks.
    package enum Questions: Sendable {
        /// Where the cursor is (after a resize, a resume, and where the abilities are not asked).
        case cursor
        /// Where the cursor is, and what the terminal can do, kitty graphics included: the first probe.
        case abilities
        /// The same but for the kitty graphics query: the first probe inside tmux, which takes
        /// an APC string as the pane's title and answers none (`ProbePolicy`).
        case abilitiesExceptGraphics

        /// Whether the ability questions are asked.
        package var asksAbilities: Bool { self != .cursor }
    }

    /// The questions, in one write: the cursor position, then the sentinel.
    package static let request: [UInt8] = request(.cursor)
    /// The ability questions, in the order their replies come: DECRQM 2026, 2027 and 1016, the
    /// kitty keyboard flags, OSC 11 (ended by ST), the cell size in pixels, XTVERSION (the
    /// terminal's name and version).
    package static let abilityQuestions: [UInt8] = Array(
        "\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[?1016$p\u{1B}[?u\u{1B}]11;?\u{1B}\\\u{1B}[16t\u{1B}[>q".utf8)

    /// The image id of the kitty graphics query (`TerminalReply.graphics` answers with it).
    package static let graphicsQueryID = 31
    /// The kitty graphics query: a 1×1 RGB image sent directly (`t=d`), only queried (`a=q`:
    /// kitty checks it and answers `OK` or an error, and keeps nothing). Terminals without the
    /// protocol drop the APC string and answer only the DA1 after it.
    package static let graphicsQuestion: [UInt8] = Array("\u{1B}_Gi=\(graphicsQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)

    /// The bytes that ask `questions`, the sentinel last.
    package static func request(_ questions: Questions) -> [UInt8] {
        let cursor = Array("\u{1B}[6n".utf8), sentinel = Array("\u{1B}[c".utf8)
        switch questions {
        case .cursor: return cursor + sentinel
        case .abilities: return cursor + abilityQuestions + graphicsQuestion + sentinel
        case .abilitiesExceptGraphics: return cursor + abilityQuestions + sentinel
        }
    }

    /// What the replies said.
    package struct Answer: Equatable, Sendable {
        /// Where the cursor is, 0-based; nil when the terminal did not say, or said a place
        /// beyond the screen.
        package var cursor: CursorPosition?
        /// Whether the sentinel was answered: everything asked has its answer by now.
        package var isComplete: Bool
        /// Everything that arrived and answered nothing, in order: input.
        package var kept: [TerminalToken]
        /// What the replies to the ability questions said; `.none` where nothing was said.
        package var abilities: TerminalAbilities

        package init(cursor: CursorPosition?, isComplete: Bool, kept: [TerminalToken], abilities: TerminalAbilities = .none) {
            self.cursor = cursor
            self.isComplete = isComplete
            self.kept = kept
            self.abilities = abilities
        }
    }

    /// The screen the answers must lie within.
    package let screen: ScreenSize
    /// The tokens taken before the sentinel's reply, in order, but for the ability replies.
    private var tokens: [TerminalToken] = []
    /// What the ability replies taken so far said.
    private var abilities = TerminalAbilities.none
    /// Whether the sentinel was answered; tokens after it belong to no probe.
    package private(set) var isComplete = false

    package init(screen: ScreenSize) { self.screen = screen }

    /// Takes the next token read after the request was sent. After the sentinel's reply it
    /// takes nothing more: the caller leaves what follows as input.
    package mutating func take(_ token: TerminalToken) {
        guard !isComplete else { return }
        if case .reply(.primaryAttributes(let sixel)) = token {
            isComplete = true
            // A kitty graphics answer came before: kitty's protocol is the better one.
            if sixel && abilities.pictures == nil { abilities.pictures = .sixel }
        } else if case .reply(let reply) = token, abilities.take(reply) {
            return
        } else {
            tokens.append(token)
        }
    }

    /// The answer from what was taken. Once the sentinel came, the report must be the token
    /// right before it. When the wait ended without it (a terminal that answers no DA1, or one
    /// that answers nothing), the last report within the screen is believed, as the only rule
    /// left; keys typed before the request was sent never reach the probe.
    package var answer: Answer {
        let candidate: Int?
        if isComplete {
            candidate = tokens.indices.last.flatMap { isWithinScreen(tokens[$0]) ? $0 : nil }
        } else {
            candidate = tokens.lastIndex(where: isWithinScreen)
        }
        guard let candidate, case .reply(.cursorPosition(let row, let column)) = tokens[candidate] else {
            return Answer(cursor: nil, isComplete: isComplete, kept: tokens, abilities: abilities)
        }
        var kept = tokens
        kept.remove(at: candidate)
        return Answer(cursor: CursorPosition(row: row, column: column), isComplete: isComplete, kept: kept, abilities: abilities)
    }

    /// Whether `token` is a cursor report of a place on the screen: a cell, or the column just
    /// past the last one, which is how tmux reports a pending wrap (text that ended at the right
    /// margin; xterm reports the last column).
    private func isWithinScreen(_ token: TerminalToken) -> Bool {
        guard case .reply(.cursorPosition(let row, let column)) = token else { return false }
        return row < screen.rows && column <= screen.columns
    }
}
