import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The start-up probe's ability questions (docs/TERMINAL.md, "What moodpick asks"): what each
/// terminal's replies say, what stays input, which questions are asked where, and which modes
/// the answers turn on.
@Suite("StartupProbe abilities")
struct ProbeAbilitiesTests {
    typealias RGB = TerminalAbilities.RGB
    static let esc = "\u{1B}"

    /// The replies of each terminal the fake-terminal matrix plays (docs/TERMINAL.md's table),
    /// after the full request: cursor at row 5, column 1.
    static let profiles: [(name: String, replies: String, abilities: TerminalAbilities)] = [
        ("kitty 0.43", "\(esc)[5;1R\(esc)[?2026;2$y\(esc)[?1016;2$y\(esc)[?0u\(esc)]11;rgb:0000/0000/0000\(esc)\\\(esc)[6;20;10t\(esc)[?62;52c",
         TerminalAbilities(synchronizedOutput: .reset, pixelMouse: .reset, kittyKeyboardFlags: 0,
                           cellPixels: .init(width: 10, height: 20), background: RGB(red: 0, green: 0, blue: 0))),
        ("ghostty 1.2", "\(esc)[5;1R\(esc)[?2026;2$y\(esc)[?2027;2$y\(esc)[?1016;2$y\(esc)[?0u\(esc)]11;rgb:2828/2c2c/3434\u{7}\(esc)[6;17;8t\(esc)[?62;22c",
         TerminalAbilities(synchronizedOutput: .reset, graphemeClustering: .reset, pixelMouse: .reset, kittyKeyboardFlags: 0,
                           cellPixels: .init(width: 8, height: 17), background: RGB(red: 40, green: 44, blue: 52))),
        ("foot 1.25", "\(esc)[5;1R\(esc)[?2026;2$y\(esc)[?2027;1$y\(esc)[?1016;2$y\(esc)[?0u\(esc)]11;rgb:2424/2424/2424\(esc)\\\(esc)[6;18;9t\(esc)[?62;4;22c",
         TerminalAbilities(synchronizedOutput: .reset, graphemeClustering: .set, pixelMouse: .reset, kittyKeyboardFlags: 0,
                           cellPixels: .init(width: 9, height: 18), background: RGB(red: 36, green: 36, blue: 36), pictures: .sixel)),
        ("VTE 0.76", "\(esc)[5;1R\(esc)[?2026;0$y\(esc)[?2027;0$y\(esc)[?1016;0$y\(esc)]11;rgb:ffff/ffff/ffff\u{7}\(esc)[?65;1;9c",
         TerminalAbilities(synchronizedOutput: .notRecognized, graphemeClustering: .notRecognized, pixelMouse: .notRecognized,
                           background: RGB(red: 255, green: 255, blue: 255))),
        ("tmux 3.3", "\(esc)[5;1R\(esc)[?1;2c", TerminalAbilities.none),
        ("silent", "", TerminalAbilities.none),
    ]

    static func answer(_ replies: String) -> StartupProbe.Answer {
        var decoder = InputDecoder()
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        for token in decoder.feed(Array(replies.utf8)) + decoder.flush() { probe.take(token) }
        return probe.answer
    }

    @Test("each terminal's replies: what it can do, where the cursor is, nothing kept", arguments: profiles.indices)
    func profile(index: Int) {
        let (name, replies, abilities) = Self.profiles[index]
        let answer = Self.answer(replies)
        #expect(answer.abilities == abilities, "\(name)")
        #expect(answer.kept.isEmpty, "\(name)")
        #expect(answer.isComplete == !replies.isEmpty, "\(name)")
        #expect(answer.cursor == (replies.isEmpty ? nil : CursorPosition(row: 4, column: 0)), "\(name)")
    }

