import MoodpickCommandLine
import Testing

/// fzf's one-letter options (`-q`, `-f`, `-1`, `-0`, `-m`, `+m`, `-d`, `-e`, `-i`, `+i`, `+s`,
/// `-h`), read as fzf 0.38 reads them: a value attached or next, no bundling.
@Suite("Short options")
struct ShortOptionTests {
    @Test("a value comes attached or as the next argument", arguments: [
        (["-q", "pay"], Option.query, "pay"),
        (["-qpay"], .query, "pay"),
        (["-q", "-x"], .query, "-x"),
        (["-f", "a b"], .filter, "a b"),
        (["-fab"], .filter, "ab"),
        (["-d", "\\t"], .delimiter, "\\t"),
        (["-d:"], .delimiter, ":"),
        (["-m"], .multi, ""),
        (["-m2"], .multi, "2"),
    ])
    func values(arguments: [String], option: Option, value: String) throws {
        let parsed = try ArgumentScanner.scan(arguments)
        #expect(parsed.string(option) == value)
        #expect(parsed.items.isEmpty)
    }

    @Test("the flags and fzf's + negations", arguments: [
        (["-1"], Option.selectOne, true),
        (["-0"], .exitZero, true),
        (["-e"], .exact, true),
        (["-i"], .ignoreCase, true),
        (["-i", "+i"], .ignoreCase, false),
        (["+i", "-i"], .ignoreCase, true),
        (["+s"], .sort, false),
        (["+s", "--sort"], .sort, true),
    ])
    func flags(arguments: [String], option: Option, expected: Bool) throws {
        #expect(try ArgumentScanner.scan(arguments).flag(option) == expected)
        #expect(try ArgumentScanner.scan(arguments).has(option))
    }

    @Test("+m undoes -m, and -m after it gives it back", arguments: [
        (["-m", "+m"], nil), (["+m", "-m3"], "3"), (["--multi=2", "+m"], nil),
    ] as [([String], String?)])
    func plusMulti(arguments: [String], expected: String?) throws {
        #expect(try ArgumentScanner.scan(arguments).string(.multi) == expected)
    }

    @Test("-m takes a limit only attached: in -m a, a is an item; other + words are items")
    func itemsStay() throws {
        #expect(try ArgumentScanner.scan(["-m", "a"]).items == ["a"])
        #expect(try ArgumentScanner.scan(["+x", "+", "+mm"]).items == ["+x", "+", "+mm"])
        #expect(try ArgumentScanner.scan(["--", "-1", "+m"]).items == ["-1", "+m"])
    }

    @Test("letters do not bundle, as in fzf 0.38 ('unknown option: -1q'); a value must follow", arguments: [
        (["-1q", "x"], "unknown option '-1q' (one-letter options do not bundle)"),
        (["-em"], "unknown option '-em' (one-letter options do not bundle)"),
        (["-x"], "unknown option '-x' (an item that starts with - goes after --)"),
        (["-q"], "-q needs a value (TEXT)"),
        (["-d"], "-d needs a value (D)"),
    ])
    func refused(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentScanner.scan(arguments) }
    }

    @Test("--help names each letter beside its long form, and fzf's + forms")
    func helpLabels() {
        let help = HelpText.text
        for label in ["-q, --query <TEXT>", "-f, --filter <QUERY>", "-1, --select-1/--no-select-1", "-0, --exit-0/--no-exit-0",
                      "-m, --multi[=<N>]/--no-multi, +m", "-d, --delimiter <D>", "-e, --exact/--no-exact",
                      "-i, --ignore-case/--no-ignore-case, +i", "--sort/--no-sort, +s", "-h, --help", "--print-query", "--tac"] {
            #expect(help.contains(label), "\(label)")
        }
    }

    @Test("fish's completions offer each letter with its long form")
    func completions() {
        let script = CompletionScript.text(for: .fish)
        for (letter, name) in [("q", "query"), ("f", "filter"), ("1", "select-1"), ("0", "exit-0"), ("m", "multi"), ("d", "delimiter"),
                               ("e", "exact"), ("i", "ignore-case")] {
            #expect(script.contains("complete -c moodpick -s \(letter) -l '\(name)'"), "-\(letter)")
        }
    }
}
