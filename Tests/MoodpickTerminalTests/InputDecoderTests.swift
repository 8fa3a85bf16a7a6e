import MoodpickCore
import Testing
@testable import MoodpickTerminal

@Suite("InputDecoder")
struct InputDecoderTests {
    static func decode(_ text: String, flush: Bool = true) -> [TerminalToken] {
        var decoder = InputDecoder()
        var out = decoder.feed(Array(text.utf8))
        if flush { out += decoder.flush() }
        return out
    }

    static func keys(_ keys: Key...) -> [TerminalToken] { keys.map { .event(.key($0)) } }

    @Test("cursor and page keys in their normal and keypad-transmit forms", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}[1;5C", .right),
        ("\u{1B}OM", .enter),
    ])
    func sequences(text: String, key: Key) {
        #expect(Self.decode(text) == Self.keys(key))
    }

    @Test("Alt-b and Alt-f are fzf's word moves; Alt with another key is that key")
    func altKeys() {
        #expect(Self.decode("\u{1B}b\u{1B}f") == Self.keys(.altB, .altF))
        #expect(Self.decode("\u{1B}x") == Self.keys(.character("x")))
        #expect(Self.decode("\u{1B}B") == Self.keys(.character("B")))
    }

    @Test("control bytes and characters, ASCII and UTF-8")
    func characters() {
        #expect(Self.decode("a\r\u{3}\u{1A}\u{7F}\t") == Self.keys(.character("a"), .enter, .ctrlC, .ctrlZ, .backspace, .tab))
        #expect(Self.decode("é😀 ") == Self.keys(.character("é"), .character("😀"), .space))
    }

    @Test("a sequence split across reads decodes the same")
    func split() {
        let whole = Array("x\u{1B}[<0;12;3M\u{1B}[C😀é\u{1B}[6~".utf8)
        let expected = Self.decode(String(decoding: whole, as: UTF8.self))
        for cut in 0...whole.count {
            var decoder = InputDecoder()
            let tokens = decoder.feed(whole[..<cut]) + decoder.feed(whole[cut...]) + decoder.flush()
            #expect(tokens == expected, "cut at \(cut)")
        }
        #expect(expected == [.event(.key(.character("x"))), .event(.press(column: 11, row: 2)), .event(.key(.right)),
                             .event(.key(.character("😀"))), .event(.key(.character("é"))), .event(.key(.pageDown))])
    }

    @Test("a lone ESC is Esc only once the terminal is quiet; ESC ESC is one Esc and a pending one")
    func escape() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}".utf8)).isEmpty)
        #expect(decoder.isPending)
        #expect(decoder.flush() == Self.keys(.escape))
        #expect(!decoder.isPending)
        #expect(decoder.feed(Array("\u{1B}\u{1B}".utf8)) == Self.keys(.escape))
        #expect(decoder.flush() == Self.keys(.escape))
    }

    @Test("mouse reports: SGR and X10")
    func mouse() {
        #expect(Self.decode("\u{1B}[<0;5;2M\u{1B}[<32;7;2M\u{1B}[<0;8;2m\u{1B}[<65;1;1M") == [
            .event(.press(column: 4, row: 1)), .event(.drag(column: 6, row: 1)), .event(.release(column: 7, row: 1)),
            .event(.wheel(.down, column: 0, row: 0)),
        ])
        #expect(Self.decode("\u{1B}[M \u{25}\u{23}") == [.event(.press(column: 4, row: 2))])
    }

    @Test("a cursor position report and a DA1 reply are tokens of their own, between keys typed around them")
    func cursorReport() {
        #expect(Self.decode("\u{1B}[Cq\u{1B}[12;7R\u{1B}[D\u{1B}[?62;22c") == [
            .event(.key(.right)), .event(.key(.character("q"))), .reply(.cursorPosition(row: 11, column: 6)), .event(.key(.left)),
            .reply(.primaryAttributes(sixel: false)),
        ])
        #expect(Self.decode("\u{1B}[?1;2c\u{1B}[?c\u{1B}[0;5R\u{1B}[5R") == [.reply(.primaryAttributes(sixel: false)), .reply(.primaryAttributes(sixel: false))],
                "DA1 with or without parameters; no report of row or column 0, none with one number")
    }

    @Test("unknown sequences are consumed whole and never typed")
    func unknown() {
        #expect(Self.decode("\u{1B}[2~\u{1B}[?1;2h\u{1B}[15;5~\u{1B}OPa") == Self.keys(.character("a")))
        let long = "\u{1B}[" + String(repeating: "1;", count: 200) + "Ab"
        #expect(Self.decode(long) == Self.keys(.character("b")))
    }

    @Test("a paste is one event, newlines and escapes included; a false end marker is text")
    func paste() {
        #expect(Self.decode("\u{1B}[200~new\ryork \u{1B}[20x\u{1B}[201~\r") == [.event(.paste("new\ryork \u{1B}[20x")), .event(.key(.enter))])
        #expect(Self.decode("\u{1B}[200~\u{1B}[201~") == [])
    }

    @Test("a megabyte paste keeps its first characters, costs one pass, and Ctrl-C inside it is text")
    func hugePaste() {
        var decoder = InputDecoder()
        var tokens = decoder.feed(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
        for _ in 0..<16 { tokens += decoder.feed(chunk) }
        tokens += decoder.feed([3])
        #expect(decoder.isInPaste)
        tokens += decoder.feed(Array("\u{1B}[201~".utf8))
        #expect(tokens == [.event(.paste(String(repeating: "x", count: InputDecoder.pasteLimit)))])
    }

    @Test("a paste whose end never comes ends when the terminal goes quiet")
    func unendedPaste() {
        #expect(Self.decode("\u{1B}[200~abc") == [.event(.paste("abc"))])
    }

    @Test("invalid UTF-8 is dropped; the next byte is read afresh")
    func invalid() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xFF, 0xC0]) == [])
        #expect(decoder.feed([0xC3, 0x41]) == Self.keys(.character("A")))
        #expect(decoder.feed([0x80, 0xFE, 0x62]) == Self.keys(.character("b")))
    }
}
