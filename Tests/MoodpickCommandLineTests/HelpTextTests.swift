import MoodpickCommandLine
import Testing

/// `--help` as a user reads it: every option once, in its section, wrapped to 80 columns, the
/// recording options last.
@Suite("Help text")
struct HelpTextTests {
    private let lines = HelpText.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    @Test("it starts with the usage and ends with one newline")
    func shape() {
        #expect(lines.first == "USAGE: moodpick [<options>] [<items> ...]")
        #expect(HelpText.text.hasSuffix("\n") && !HelpText.text.hasSuffix("\n\n"))
    }

    @Test("no line is wider than 80 columns")
    func width() {
        for line in lines {
            #expect(line.count <= 80, "\(line.count) columns: \(line)")
        }
    }

    @Test("each option the user can type starts exactly one line; the hidden one none")
    func everyOptionOnce() {
        for option in Option.allCases {
            let short = option.short.map { "  -\($0), \(option.long)" }
            let starts = lines.filter { line in
                line.hasPrefix("  \(option.long) ") || line == "  \(option.long)" || line.hasPrefix("  \(option.long)/")
                    || line.hasPrefix("  \(option.long)[") || line.hasPrefix("  \(option.long),") || short.map(line.hasPrefix) ?? false
            }
            #expect(starts.count == (option.spec.hidden ? 0 : 1), "\(option.long): \(starts)")
        }
    }

    @Test("the sections come in the table's order, the recording and replay options last")
    func sections() throws {
        let titles = lines.filter { $0.hasSuffix(":") && !$0.hasPrefix(" ") && $0.uppercased() == $0 }
        #expect(titles == ["ARGUMENTS:"] + HelpSection.allCases.map(\.title))
        let recording = try #require(lines.firstIndex(of: "RECORDING AND REPLAY:"))
        for option in [Option.replay, .record, .trace, .screen, .frames, .cols, .rows] {
            let line = try #require(lines.firstIndex { $0.hasPrefix("  \(option.long) ") })
            #expect(line > recording, "\(option.long) is listed before the recording section")
        }
    }

    @Test("labels show what an option takes", arguments: [
        ("  --items <FILE>", true), ("  --mouse/--no-mouse", true), ("  -m, --multi[=<N>]/--no-multi, +m", true),
        ("  --key-help/--no-help", true), ("  --sort/--no-sort, +s", true), ("  --clear/--no-clear", true),
        ("  --color <SPEC> ...", true), ("  -h, --help", true), ("  --generate-completion-script", false),
    ])
    func labels(prefix: String, present: Bool) {
        #expect(lines.contains { $0.hasPrefix(prefix) } == present, "\(prefix)")
    }

    @Test("defaults are shown from the option table", arguments: [
        "(default nearest).", "(default 2).", "(default 30).", "(default \"> \").", "(default 24).", "(default 6).",
        "(--no-mouse: keyboard only; default on).", "[0, 1) (default normal).",
    ])
    func defaults(shown: String) {
        #expect(HelpText.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(shown), "\(shown)")
    }

    @Test("the exit statuses are listed from their one home")
    func exitStatuses() {
        #expect(HelpText.text.contains("0 chosen, 1 no items, 2 error, 64 usage error, 130 cancelled, 128+N"))
    }
}
