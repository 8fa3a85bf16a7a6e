import Testing
@testable import MoodpickCore

/// XTVERSION's text as a name and a version (docs/TERMINAL.md, "What moodpick asks").
@Suite("Terminal identity")
struct TerminalIdentityTests {
    @Test("name(version), name version, a bare name", arguments: [
        ("kitty(0.26.5)", "kitty", "0.26.5", [0, 26, 5]), ("foot(1.13.1)", "foot", "1.13.1", [1, 13, 1]),
        ("XTerm(379)", "XTerm", "379", [379]), ("tmux 3.4", "tmux", "3.4", [3, 4]), ("ghostty 1.1.3-main", "ghostty", "1.1.3-main", [1, 1, 3]),
        ("WezTerm 20230712-072601-f4abf8fd", "WezTerm", "20230712-072601-f4abf8fd", [20_230_712]), ("mystery", "mystery", "", []),
        ("iTerm2 3.5.0beta1", "iTerm2", "3.5.0beta1", [3, 5, 0]),
    ])
    func parse(text: String, name: String, version: String, numbers: [Int]) {
        let identity = TerminalAbilities.Identity(xtversion: text)
        #expect(identity.name == name && identity.version == version && identity.versionNumbers == numbers)
    }

    @Test("older than a release: by name, then the numbers in order; an unknown version is not older", arguments: [
        ("kitty(0.26.5)", "kitty", [0, 27], true), ("kitty(0.26.5)", "KITTY", [0, 26, 5], false), ("kitty(0.43.1)", "kitty", [0, 27], false),
        ("kitty(0.26.5)", "foot", [9], false), ("kitty()", "kitty", [0, 27], false), ("foot(1.13.1)", "foot", [1, 14], true),
    ])
    func older(text: String, name: String, version: [Int], older: Bool) {
        #expect(TerminalAbilities.Identity(xtversion: text).isOlder(name: name, than: version) == older)
    }
}
