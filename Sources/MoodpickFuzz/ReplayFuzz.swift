import MoodpickCore

/// Replay scripts: any text parses or is refused with a line number, never a trap; every event
/// a parsed script holds is written by `--record` as a line that reads back the same.
enum ReplayFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let script = try? ReplayScript(parsing: text) else { return }
        for entry in script.entries {
            let line = ReplayScript.line(for: entry.event, at: entry.time)
            if case .paste = entry.event { continue }  // controls are left out of a recorded paste
            guard let back = try? ReplayScript(parsing: line) else { preconditionFailure("unreadable record line: \(line)") }
            precondition(back.entries.map(\.event) == [entry.event], "record line \(line) reads back differently")
        }
        // Key events made from any scalar run also round trip (what typing records).
        for character in text.prefix(8) {
            let event = InputEvent.key(.character(character))
            let line = ReplayScript.line(for: event, at: .zero)
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { continue }
            guard let back = try? ReplayScript(parsing: line) else { preconditionFailure("unreadable key line: \(line)") }
            precondition(back.entries.map(\.event) == [event], "key line \(line) reads back differently")
        }
    }
}
