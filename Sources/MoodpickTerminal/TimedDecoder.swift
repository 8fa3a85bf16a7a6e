import MoodpickCore

/// The input decoder in time: when bytes held as the start of a sequence are given up (a lone
/// ESC becomes the Esc key, a cut sequence is dropped), from when the last byte came and what
/// the terminal still owes (docs/TERMINAL.md, "Replies in pieces"). Pure: the time is passed
/// in, so replies cut at every point with every gap are tested without a terminal or a clock.
///
/// A key's sequence comes in one write, so what is held is given up after ``escapeDelay`` of
/// quiet. The probe's answers need not: a terminal, or an ssh link, may deliver them in pieces
/// far apart. While they are awaited, a sequence begun waits for its rest until the probe's
/// wait ends. When the wait ended before the sentinel's reply but the terminal had begun to
/// answer, the rest of its answers are late and still come, each in a reply's shape: a
/// sequence begun then waits for ``lateSilence`` of quiet before it is given up. The sentinel's
/// reply (the last one owed), or that much quiet, ends the lateness.
package struct TimedDecoder: Sendable {
    /// How long a lone ESC, or a key's sequence cut short, waits for its rest: a key's bytes
    /// come in one write, so 25 ms of quiet means the Esc key.
    package static let escapeDelay: Duration = .milliseconds(25)
    /// How long a paste may pause before it is taken as ended.
    package static let pasteSilence: Duration = .seconds(1)
    /// How long the terminal may stay quiet in the middle of a late answer (one that comes
    /// after the probe's wait) before the part that came is given up.
    package static let lateSilence: Duration = .seconds(1)

    /// What the terminal is expected to send besides keys.
    package enum Expecting: Equatable, Sendable {
        /// Keys only: nothing is owed.
        case keys
        /// The probe's answers, until the end of its wait.
        case answers(until: Duration)
        /// The rest of the probe's answers, late: the wait ended at `since` before the
        /// sentinel's reply came, and the terminal had begun to answer.
        case lateAnswers(since: Duration)
    }

    package var decoder = InputDecoder()
    /// When the last byte came.
    package private(set) var lastByte: Duration = .zero
    /// What is expected; the decoder knows whether replies are (`InputDecoder.awaitsReplies`).
    package private(set) var expecting = Expecting.keys {
        didSet { decoder.awaitsReplies = expecting != .keys }
    }

    package init() {}

    /// Decodes `bytes`, which came at `now`; returns what they completed, in order.
    package mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes, at now: Duration) -> [TerminalToken] {
        if case .lateAnswers(let since) = expecting, !decoder.isPending, now >= max(since, lastByte) + Self.lateSilence {
            expecting = .keys  // quiet long enough since the wait: nothing more is coming
        }
        lastByte = now
        let tokens = decoder.feed(bytes)
        if case .lateAnswers = expecting, tokens.contains(where: \.isSentinelReply) { expecting = .keys }
        return tokens
    }

    /// When the bytes held are given up (``giveUp()``) if nothing more comes; nil when nothing
    /// is held, and while the probe's answers are awaited: its wait ends first
    /// (``answersEnded(at:complete:begun:)``), never a reply begun.
    package var givesUpAt: Duration? {
        if decoder.isInPaste { return lastByte + Self.pasteSilence }
        guard decoder.isPending else { return nil }
        switch expecting {
        case .keys: return lastByte + Self.escapeDelay
        case .answers: return nil
        case .lateAnswers(let since): return max(since, lastByte) + Self.lateSilence
        }
    }

    /// The terminal stayed quiet until ``givesUpAt``: a lone ESC is the Esc key, a cut sequence
    /// is dropped, a paste ends; a late answer cut this long is no longer awaited.
    package mutating func giveUp() -> [TerminalToken] {
        if case .lateAnswers = expecting { expecting = .keys }
        return decoder.flush()
    }

    /// The probe's questions went out: its answers are awaited until `deadline`.
    package mutating func awaitAnswers(until deadline: Duration) { expecting = .answers(until: deadline) }

    /// The wait for the probe's answers ended at `now`, `complete` when the sentinel's reply
    /// came; `begun` when a reply had come. An answer begun (a reply, or the start of a
    /// sequence held now) from a terminal whose sentinel has not come: the rest is late.
    package mutating func answersEnded(at now: Duration, complete: Bool, begun: Bool) {
        expecting = !complete && (begun || decoder.isPending) ? .lateAnswers(since: now) : .keys
    }
}