    @Test("keys typed among the replies stay input, in order; the cursor is still the report before the sentinel once answers are set aside")
    func keysAmongReplies() {
        let typed = Self.answer("a\(Self.esc)[5;1R\(Self.esc)[?2026;2$yb\(Self.esc)[?0u\(Self.esc)[Cc\(Self.esc)]11;rgb:ff/ff/ff\u{7}\(Self.esc)[?62c")
        #expect(typed.kept == [.event(.key(.character("a"))), .reply(.cursorPosition(row: 4, column: 0)), .event(.key(.character("b"))),
                               .event(.key(.right)), .event(.key(.character("c")))], "the report not believed is input too")
        #expect(typed.abilities == TerminalAbilities(synchronizedOutput: .reset, kittyKeyboardFlags: 0, background: RGB(red: 255, green: 255, blue: 255)))
        #expect(typed.cursor == nil, "a key came between the report and the sentinel: no report is believed")
        let clean = Self.answer("a\(Self.esc)[5;1R\(Self.esc)[?2026;2$y\(Self.esc)[?0u\(Self.esc)[?62c")
        #expect(clean.cursor == CursorPosition(row: 4, column: 0) && clean.kept == [.event(.key(.character("a")))])
    }

    @Test("a DECRQM report of a mode never asked about, and replies after the sentinel, answer nothing")
    func notAnswers() {
        let answer = Self.answer("\(Self.esc)[?25;1$y\(Self.esc)[?62c")
        #expect(answer.kept == [.reply(.modeReport(mode: 25, state: 1))] && answer.abilities == .none)
        var probe = StartupProbe(screen: ScreenSize(columns: 80, rows: 24))
        probe.take(.reply(.primaryAttributes(sixel: false)))
        probe.take(.reply(.keyboardFlags(1)))
        #expect(probe.answer.abilities == .none)
    }

    @Test("the request: the cursor question first, DA1 last, the ability questions between only when asked")
    func request() {
        let full = String(decoding: StartupProbe.request(.abilities), as: UTF8.self)
        #expect(full == "\(Self.esc)[6n\(Self.esc)[?2026$p\(Self.esc)[?2027$p\(Self.esc)[?1016$p\(Self.esc)[?u\(Self.esc)]11;?\(Self.esc)\\\(Self.esc)[16t\(Self.esc)[>q\(Self.esc)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(Self.esc)\\\(Self.esc)[c")
        #expect(StartupProbe.request(.abilitiesExceptGraphics) == Array("\(Self.esc)[6n".utf8) + StartupProbe.abilityQuestions + Array("\(Self.esc)[c".utf8),
                "inside tmux: all but the graphics query")
        #expect(StartupProbe.request(.cursor) == Array("\(Self.esc)[6n\(Self.esc)[c".utf8))
        #expect(StartupProbe.request == StartupProbe.request(.cursor))
    }

    @Test("where the abilities are asked: everywhere but Apple's Terminal, GNU screen, the Linux console and TERM=dumb", arguments: [
        (["TERM": "xterm-kitty"], StartupProbe.Questions.abilities),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"], .abilities),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .cursor),
        (["TERM": "screen-256color"], .cursor),
        (["TERM": "screen"], .cursor),
        (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], .abilitiesExceptGraphics),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], .abilitiesExceptGraphics),
        (["TERM": "dumb"], .cursor),
        (["TERM": "linux"], .cursor),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .abilities),
        ([:], .cursor),
    ])
    func policy(environment: [String: String], questions: StartupProbe.Questions) {
        #expect(ProbePolicy.questions(environment: environment) == questions)
    }

    @Test("the modes the answers turn on", arguments: [
        // (abilities, mouse, the modes' names)
        (TerminalAbilities.none, true, [String]()),
        (TerminalAbilities(kittyKeyboardFlags: 0), false, ["kitty keyboard protocol"]),
        (TerminalAbilities(graphemeClustering: .reset), false, ["grapheme clustering"]),
        (TerminalAbilities(graphemeClustering: .set), false, []),
        (TerminalAbilities(graphemeClustering: .alwaysReset), false, []),
        (TerminalAbilities(pixelMouse: .reset, cellPixels: .init(width: 8, height: 16)), true, ["SGR mouse reports in pixels"]),
        (TerminalAbilities(pixelMouse: .reset, cellPixels: .init(width: 8, height: 16)), false, []),
        (TerminalAbilities(pixelMouse: .reset), true, []),
        (TerminalAbilities(graphemeClustering: .reset, pixelMouse: .reset, kittyKeyboardFlags: 1, cellPixels: .init(width: 8, height: 16)), true,
         ["kitty keyboard protocol", "grapheme clustering", "SGR mouse reports in pixels"]),
    ])
    func modes(abilities: TerminalAbilities, mouse: Bool, names: [String]) {
        #expect(TerminalMode.allowed(by: abilities, mouse: mouse).map(\.name) == names)
    }

    @Test("synchronized output (2026) around frames: where DECRQM knows it, and where it said nothing but in st; not where it said not recognized or always reset",
          arguments: [
              (TerminalAbilities.ModeState.reset, "xterm-kitty", true), (.set, "foot", true), (.alwaysSet, "xterm-256color", true),
              (.notRecognized, "xterm-256color", false), (.alwaysReset, "xterm-256color", false), (.notRecognized, "st-256color", false),
              (.unknown, "alacritty", true), (.unknown, "tmux-256color", true), (.unknown, "xterm-256color", true),
              (.unknown, "st-256color", false), (.unknown, "st", false), (.unknown, "stterm-256color", false), (.reset, "st-256color", true),
              (.unknown, "screen-256color", true),
          ])
    func synchronizedFrames(state: TerminalAbilities.ModeState, term: String, synchronized: Bool) {
        #expect(TerminalMode.synchronizesFrames(TerminalAbilities(synchronizedOutput: state), term: term) == synchronized)
        #expect(TerminalMode.frame(synchronized: synchronized).map(\.name).contains("synchronized output") == synchronized)
    }

    @Test("the new modes: push and pop, set and reset, each in a slot of its own, the keyboard's popped before the alternate screen is left")
    func newModes() {
        let pairs = [TerminalMode.kittyKeyboard, .graphemeClustering, .mousePixels].map {
            (String(decoding: $0.on, as: UTF8.self), String(decoding: $0.off, as: UTF8.self))
        }
        #expect(pairs.map(\.0) == ["\(Self.esc)[>27u", "\(Self.esc)[?2027h", "\(Self.esc)[?1016h"])
        #expect(pairs.map(\.1) == ["\(Self.esc)[<u", "\(Self.esc)[?2027l", "\(Self.esc)[?1016l"])
        #expect(UndoSlot.keyboardProtocol.rawValue < UndoSlot.alternateScreen.rawValue)
        #expect(UndoSlot.mousePixels.rawValue < UndoSlot.mouseSGR.rawValue, "pixels off before SGR reports")
    }
}

