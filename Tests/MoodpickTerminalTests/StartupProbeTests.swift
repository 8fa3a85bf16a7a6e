import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The start-up probe (docs/TERMINAL.md, "Inline: where the picture goes"): only the report
/// that answers the request is believed, and everything else that arrived stays input, in order.
@Suite("StartupProbe")
struct StartupProbeTests {
    /// The answer to `replies` (the terminal's bytes after the request) on an 80 × 24 screen,
    /// with `ended` telling whether the wait is over without the sentinel.
    static func answer(_ replies: String, screen: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> StartupProbe.Answer {
        var decoder = InputDecoder()
        var probe = StartupProbe(screen: screen)
        for token in decoder.feed(Array(replies.utf8)) + decoder.flush() { probe.take(token) }
        return probe.answer
    }

    static let ctrlF3 = TerminalToken.reply(.cursorPosition(row: 0, column: 4))
    static func key(_ character: Character) -> TerminalToken { .event(.key(.character(character))) }

    @Test("the report right before the DA1 reply is the answer; the reports and keys before it stay input, in order", arguments: [
        // (what arrived after the request, where the cursor is, what stays input)
        ("\u{1B}[12;7R\u{1B}[?62;22c", CursorPosition(row: 11, column: 6) as CursorPosition?, [TerminalToken]()),
        ("a\u{1B}[1;5Rb\u{1B}[12;7R\u{1B}[?1;2c", CursorPosition(row: 11, column: 6), [key("a"), ctrlF3, key("b")]),
        ("\u{1B}[1;5R\u{1B}[?1;2c", CursorPosition(row: 0, column: 4), []),
        ("\u{1B}[200~\u{1B}[3;1R\u{1B}[201~\u{1B}[12;7R\u{1B}[?c", CursorPosition(row: 11, column: 6), [.event(.paste("\u{1B}[3;1R"))]),
    ])
    func answered(replies: String, cursor: CursorPosition?, kept: [TerminalToken]) {
        let answer = Self.answer(replies)
        #expect(answer.isComplete)
        #expect(answer.cursor == cursor)
        #expect(answer.kept == kept)
    }

    @Test("a DA1 reply with no report right before it: the terminal does not report the cursor, known at once")
    func sentinelWithoutReport() {
        let answer = Self.answer("\u{1B}[?62c")
        #expect(answer.isComplete && answer.cursor == nil && answer.kept.isEmpty)
        let typedBetween = Self.answer("\u{1B}[1;5Rx\u{1B}[?62c")
        #expect(typedBetween.isComplete && typedBetween.cursor == nil, "a report with a key after it answers nothing")
        #expect(typedBetween.kept == [Self.ctrlF3, Self.key("x")])
    }

    @Test("a report beyond the screen answers nothing and stays input", arguments: ["\u{1B}[30;1R", "\u{1B}[24;200R", "\u{1B}[25;80R", "\u{1B}[1;82R"])
    func beyondTheScreen(report: String) {
        let answer = Self.answer(report + "\u{1B}[?62c")
        #expect(answer.cursor == nil)
        #expect(answer.kept.count == 1)
        #expect(Self.answer("\u{1B}[24;80R\u{1B}[?62c").cursor == CursorPosition(row: 23, column: 79), "the last cell is on the screen")
        #expect(Self.answer("\u{1B}[9;81R\u{1B}[?62c").cursor == CursorPosition(row: 8, column: 80),
                "so is the column just past it: tmux's pending wrap")
    }

    @Test("no sentinel by the end of the wait (a terminal that answers no DA1): the last report within the screen")
    func noSentinel() {
        let answer = Self.answer("\u{1B}[3;1Rq\u{1B}[30;1R")
        #expect(!answer.isComplete)
        #expect(answer.cursor == CursorPosition(row: 2, column: 0))
        #expect(answer.kept == [Self.key("q"), .reply(.cursorPosition(row: 29, column: 0))])
        #expect(Self.answer("").cursor == nil && Self.answer("zz").kept == [Self.key("z"), Self.key("z")])
    }

    @Test("what follows the sentinel's reply is not taken")
    func afterTheSentinel() {
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        probe.take(.reply(.cursorPosition(row: 4, column: 0)))
        probe.take(.reply(.primaryAttributes(sixel: false)))
        probe.take(.reply(.cursorPosition(row: 9, column: 0)))
        probe.take(Self.key("x"))
        #expect(probe.answer == StartupProbe.Answer(cursor: CursorPosition(row: 4, column: 0), isComplete: true, kept: []))
    }

    /// A pipe standing in for the terminal, and one for the wake-ups.
    final class Pipes {
        var terminal: [Int32] = [-1, -1]
        var wake: [Int32] = [-1, -1]
        init() {
            _ = pipe(&terminal)
            _ = pipe(&wake)
        }
        func type(_ text: String) { Descriptor.writeAll(Array(text.utf8), to: terminal[1]) }
        deinit { for fd in terminal + wake { close(fd) } }
    }

    @Test("the reader: bytes waiting before the request are input; the answer is taken out; keys around it keep their order")
    func reader() {
        let pipes = Pipes()
        let reader = TerminalReader(fd: pipes.terminal[0], wakeFD: pipes.wake[0], clock: SystemClock())
        pipes.type("a\u{1B}[5;1R")  // typed ahead: a key, then a stale report
        let answer = reader.probe(screen: ScreenSize(columns: 80, rows: 24), within: .seconds(5)) {
            pipes.type("b\u{1B}[1;5R\u{1B}[12;7R\u{1B}[?62cc")
        }
        #expect(answer.cursor == CursorPosition(row: 11, column: 6))
        var tokens: [TerminalToken] = []
        while case .token(let token) = reader.next(until: .zero) { tokens.append(token) }
        #expect(tokens == [Self.key("a"), .reply(.cursorPosition(row: 4, column: 0)), Self.key("b"), Self.ctrlF3, Self.key("c")])
    }

    @Test("the reader: a DA1 reply alone ends the wait at once; silence ends it at the timeout with no answer")
    func readerWithoutReport() {
        let pipes = Pipes()
        let clock = SystemClock()
        let reader = TerminalReader(fd: pipes.terminal[0], wakeFD: pipes.wake[0], clock: clock)
        // The wait is long enough to hang the test: only the sentinel can end it.
        let answered = reader.probe(screen: ScreenSize(columns: 80, rows: 24), within: .seconds(600)) { pipes.type("\u{1B}[?62c") }
        #expect(answered.isComplete && answered.cursor == nil)
        let silent = reader.probe(screen: ScreenSize(columns: 80, rows: 24), within: .milliseconds(50)) {}
        #expect(!silent.isComplete && silent.cursor == nil)
    }
}
