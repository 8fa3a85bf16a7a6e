import MoodpickCore
import MoodpickCurses

/// Keys: any value ncurses may hand over maps to a key or to nothing, never a control
/// character typed into the picker, and every key it makes is recorded as a readable line.
enum KeysFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 4 <= bytes.count {
            let value = bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
            index += 4
            for key in [KeyDecoder.key(forCharacter: value), KeyDecoder.key(forFunctionKey: Int32(bitPattern: value))] {
                guard let key else { continue }
                if case .character(let character) = key {
                    precondition(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                                 "a control character as a typed key")
                }
                let line = ReplayScript.line(for: .key(key), at: .zero)
                guard let back = try? ReplayScript(parsing: line) else { preconditionFailure("unreadable key line: \(line)") }
                precondition(back.entries.map(\.event) == [.key(key)], "key line \(line) reads back differently")
            }
        }
    }
}