/// The decoder's reply shapes for the ability questions, OSC strings among them.
@Suite("InputDecoder replies")
struct InputDecoderReplyTests {
    static let esc = "\u{1B}"

    @Test("replies to the ability questions, however they end", arguments: [
        ("\u{1B}[?2026;2$y", TerminalReply.modeReport(mode: 2026, state: 2)),
        ("\u{1B}[?2027;0$y", .modeReport(mode: 2027, state: 0)),
        ("\u{1B}[?0u", .keyboardFlags(0)),
        ("\u{1B}[?31u", .keyboardFlags(31)),
        ("\u{1B}[6;20;10t", .cellSize(height: 20, width: 10)),
        ("\u{1B}]11;rgb:ffff/8080/0000\u{7}", .background(.init(red: 255, green: 128, blue: 0))),
        ("\u{1B}]11;rgb:ff/80/00\u{1B}\\", .background(.init(red: 255, green: 128, blue: 0))),
        ("\u{1B}]11;rgb:f/8/0\u{7}", .background(.init(red: 255, green: 136, blue: 0))),
        ("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", .background(.init(red: 30, green: 30, blue: 46))),
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\", .version("kitty(0.26.5)")),
        ("\u{1B}P>|XTerm(379)\u{1B}\\", .version("XTerm(379)")),
        ("\u{1B}P>|tmux 3.4\u{1B}\\", .version("tmux 3.4")),
    ])
    func replies(text: String, reply: TerminalReply) {
        #expect(InputDecoderTests.decode(text) == [.reply(reply)])
        var split = InputDecoder()
        let bytes = Array(text.utf8)
        let pieces = bytes.indices.flatMap { split.feed([bytes[$0]]) } + split.flush()
        #expect(pieces == [.reply(reply)], "one byte a read")
    }

