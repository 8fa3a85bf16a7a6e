import Testing
@testable import MoodpickCore

/// `moodpick --shell-history`: each shell's history made the history widget's items.
@Suite("Shell history")
struct ShellHistoryTests {
    static let cases: [(String, ShellHistory.Format, String, [String])] = [
        ("bash: newest first, a repeat folded into its newest use", .bash,
         "    1  ls\n    2  make\n    3  ls\n    4  git status\n", ["git status", "ls", "make"]),
        ("bash: a command of two lines kept whole, an edited one (*) too", .bash,
         "    7  echo 'first\nsecond'\n    8* vi x\n", ["vi x", "echo 'first\nsecond'"]),
        ("bash: a later line that looks numbered stays in its command", .bash,
         "   10  cat <<EOF\n   12  not a number of its own\n    5  nor this\nEOF\n   11  pwd\n",
         ["pwd", "cat <<EOF\n   12  not a number of its own\n    5  nor this\nEOF"]),
        ("bash: numbers past 99999 and no final newline", .bash, "123456  a\n123457  b", ["b", "a"]),
        ("zsh: NUL-ended, newest first, repeats folded, empties dropped", .zsh,
         "ls\0echo 'a\nb'\0ls\0\0pwd\0", ["ls", "echo 'a\nb'", "pwd"]),
        ("fish: the same, the last one without its NUL", .fish, "b\0a\0b", ["b", "a"]),
        ("nothing", .bash, "", []),
    ]

    @Test("the commands, newest first, each once", arguments: cases)
    func entries(_ name: String, format: ShellHistory.Format, input: String, expected: [String]) {
        let entries = ShellHistory.entries(Array(input.utf8), format: format).map { String(decoding: $0, as: UTF8.self) }
        #expect(entries == expected, "\(name)")
    }
}
