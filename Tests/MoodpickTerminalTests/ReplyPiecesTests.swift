import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// Replies that arrive in pieces (docs/TERMINAL.md, "Replies in pieces"): a terminal or an ssh
/// link that delivers the probe's answers in writes far apart. Played to the reader's rules
/// (`TimedDecoder`, the wait of `TerminalReader.probe`) with the time passed in: no sleeping.
@Suite("Replies in pieces")
struct ReplyPiecesTests {
    /// The full answer set: the cursor report (row 5, column 1), DECRQM 2026, 2027 and 1016, the
    /// kitty flags, OSC 11 (ended by ST), the cell size and DA1, as ghostty sends them.
    static let profile = ProbeAbilitiesTests.profiles[1]
    static let replies = Array(profile.replies.utf8)
    static let cursor = CursorPosition(row: 4, column: 0)
    static let wait = 1000

    /// What a play gave: the probe's answer, and the tokens read after its wait.
    struct Played {
        var answer: StartupProbe.Answer
        var after: [TerminalToken]
        /// The input events among all of it, in order: what the picker sees.
        var events: [InputEvent] {
            (answer.kept + after).compactMap { if case .event(let event) = $0 { event } else { nil } }
        }
    }

    /// Plays `arrivals` (bytes, and when they came in milliseconds after the questions went out)
    /// as the reader reads them: the wait ends at `wait` or at the sentinel's reply, and bytes
    /// held are given up when `TimedDecoder` says, if nothing came before.
    static func play(_ arrivals: [(at: Int, bytes: [UInt8])], wait: Int = wait) -> Played {
        var timed = TimedDecoder()
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        let deadline = Duration.milliseconds(wait)
        timed.awaitAnswers(until: deadline)
        var waiting = true, begun = false
        var after: [TerminalToken] = []
        func take(_ tokens: [TerminalToken]) {
            for token in tokens {
                guard waiting && !probe.isComplete else {
                    after.append(token)
                    continue
                }
                if case .reply = token { begun = true }
                probe.take(token)
            }
        }
        /// Time passes until `end` (nil: for ever) with no byte.
        func pass(until end: Duration?) {
            while true {
                if waiting && probe.isComplete {
                    waiting = false
                    timed.answersEnded(at: deadline, complete: true, begun: begun)
                }
                let wakes = [waiting ? deadline : nil, timed.givesUpAt].compactMap { $0 }.filter { end == nil || $0 <= end! }
                guard let wake = wakes.min() else { return }
                if waiting && wake == deadline {
                    waiting = false
                    timed.answersEnded(at: deadline, complete: probe.isComplete, begun: begun)
                } else {
                    take(timed.giveUp())
                }
            }
        }
        for (at, bytes) in arrivals {
            pass(until: .milliseconds(at))
            take(timed.feed(bytes, at: .milliseconds(at)))
        }
        pass(until: nil)
        return Played(answer: probe.answer, after: after)
    }

    /// The replies cut after `cut` bytes, the rest `gap` ms later; the first piece 5 ms after the questions.
    static func cut(at cut: Int, gap: Int) -> [(at: Int, bytes: [UInt8])] {
        [(5, Array(replies[..<cut])), (5 + gap, Array(replies[cut...]))]
    }

    @Test("cut at every point, the rest up to the wait later: the whole answer, nothing kept, nothing typed", arguments: [26, 100, 500, 990])
    func cutWithinTheWait(gap: Int) {
        var failed: [Int] = []
        for cut in 0...Self.replies.count {
            let played = Self.play(Self.cut(at: cut, gap: gap))
            let answer = played.answer
            if !(answer.isComplete && answer.cursor == Self.cursor && answer.abilities == Self.profile.abilities
                && answer.kept.isEmpty && played.after.isEmpty) {
                failed.append(cut)
            }
        }
        #expect(failed.isEmpty, "\(failed.count) of \(Self.replies.count + 1) cut points fail with a \(gap) ms gap: \(failed)")
    }

    @Test("cut at every point, the rest after the wait: the late tail is no key; the cursor, when it came whole, still counts",
          arguments: [1001, 1400, 1990])
    func cutPastTheWait(gap: Int) {
        var typed: [Int] = []
        for cut in 0...Self.replies.count {
            let played = Self.play(Self.cut(at: cut, gap: gap))
            if !played.events.isEmpty { typed.append(cut) }
            if cut >= 6 { #expect(played.answer.cursor == Self.cursor, "cut at \(cut)") }
        }
        #expect(typed.isEmpty, "the late tail typed keys at \(typed.count) cut points: \(typed)")
    }

    @Test("once the late answers are in (the sentinel came), a lone ESC is the Esc key again after 25 ms")
    func escapeAfterLateAnswers() {
        let played = Self.play(Self.cut(at: 1, gap: 1500) + [(3000, [0x1B])])
        #expect(played.events == [.key(.escape)])
        #expect(played.after.last == .event(.key(.escape)))
    }

    @Test("one byte every 20 or 40 ms, past the wait, an Enter typed at any point: the Enter alone is input, the cursor placed",
          arguments: [20, 40])
    func byteByByte(interval: Int) {
        var wrong: [Int] = []
        for enter in 0...Self.replies.count {
            var bytes = Self.replies
            bytes.insert(0x0D, at: enter)
            let played = Self.play(bytes.enumerated().map { (at: 5 + $0.offset * interval, bytes: [$0.element]) })
            if played.events != [.key(.enter)] || played.answer.cursor != Self.cursor { wrong.append(enter) }
        }
        #expect(wrong.isEmpty, "the Enter typed at these points was lost, or more was typed: \(wrong)")
    }

    @Test("a terminal that answers nothing: Esc typed during the wait counts at its end; after it, at once")
    func silentTerminal() {
        #expect(Self.play([(100, [0x1B])]).events == [.key(.escape)])
        let late = Self.play([(1300, [0x1B])])
        #expect(late.events == [.key(.escape)] && late.after == [.event(.key(.escape))])
        #expect(Self.play([(1300, [0x1B, UInt8(ascii: "x")])]).events == [.key(.character("x"))], "Alt-x: the key alone")
    }

    @Test("the decoder alone, replies awaited: a control inside a CSI sequence is a key typed meanwhile, and the sequence goes on")
    func controlInsideASequence() {
        var decoder = InputDecoder()
        decoder.awaitsReplies = true
        #expect(decoder.feed(Array("\u{1B}[5;\r1R".utf8)) == [.event(.key(.enter)), .reply(.cursorPosition(row: 4, column: 0))])
        #expect(decoder.feed(Array("\u{1B}[?2026;\u{3}2$y".utf8)) == [.event(.key(.ctrlC)), .reply(.modeReport(mode: 2026, state: 2))])
    }
}