    @Test("OSC strings moodpick does not read, and malformed ones, are consumed whole: nothing is typed", arguments: [
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{7}", "\u{1B}]11;rgb:ffff/ffff\u{7}", "\u{1B}]11;rgb:fffff/0/0\u{7}",
        "\u{1B}]11;#ffffff\u{1B}\\", "\u{1B}]0;a title\u{7}", "\u{1B}]11;rgb:" + String(repeating: "f", count: 300) + "\u{7}",
        "\u{1B}[?2026;2y", "\u{1B}[?1;1u", "\u{1B}[4;600;800t",
        "\u{1B}P>q\u{1B}\\", "\u{1B}P>|" + String(repeating: "v", count: 300) + "\u{1B}\\",
    ])
    func dropped(text: String) {
        #expect(InputDecoderTests.decode(text).isEmpty)
    }

    @Test("an OSC string cut by a control: the control is read afresh; ESC not followed by \\ starts a new sequence")
    func cut() {
        #expect(InputDecoderTests.decode("\u{1B}]\rx") == InputDecoderTests.keys(.enter, .character("x")), "Alt-] then Enter")
        #expect(InputDecoderTests.decode("\u{1B}]1\rx") == InputDecoderTests.keys(.enter, .character("x")))
        // While a reply is awaited, a control in the string is a key typed while its rest is on its way.
        var awaiting = InputDecoder()
        awaiting.awaitsReplies = true
        #expect(awaiting.feed(Array("\u{1B}]\r11;rgb\r:0/0/0\u{1B}\r\\y".utf8))
            == [.event(.key(.enter)), .event(.key(.enter)), .event(.key(.enter)), .reply(.background(.init(red: 0, green: 0, blue: 0))),
                .event(.key(.character("y")))])
        #expect(InputDecoderTests.decode("\u{1B}]11;rgb\u{1B}[Ax") == InputDecoderTests.keys(.up, .character("x")))
        #expect(InputDecoderTests.decode("\u{1B}]11;rgb:0/0/0", flush: true).isEmpty, "cut by silence: dropped")
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}]11;".utf8))
        #expect(decoder.isPending, "an OSC string waits for its end like any sequence")
    }

    @Test("ESC P not followed by > is Alt-P: the P and the key after it are typed")
    func altP() {
        #expect(InputDecoderTests.decode("\u{1B}Px") == InputDecoderTests.keys(.character("P"), .character("x")))
        #expect(InputDecoderTests.decode("\u{1B}P", flush: true) == InputDecoderTests.keys(.character("P")))
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}P>|kit".utf8))
        #expect(decoder.isPending, "XTVERSION's reply waits for its end like any sequence")
    }

    @Test("the keys around a reply stay keys, in order")
    func keysAround() {
        #expect(InputDecoderTests.decode("a\u{1B}]11;rgb:0/0/0\u{7}b\u{1B}[?1u\u{1B}[B") == [
            .event(.key(.character("a"))), .reply(.background(.init(red: 0, green: 0, blue: 0))), .event(.key(.character("b"))),
            .reply(.keyboardFlags(1)), .event(.key(.down)),
        ])
    }
}
