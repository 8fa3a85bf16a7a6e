import Testing
@testable import MoodpickCore

/// The two switches of `KeyName` (a name's key, a key's name) agree on every key, and nothing
/// but a name exactly as written names a key.
@Suite("Key names")
struct KeyNameTests {
    static let namedKeys: [Key] = [
        .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .enter, .escape, .space, .tab, .backTab,
        .backspace, .ctrlC, .ctrlG, .ctrlQ, .ctrlN, .ctrlP, .ctrlZ, .ctrlU, .ctrlW, .ctrlA, .ctrlT, .ctrlJ,
        .ctrlK, .ctrlE, .ctrlB, .ctrlF, .altB, .altF,
    ]

    @Test("every key but a character has a name that reads back as that key", arguments: namedKeys)
    func roundTrip(key: Key) throws {
        let name = try #require(KeyName.spelled(key))
        #expect(KeyName.named(name) == key)
        #expect(KeyName.key(named: name) == key)
        #expect(KeyName.name(of: key) == name)
    }

    @Test("no two keys share a name")
    func distinct() {
        let names = Self.namedKeys.compactMap(KeyName.spelled)
        #expect(names.count == Self.namedKeys.count)
        #expect(Set(names).count == names.count)
    }

    @Test("another case, a prefix, a blank or another letter names no key", arguments: [
        "Left", "LEFT", "lef", "lefts", " left", "left ", "pgup2", "pg", "esc ", "escape", "ctrl-C", "ctrl-", "ctrl-x",
        "ctrl-cc", "alt-B", "alt-", "Enter", "back space", "",
    ])
    func nearMisses(name: String) {
        #expect(KeyName.named(name) == nil)
    }

    @Test("a character has no name of its own")
    func character() {
        #expect(KeyName.spelled(.character("a")) == nil)
    }
}
