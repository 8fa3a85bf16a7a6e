import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The emoji width samples' reports in the start-up probe's replies (`EmojiWidthReading`):
/// asked first, so the first reports read are theirs; the probe's own report, right before the
/// DA1 reply, is still the cursor, and everything else stays input, in order.
@Suite("EmojiWidthReading")
struct EmojiWidthReadingTests {
    /// The terminal's bytes for six samples ending at `columns` on row 4 (1-based 5), the
    /// probe's report at row 12 column 7, then the DA1 reply.
    static func replies(_ columns: [Int], between: String = "") -> String {
        columns.map { "\u{1B}[5;\($0 + 1)R" }.joined(separator: between) + "\u{1B}[12;7R\u{1B}[?62c"
    }

    @Test("the first six reports are the samples'; the seventh is the cursor; keys typed meanwhile stay input", arguments: [
        (replies([2, 4, 6, 8, 10, 12]), "17.0" as String?, [TerminalToken]()),
        (replies([2, 4, 6, 6, 6, 6]), "14.0", []),
        (replies([2, 4, 6, 6, 6, 6], between: "x"), "14.0", Array(repeating: .event(.key(.character("x"))), count: 5)),
        ("\u{1B}[12;7R\u{1B}[?62c", nil, []),  // one report: the samples claim it, the cursor is not known
    ])
    func claimed(replies: String, drawn: String?, kept: [TerminalToken]) {
        var decoder = InputDecoder()
        var widths = EmojiWidthReading()
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        for token in decoder.feed(Array(replies.utf8)) + decoder.flush() where !widths.take(token) { probe.take(token) }
        #expect(widths.newestDrawn?.description == drawn)
        let answer = probe.answer
        #expect(answer.isComplete)
        if drawn != nil { #expect(answer.cursor == CursorPosition(row: 11, column: 6)) }
        #expect(answer.kept == kept)
    }

    @Test("a terminal that reports nothing: nothing claimed, no version, every emoji")
    func silent() {
        var widths = EmojiWidthReading()
        let claimedSentinel = widths.take(.reply(.primaryAttributes(sixel: false)))
        let claimedKey = widths.take(.event(.key(.character("a"))))
        #expect(!claimedSentinel && !claimedKey)
        #expect(widths.reports.isEmpty && widths.newestDrawn == nil)
    }

    @Test("the reader: claimed reports are neither the cursor nor input; what was typed around them is")
    func reader() {
        let pipes = StartupProbeTests.Pipes()
        let reader = TerminalReader(fd: pipes.terminal[0], wakeFD: pipes.wake[0], clock: SystemClock())
        pipes.type("a")  // typed ahead
        var widths = EmojiWidthReading()
        let answer = reader.probe(screen: ScreenSize(columns: 80, rows: 24), within: .seconds(5), claim: { widths.take($0) }) {
            pipes.type("b" + Self.replies([2, 4, 6, 8, 10, 11]) + "c")
        }
        #expect(answer.cursor == CursorPosition(row: 11, column: 6))
        #expect(widths.newestDrawn?.description == "16.0")
        var tokens: [TerminalToken] = []
        while case .token(let token) = reader.next(until: .zero) { tokens.append(token) }
        #expect(tokens == [.event(.key(.character("a"))), .event(.key(.character("b"))), .event(.key(.character("c")))])
    }

    @Test("any bytes at all: at most six reports claimed, each a report, in order; every other token left, in order", arguments: 0..<200)
    func anyReplies(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["\u{1B}[5;3R", "\u{1B}[1;5R", "\u{1B}[99;999R", "\u{1B}[?62c", "x", "\u{1B}[A", "\u{1B}[200~\u{1B}[2;2R\u{1B}[201~", "\u{1B}", "9;", "R"]
        let replies = (0..<Int.random(in: 0...16, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        var decoder = InputDecoder()
        let tokens = decoder.feed(Array(replies.utf8)) + decoder.flush()
        var widths = EmojiWidthReading()
        var claimed: [TerminalToken] = []
        var left: [TerminalToken] = []
        for token in tokens {
            if widths.take(token) { claimed.append(token) } else { left.append(token) }
        }
        let reports = tokens.filter { if case .reply(.cursorPosition) = $0 { true } else { false } }
        #expect(claimed == Array(reports.prefix(EmojiWidthSamples.reportCount)), "\(replies.debugDescription)")
        #expect(widths.reports.count == claimed.count)
        var expectedLeft: [TerminalToken] = []
        var reportsSeen = 0
        for token in tokens {
            if case .reply(.cursorPosition) = token, reportsSeen < EmojiWidthSamples.reportCount {
                reportsSeen += 1
            } else {
                expectedLeft.append(token)
            }
        }
        #expect(left == expectedLeft)
        if let drawn = widths.newestDrawn { #expect(drawn >= EmojiVersion(major: 11, minor: 0) && claimed.count == 6) }
    }
}
