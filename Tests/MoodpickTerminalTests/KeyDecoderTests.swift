import MoodpickCore
import Testing
@testable import MoodpickTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
    @Test("control bytes in raw mode are the picker's keys", arguments: [
        (UInt32(10), Key.ctrlJ), (11, .ctrlK), (13, .enter), (27, .escape), (9, .tab), (32, .space), (8, .backspace),
        (127, .backspace), (3, .ctrlC), (7, .ctrlG), (17, .ctrlQ), (14, .ctrlN), (16, .ctrlP), (26, .ctrlZ),
        (21, .ctrlU), (23, .ctrlW), (1, .ctrlA), (20, .ctrlT), (5, .ctrlE), (2, .ctrlB), (6, .ctrlF),
    ])
    func controlBytes(value: UInt32, key: Key) {
        #expect(KeyDecoder.key(forCharacter: value) == key)
    }

    @Test("printable characters type, other controls are dropped")
    func printable() {
        #expect(KeyDecoder.key(forCharacter: 0x61) == .character("a"))
        #expect(KeyDecoder.key(forCharacter: 0xE9) == .character("é"))
        #expect(KeyDecoder.key(forCharacter: 0x1F600) == .character("😀"))
        for ignored: UInt32 in [0, 4, 12, 15, 18, 28, 31, 0x85, 0x9B, 0xD800, 0x110000] {
            #expect(KeyDecoder.key(forCharacter: ignored) == nil, "\(ignored)")
        }
    }
}
