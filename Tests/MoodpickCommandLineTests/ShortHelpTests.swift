import Testing
@testable import MoodpickCommandLine

/// `--help` as a user reads it first (issue 22): short, grouped in the table's sections, the
/// recording and replay options last, every option at least named; `--help-all` has them in full.
@Suite("Short help")
struct ShortHelpTests {
    private let lines = HelpText.short.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)

    @Test("at most 60 lines, none wider than 80 columns, the usage first, one newline at the end")
    func length() {
        #expect(lines.count <= HelpText.shortLineLimit && HelpText.shortLineLimit == 60, "\(lines.count) lines")
        #expect(lines.count >= 30, "it still explains the everyday options: \(lines.count) lines")
        for line in lines { #expect(line.count <= 80, "\(line.count) columns: \(line)") }
        #expect(lines.first == "USAGE: moodpick [<options>] [<items> ...]")
        #expect(HelpText.short.hasSuffix(".\n"))
        #expect(HelpText.text.split(separator: "\n").count > 3 * lines.count, "the whole help is --help-all's")
    }

    @Test("the sections in the table's order, the recording and replay options last and only there")
    func order() throws {
        let titles = lines.filter { $0.hasSuffix(":") && !$0.hasPrefix(" ") && $0.uppercased() == $0 }
        #expect(titles == HelpSection.allCases.map(\.title))
        let recording = try #require(lines.firstIndex(of: "RECORDING AND REPLAY:"))
        let after = lines[(recording + 1)...].prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(after == "  --replay --record --trace --screen --frames --cols --rows")
        for option in ["--replay", "--record", "--trace", "--screen", "--frames", "--cols", "--rows"] {
            #expect(!lines[..<recording].contains { $0.contains(option + " ") || $0.hasSuffix(option) }, "\(option) before its section")
        }
    }

    @Test("every option the user can type is named, exactly once; the everyday ones explained on a line each, in table order")
    func everyOptionNamed() {
        // The names: an indented line's words before its help (which starts after two blanks).
        let names = lines.filter { $0.hasPrefix("  ") }.map { line in
            line.dropFirst(2).split(separator: "  ", maxSplits: 1, omittingEmptySubsequences: false)[0]
        }
        let words = names.flatMap { $0.split(whereSeparator: { " ,/[=<".contains($0) }) }.map(String.init)
        for option in Option.allCases {
            let count = words.filter { $0 == option.long }.count
            #expect(count == (option.spec.hidden ? 0 : 1), "\(option.long) named \(count) times")
        }
        let explained = lines.compactMap { line in
            Option.allCases.first { line.hasPrefix("  " + HelpText.label($0, negations: false) + "  ") }
        }
        #expect(explained == HelpSection.allCases.flatMap { section in
            Option.allCases.filter { $0.spec.section == section && HelpText.everyday.contains($0) }
        })
    }

    @Test("a line's help is the first sentence of the option's, cut at a word", arguments: [
        ("  --items <FILE>          Read items from FILE, one per line (- for standard…", true),
        ("  -h, --help              Show this help", true),
        ("  --read0", false),  // named on the also: line only
    ])
    func entries(line: String, present: Bool) {
        #expect(lines.contains { $0.hasPrefix(line) } == present, "\(line)")
    }

    @Test("cut: whole words, then …", arguments: [
        ("one two three", 20, "one two three"), ("one two three", 10, "one two…"), ("abcdefghijkl", 5, "abcd…"),
    ])
    func cut(text: String, columns: Int, expected: String) {
        #expect(HelpText.cut(text, to: columns) == expected)
    }
}
