import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The kitty keyboard protocol's key events through the byte decoder (docs/TERMINAL.md, "Key
/// events"): with flags 1|2 on, as moodpick pushes them.
@Suite("KittyKeyDecoder")
struct KittyKeyDecoderTests {
    static func decode(_ text: String, flags: Int = 3, flush: Bool = true) -> [InputEvent] {
        var decoder = InputDecoder(keyboardFlags: flags)
        var out = decoder.feed(Array(text.utf8))
        if flush { out += decoder.flush() }
        return out.compactMap { if case .event(let event) = $0 { return event } else { return nil } }
    }

    @Test("each form, each event type: 1 press, 2 repeat, 3 release", arguments: [
        ("\u{1B}[27u", InputEvent.keyDown(.escape)), ("\u{1B}[27;1:3u", .keyUp(.escape)),
        ("\u{1B}[C", .keyDown(.right)), ("\u{1B}[1;1:1C", .keyDown(.right)), ("\u{1B}[1;1:2C", .keyRepeat(.right)),
        ("\u{1B}[1;1:3C", .keyUp(.right)), ("\u{1B}[1;1:3D", .keyUp(.left)), ("\u{1B}[1;2:2A", .keyRepeat(.up)),
        ("\u{1B}[1;1:3B", .keyUp(.down)), ("\u{1B}[1;1:3H", .keyUp(.home)), ("\u{1B}[1;1:3F", .keyUp(.end)),
        ("\u{1B}[5~", .keyDown(.pageUp)), ("\u{1B}[6;1:2~", .keyRepeat(.pageDown)), ("\u{1B}[5;1:3~", .keyUp(.pageUp)),
        ("\u{1B}[7;1:3~", .keyUp(.home)), ("\u{1B}[8~", .keyDown(.end)),
        ("\u{1B}[13u", .keyDown(.enter)), ("\u{1B}[13;1:3u", .keyUp(.enter)), ("\u{1B}[9u", .keyDown(.tab)),
        ("\u{1B}[9;2u", .keyDown(.backTab)), ("\u{1B}[127u", .keyDown(.backspace)), ("\u{1B}[127;1:2u", .keyRepeat(.backspace)),
        ("\u{1B}[57414u", .keyDown(.enter)), ("\u{1B}[57417;1:3u", .keyUp(.left)), ("\u{1B}[57418u", .keyDown(.right)),
        ("\u{1B}[57421u", .keyDown(.pageUp)), ("\u{1B}[57424u", .keyDown(.end)),
    ])
    func forms(text: String, event: InputEvent) {
        #expect(Self.decode(text) == [event])
    }

    @Test("with all keys as escape codes and their text (flags 27): Enter, Tab, Backspace and text by their codes, the text field first, modifier keys ignored",
          arguments: [
              ("\u{1B}[13u", [InputEvent.keyDown(.enter)]), ("\u{1B}[13;1:3u", [.keyUp(.enter)]), ("\u{1B}[13;1:1u", [.keyDown(.enter)]),
              ("\u{1B}[9u", [.keyDown(.tab)]), ("\u{1B}[9;1:3u", [.keyUp(.tab)]), ("\u{1B}[127;1:2u", [.keyRepeat(.backspace)]),
              ("\u{1B}[97;;97u", [.keyDown(.character("a"))]), ("\u{1B}[97;1:1;97u", [.keyDown(.character("a"))]),
              ("\u{1B}[97;1:2;97u", [.keyRepeat(.character("a"))]), ("\u{1B}[97;1:3u", [.keyUp(.character("a"))]),
              ("\u{1B}[97;2;65u", [.keyDown(.character("A"))]), ("\u{1B}[97;2:1u", [.keyDown(.character("A"))]),
              ("\u{1B}[49;2;33u", [.keyDown(.character("!"))]), ("\u{1B}[32;;32u", [.keyDown(.space)]),
              ("\u{1B}[57399;;49u", [.keyDown(.character("1"))]), ("\u{1B}[101;;233u", [.keyDown(.character("é"))]),
              ("\u{1B}[97;;97:769u", [.keyDown(.character("a"))]), ("\u{1B}[99;5u", [.keyDown(.ctrlC)]),
              ("\u{1B}[57441u", []), ("\u{1B}[57441;2:3u", []), ("\u{1B}[57442;5u", []), ("\u{1B}[57442;5:3u", []),
              ("\u{1B}[57443;3u", []), ("\u{1B}[57452;1:3u", []), ("\u{1B}[57399u", []),
          ])
    func allKeys(text: String, events: [InputEvent]) {
        #expect(Self.decode(text, flags: 27) == events)
    }

    @Test("Ctrl and Alt letters in their CSI-u forms, lock keys ignored", arguments: [
        ("\u{1B}[99;5u", InputEvent.keyDown(.ctrlC)), ("\u{1B}[99;5:3u", .keyUp(.ctrlC)), ("\u{1B}[122;5u", .keyDown(.ctrlZ)),
        ("\u{1B}[116;5u", .keyDown(.ctrlT)), ("\u{1B}[110;5:2u", .keyRepeat(.ctrlN)), ("\u{1B}[106;5u", .keyDown(.ctrlJ)),
        ("\u{1B}[99;69u", .keyDown(.ctrlC)), ("\u{1B}[99;133u", .keyDown(.ctrlC)), ("\u{1B}[99;6u", .keyDown(.ctrlC)),
        ("\u{1B}[98;3u", .keyDown(.altB)), ("\u{1B}[102;3u", .keyDown(.altF)), ("\u{1B}[120;3u", .keyDown(.character("x"))),
        ("\u{1B}[120;4u", .keyDown(.character("X"))), ("\u{1B}[91;5u", .keyDown(.escape)), ("\u{1B}[27;3u", .keyDown(.escape)),
        ("\u{1B}[97u", .keyDown(.character("a"))), ("\u{1B}[233;2u", .keyDown(.character("É"))),
        ("\u{1B}[97:65;2u", .keyDown(.character("A"))), ("\u{1B}[97;1;97u", .keyDown(.character("a"))),
    ])
    func modified(text: String, event: InputEvent) {
        #expect(Self.decode(text) == [event])
    }

