import MoodpickCore
import MoodpickTerminal

/// Keys: any bytes the terminal may send decode to the same tokens however `read` splits them,
/// never to a control character typed into the picker, never to a paste longer than its limit,
/// and every key they make is recorded as a replay line that reads back as that key. The first
/// byte's top two bits are the kitty keyboard flags in effect (disambiguate, event types), so
/// the protocol's key events are fuzzed beside the legacy keys; with disambiguate on, a lone
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
}
