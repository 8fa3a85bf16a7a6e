import MoodpickCore
import MoodpickTerminal

/// Keys: any bytes the terminal may send decode to the same tokens however `read` splits them,
/// never to a control character typed into the picker, never to a paste longer than its limit,
/// every key they make is recorded as a replay line that reads back as that key, and a reply to
/// an ability question comes only from bytes holding its introducer (no key makes one). The
/// first byte's top two bits are the kitty keyboard flags in effect (disambiguate, event types),
/// so the protocol's key events are fuzzed beside the legacy keys; with disambiguate on, a lone
/// ESC is never the Esc key.
enum KeysFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.first else { return }
        let input = Array(bytes.dropFirst())
        let flags = Int(first >> 6)
        var whole = InputDecoder(keyboardFlags: flags)
        let expected = whole.feed(input) + whole.flush()
        let cut = input.isEmpty ? 0 : Int(first) % (input.count + 1)
        var split = InputDecoder(keyboardFlags: flags)
        let tokens = split.feed(input[..<cut]) + split.feed(input[cut...]) + split.flush()
        precondition(tokens == expected, "a split at \(cut) decodes differently")
        if flags & 1 != 0 {
            var quiet = InputDecoder(keyboardFlags: flags)
            _ = quiet.feed(input)
            precondition(!quiet.flush().contains(.event(.key(.escape))), "a lone ESC made Esc with disambiguation on")
        }
        for token in expected {
            if case .reply(let reply) = token { checkReply(reply, in: input) }
            guard case .event(let event) = token else { continue }
            switch event {
            case .key(let key), .keyDown(let key), .keyRepeat(let key), .keyUp(let key):
                if case .character(let character) = key {
                    precondition(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                                 "a control character as a typed key")
                }
                let line = ReplayScript.line(for: event, at: .zero)
                guard let back = try? ReplayScript(parsing: line) else { preconditionFailure("unreadable key line: \(line)") }
                precondition(back.entries.map(\.event) == [event], "key line \(line) reads back differently")
            case .paste(let text):
                precondition(text.unicodeScalars.count <= InputDecoder.pasteLimit, "a paste past its limit")
            default:
                break
            }
        }
    }

    /// A reply's channels and numbers are in range, and its introducer is among the bytes: an
    /// OSC 11 reply needs `ESC ] 11;`, XTVERSION's `ESC P > |`, every other reply `ESC [`. Control
    /// bytes other than ESC may stand inside it: while replies are owed they are keys typed in
    /// the middle of a reply, and the reply goes on (docs/TERMINAL.md, "Replies in pieces").
    static func checkReply(_ reply: TerminalReply, in bytes: [UInt8]) {
        let input = bytes.filter { $0 == 0x1B || ($0 >= 0x20 && $0 != 0x7F) }
        func contains(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            return input.count >= needle.count && (0...(input.count - needle.count)).contains { Array(input[$0..<$0 + needle.count]) == needle }
        }
        switch reply {
        case .background(let colour):
            precondition(contains("\u{1B}]11;"), "a background from no OSC 11")
            precondition([colour.red, colour.green, colour.blue].allSatisfy { (0...255).contains($0) }, "a channel out of range: \(colour)")
        case .modeReport(let mode, let state): precondition(mode >= 0 && state >= 0 && contains("\u{1B}[?"))
        case .keyboardFlags(let flags): precondition(flags >= 0 && contains("\u{1B}[?"))
        case .cellSize(let height, let width): precondition(height >= 0 && width >= 0 && contains("\u{1B}["))
        case .version(let text): precondition(text.utf8.allSatisfy { (0x20...0x7E).contains($0) } && contains("\u{1B}P>|"))
        case .graphics(let id, _): precondition(id >= 0 && contains("\u{1B}_G"))
        case .cursorPosition, .primaryAttributes: break
        }
    }
}