    @Test("keys that are not moodpick's decode to nothing, and nothing of them is typed", arguments: [
        "\u{1B}[57441u", "\u{1B}[57442;5:3u", "\u{1B}[57376u", "\u{1B}[2~", "\u{1B}[3;1:3~", "\u{1B}[1P",
        "\u{1B}[100;5u", "\u{1B}[32;5u", "\u{1B}[99;9u", "\u{1B}[99;17u", "\u{1B}[0u", "\u{1B}[55296u",
        "\u{1B}[1114112u", "\u{1B}[99999999999999999999u", "\u{1B}[1;1:4C", "\u{1B}[1;1:0C", "\u{1B}[1;-:3C", "\u{1B}[u",
    ])
    func ignored(text: String) {
        #expect(Self.decode(text).isEmpty)
    }

    @Test("text, Enter, Tab and Backspace still come as their legacy bytes, as presses without a release")
    func legacyBytes() {
        #expect(Self.decode("a\r\t\u{7F}é") == [.key(.character("a")), .key(.enter), .key(.tab), .key(.backspace), .key(.character("é"))])
    }

    @Test("Esc needs no wait: CSI 27 u is Esc at once, and a lone ESC byte is a cut sequence, never Esc")
    func escape() {
        var decoder = InputDecoder(keyboardFlags: 3)
        #expect(decoder.feed(Array("\u{1B}[27u".utf8)) == [.event(.keyDown(.escape))])
        #expect(!decoder.isPending)
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed([0x1B, 0x1B]).isEmpty)
        #expect(decoder.feed(Array("[1;1:3C".utf8)) == [.event(.keyUp(.right))])
        // Without the protocol, the same bytes are today's Esc after the quiet.
        #expect(Self.decode("\u{1B}", flags: 0) == [.key(.escape)])
    }

    @Test("with the protocol off a kitty sequence is a press: the legacy meaning of the same bytes")
    func protocolOff() {
        #expect(Self.decode("\u{1B}[C\u{1B}[1;5C\u{1B}[27u\u{1B}[99;5u", flags: 0) == [.key(.right), .key(.right), .key(.escape), .key(.ctrlC)])
        // Flag 1 alone (disambiguate, no event types): presses come as `key`.
        #expect(Self.decode("\u{1B}[C\u{1B}[27u", flags: 1) == [.key(.right), .key(.escape)])
    }

    @Test("a held arrow's press, repeats and release split anywhere decode the same")
    func split() {
        let whole = Array("\u{1B}[C\u{1B}[1;1:2C\u{1B}[1;1:2Cx\u{1B}[1;1:3C\u{1B}[27u".utf8)
        let expected = Self.decode(String(decoding: whole, as: UTF8.self))
        #expect(expected == [.keyDown(.right), .keyRepeat(.right), .keyRepeat(.right), .key(.character("x")), .keyUp(.right), .keyDown(.escape)])
        for cut in 0...whole.count {
            var decoder = InputDecoder(keyboardFlags: 3)
            let tokens = decoder.feed(whole[..<cut]) + decoder.feed(whole[cut...]) + decoder.flush()
            #expect(tokens == expected.map { .event($0) }, "cut at \(cut)")
        }
    }

    @Test("garbage among key events is dropped whole, and the keys around it survive")
    func garbage() {
        #expect(Self.decode("\u{1B}[1;;;:::C\u{1B}[1;1:3C") == [.keyDown(.right), .keyUp(.right)])
        // Sub-fields past the event type are a later version's: read past, the event kept.
        #expect(Self.decode("\u{1B}[9;1:3:7:8u\u{1B}[" + String(repeating: "9", count: 100) + "u\u{1B}[D") == [.keyUp(.tab), .keyDown(.left)])
        #expect(Self.decode("\u{1B}[1;1:3\u{0}C") == [.key(.character("C"))])
    }

    /// The reader's tokens until it has nothing more by `deadline` (then it says so).
    static func read(_ text: String, abilities: TerminalAbilities?) -> [TerminalToken] {
        var terminal: [Int32] = [-1, -1], wake: [Int32] = [-1, -1]
        _ = pipe(&terminal)
        _ = pipe(&wake)
        defer { for fd in terminal + wake { close(fd) } }
        let clock = SystemClock()
        let reader = TerminalReader(fd: terminal[0], wakeFD: wake[0], clock: clock)
        if let abilities { reader.decodes(for: abilities) }
        Descriptor.writeAll(Array(text.utf8), to: terminal[1])
        var tokens: [TerminalToken] = []
        let deadline = clock.now() + .seconds(2)
        while case .token(let token) = reader.next(until: deadline) { tokens.append(token) }
        return tokens
    }

    @Test("the terminal's reader, configured from the probe's abilities: key events, and a lone ESC that is no Esc")
    func reader() {
        let kitty = TerminalAbilities(kittyKeyboardFlags: 0)
        #expect(Self.read("\u{1B}[C\u{1B}[1;1:3C\u{1B}", abilities: kitty) == [.event(.keyDown(.right)), .event(.keyUp(.right))])
        #expect(Self.read("\u{1B}[C\u{1B}[1;1:3C\u{1B}", abilities: nil) == [.event(.key(.right)), .event(.keyUp(.right)), .event(.key(.escape))])
    }
}
