import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// How the start-up probe finds a pixel protocol (docs/TERMINAL.md, "What moodpick asks";
/// docs/IMAGES.md, "Drawing"): the kitty graphics query's answer, DA1's attribute 4, kitty
/// before sixel, and nothing from garbage, a late answer or inside tmux.
@Suite("StartupProbe pictures")
struct ProbePicturesTests {
    static let esc = "\u{1B}"
    static let kittyOK = "\(esc)_Gi=31;OK\(esc)\\"

    /// The probe's answer to `replies`, fed whole or one byte at a time.
    static func answer(_ replies: String, byteByByte: Bool = false) -> StartupProbe.Answer {
        var decoder = InputDecoder()
        decoder.awaitsReplies = true
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        let bytes = Array(replies.utf8)
        let tokens = byteByByte ? bytes.flatMap { decoder.feed([$0]) } : decoder.feed(bytes)
        for token in tokens + decoder.flush() { probe.take(token) }
        return probe.answer
    }

    @Test("what each terminal's answers say (recorded: kitty 0.26.5, xterm 379 -ti vt340 and plain; foot 1.13.1's DA1)", arguments: [
        ("kitty 0.26.5", "\(esc)[5;1R\(kittyOK)\(esc)[?62;c", PictureProtocol?.some(.kitty)),
        ("kitty, the query refused", "\(esc)[5;1R\(esc)_Gi=31;EINVAL:Unknown image format: 99\(esc)\\\(esc)[?62;c", nil),
        ("xterm -ti vt340", "\(esc)[5;1R\(esc)[?63;1;2;4;6;9;15;16;22;28c", .sixel),
        ("xterm 379", "\(esc)[5;1R\(esc)[?64;1;2;6;9;15;16;17;18;21;22;28c", nil),
        ("foot 1.13.1", "\(esc)[5;1R\(esc)[?62;4;22c", .sixel),
        ("sixel last", "\(esc)[5;1R\(esc)[?62;22;4c", .sixel),
        ("konsole 22.12 (kitty graphics and sixel)", "\(esc)[5;1R\(kittyOK)\(esc)[?62;1;4c", .kitty),
        ("a VT132: class 4 is no attribute", "\(esc)[5;1R\(esc)[?4;6c", nil),
        ("attribute 14, 42: not 4", "\(esc)[5;1R\(esc)[?62;14;42c", nil),
        ("another image id's OK", "\(esc)[5;1R\(esc)_Gi=7;OK\(esc)\\\(esc)[?62;c", nil),
        ("tmux 3.3a", "\(esc)[5;1R\(esc)[?1;2c", nil),
    ])
    func terminals(name: String, replies: String, pictures: PictureProtocol?) {
        for byteByByte in [false, true] {
            let answer = Self.answer(replies, byteByByte: byteByByte)
            #expect(answer.abilities.pictures == pictures, "\(name)")
            #expect(answer.kept.isEmpty && answer.isComplete, "\(name): nothing kept")
            #expect(answer.cursor == CursorPosition(row: 4, column: 0), "\(name): the report is still the one before the sentinel")
        }
    }

    @Test("the graphics answer's shapes: other keys skipped, a missing id or semicolon and garbage are no answer")
    func shapes() {
        #expect(TerminalReply.apc(body: Array("Gi=31;OK".utf8)) == .graphics(id: 31, ok: true))
        #expect(TerminalReply.apc(body: Array("Gi=31,p=2;OK".utf8)) == .graphics(id: 31, ok: true))
        #expect(TerminalReply.apc(body: Array("Gi=31;ENOENT:no such image".utf8)) == .graphics(id: 31, ok: false))
        #expect(TerminalReply.apc(body: Array("Gi=31;OKAY".utf8)) == .graphics(id: 31, ok: false))
        for garbage in ["Gi=31", "G;OK", "Gi=x;OK", "Gi=-3;OK", "Hi=31;OK", ""] {
            #expect(TerminalReply.apc(body: Array(garbage.utf8)) == nil, "\(garbage)")
        }
    }

    @Test("garbage APC strings are dropped, never typed; Alt-_ stays a key")
    func garbage() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(Self.esc)_Gnothing\(Self.esc)\\x".utf8)) == [.event(.key(.character("x")))])
        #expect(decoder.feed(Array("\(Self.esc)_a".utf8)) == [.event(.key(.character("_"))), .event(.key(.character("a")))])
        #expect(decoder.feed(Array("\(Self.esc)_".utf8)).isEmpty && decoder.flush() == [.event(.key(.character("_")))])
        let long = String(repeating: "A", count: 4096)
        #expect(decoder.feed(Array("\(Self.esc)_Gi=31;\(long)\(Self.esc)\\".utf8)).isEmpty, "an overlong string: read to its end, dropped")
    }

    @Test("an answer after the sentinel (late) answers nothing: no pictures, as before")
    func late() {
        let answer = Self.answer("\(Self.esc)[5;1R\(Self.esc)[?62;c\(Self.kittyOK)")
        #expect(answer.abilities.pictures == nil && answer.kept.isEmpty)
        let silent = Self.answer("")
        #expect(silent.abilities.pictures == nil && !silent.isComplete)
    }

    @Test("a late graphics answer cut after the wait is read as a reply, and DA1's attributes end the lateness")
    func lateInPieces() {
        var timed = TimedDecoder()
        timed.awaitAnswers(until: .milliseconds(100))
        #expect(timed.feed(Array("\(Self.esc)_Gi=3".utf8), at: .milliseconds(50)).isEmpty)
        timed.answersEnded(at: .milliseconds(100), complete: false, begun: false)
        #expect(timed.givesUpAt == .milliseconds(1100))
        #expect(timed.feed(Array("1;OK\(Self.esc)\\".utf8), at: .milliseconds(600)) == [.reply(.graphics(id: 31, ok: true))])
        #expect(timed.feed(Array("\(Self.esc)[?63;4c".utf8), at: .milliseconds(700)) == [.reply(.primaryAttributes(sixel: true))])
        #expect(timed.expecting == .keys)
    }

    @Test("inside tmux the graphics query is not asked and no pixel protocol is used", arguments: [
        (StartupProbe.Questions.abilities, PictureProtocol?.some(.sixel), PictureProtocol?.some(.sixel)),
        (.abilities, .kitty, .kitty),
        (.abilitiesExceptGraphics, .sixel, nil),
        (.cursor, .kitty, nil),
    ])
    func tmux(asked: StartupProbe.Questions, found: PictureProtocol?, used: PictureProtocol?) {
        #expect(ProbePolicy.pictures(found, asked: asked) == used)
        #expect(!StartupProbe.request(.abilitiesExceptGraphics).contains(0x5F), "no APC introducer's `_` in tmux's request")
    }
}
