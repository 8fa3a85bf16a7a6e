import MoodpickCommandLine
import Testing

/// The command line taken apart by the option table: forms of values, negations, `--`, and the
/// messages of a line that cannot be read.
@Suite("Argument scanner")
struct ArgumentScannerTests {
    @Test("values come attached with = or as the next argument, whatever that looks like", arguments: [
        (["--height", "7"], Option.height, "7"),
        (["--height=7"], .height, "7"),
        (["--prompt", "-> "], .prompt, "-> "),
        (["--prompt="], .prompt, ""),
        (["--spacing", "-3"], .spacing, "-3"),
        (["--with-nth", "-1"], .withNth, "-1"),
        (["--query", "--emoji"], .query, "--emoji"),
        (["--delimiter=a=b"], .delimiter, "a=b"),
        (["--output", "label", "--output", "index"], .output, "index"),
    ])
    func values(arguments: [String], option: Option, value: String) throws {
        let parsed = try ArgumentScanner.scan(arguments)
        #expect(parsed.string(option) == value)
        #expect(parsed.items.isEmpty)
    }

    @Test("--multi takes a value only after =, so the next word stays an item", arguments: [
        (["--multi", "a"], "", ["a"]),
        (["--multi=3", "a"], "3", ["a"]),
        (["a", "--multi"], "", ["a"]),
    ])
    func optionalValue(arguments: [String], value: String, items: [String]) throws {
        let parsed = try ArgumentScanner.scan(arguments)
        #expect(parsed.string(.multi) == value)
        #expect(parsed.items == items)
    }

    @Test("a negatable flag's last word wins; no word leaves the table's default", arguments: [
        ([String](), Option.mouse, true),
        (["--no-mouse"], .mouse, false),
        (["--no-mouse", "--mouse"], .mouse, true),
        (["--mouse", "--no-mouse"], .mouse, false),
        ([], .jump, false),
        (["--jump"], .jump, true),
        (["--jump", "--no-jump"], .jump, false),
    ])
    func negation(arguments: [String], option: Option, expected: Bool) throws {
        #expect(try ArgumentScanner.scan(arguments).flag(option) == expected)
    }

    @Test("the flags once named only by their no- form turn back on", arguments: [
        (Option.clear, "--no-clear", "--clear"), (.keyHelp, "--no-help", "--key-help"), (.sort, "--no-sort", "--sort"),
    ])
    func formerNoFlags(option: Option, off: String, on: String) throws {
        #expect(try ArgumentScanner.scan([]).flag(option))
        #expect(try !ArgumentScanner.scan([off]).flag(option))
        #expect(try ArgumentScanner.scan([off, on]).flag(option))
    }

    @Test("--no-multi undoes --multi, and --multi after it gives it back", arguments: [
        (["--multi=3", "--no-multi"], nil), (["--no-multi", "--multi"], ""), (["--multi", "--no-multi", "--multi=2"], "2"),
    ] as [([String], String?)])
    func multiNegation(arguments: [String], value: String?) throws {
        #expect(try ArgumentScanner.scan(arguments).string(.multi) == value)
    }

    @Test("a value not given is the table's default", arguments: [
        (Option.prompt, "> "), (.snap, "nearest"), (.spacing, "2"), (.output, "line"), (.cols, "80"),
    ])
    func defaults(option: Option, value: String) throws {
        #expect(try ArgumentScanner.scan([]).string(option) == value)
        #expect(try ArgumentScanner.scan([option.long, "x"]).string(option) == "x")
    }

    @Test("a repeated option keeps every value in order")
    func repeated() throws {
        let parsed = try ArgumentScanner.scan(["--color", "dark", "x", "--color=fg:1"])
        #expect(parsed.strings(.color) == ["dark", "fg:1"])
        #expect(parsed.items == ["x"])
    }

    @Test("after --, and a lone -, everything is an item", arguments: [
        (["--", "--help", "-x", "--"], ["--help", "-x", "--"]),
        (["a", "--", "b"], ["a", "b"]),
        (["-"], ["-"]),
        (["😀 happy", "-", "b"], ["😀 happy", "-", "b"]),
    ])
    func items(arguments: [String], items: [String]) throws {
        let parsed = try ArgumentScanner.scan(arguments)
        #expect(parsed.items == items)
        #expect(!parsed.has(.help))
    }

    @Test("only the options of the command line count as typed on it, not the defaults'")
    func typed() throws {
        var parsed = ParsedArguments()
        try ArgumentScanner.scan(["--color", "dark"], into: &parsed, from: .defaults)
        try ArgumentScanner.scan(["--jump"], into: &parsed, from: .commandLine)
        #expect(!parsed.typedOnCommandLine(.color))
        #expect(parsed.typedOnCommandLine(.jump))
        #expect(parsed.strings(.color) == ["dark"])
    }

    @Test("default options hold options and their values: an item or -- is refused", arguments: [
        (["--prompt", "my", "prompt"], "'prompt' is not an option: default options hold options and their values, never items"),
        (["--"], "'--' cannot be a default option: it would make the command line items"),
        (["-"], "'-' is not an option: default options hold options and their values, never items"),
        (["--prompt"], "--prompt needs a value (TEXT)"),
    ])
    func defaultItems(defaults: [String], message: String) {
        var parsed = ParsedArguments()
        #expect(throws: UsageError(message)) { try ArgumentScanner.scan(defaults, into: &parsed, from: .defaults) }
    }

    @Test("a default option at the end of its source never takes its value from the command line")
    func sourcesApart() throws {
        var parsed = ParsedArguments()
        #expect(throws: UsageError("--header needs a value (TEXT)")) {
            try ArgumentScanner.scan(["--header"], into: &parsed, from: .defaults)
        }
        try ArgumentScanner.scan(["--header", "h"], into: &parsed, from: .defaults)
        try ArgumentScanner.scan(["item"], into: &parsed, from: .commandLine)
        #expect(parsed.string(.header) == "h")
        #expect(parsed.items == ["item"])
    }

    @Test("uses of options that undo each other come in order")
    func usesInOrder() throws {
        let parsed = try ArgumentScanner.scan(["--height", "4", "--jump", "--fullscreen", "--no-fullscreen"])
        #expect(parsed.uses(of: [.height, .fullscreen]).map(\.option) == [.height, .fullscreen, .fullscreen])
        #expect(parsed.uses(of: [.height, .fullscreen]).map(\.use) == [.value("4"), .on, .off])
    }

    @Test("a line that cannot be read names what is wrong", arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--bogus=1"], "unknown option '--bogus'"),
        (["--jump=1"], "--jump takes no value"),
        (["--no-mouse=1"], "--no-mouse takes no value"),
        (["--no-query"], "unknown option '--no-query'"),
        (["--no-help=1"], "--no-help takes no value"),
        (["--no-key-help"], "unknown option '--no-key-help'"),
        (["--height"], "--height needs a value (N)"),
        (["a", "--color"], "--color needs a value (SPEC)"),
        (["-x"], "unknown option '-x' (an item that starts with - goes after --)"),
        (["-2"], "unknown option '-2' (an item that starts with - goes after --)"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentScanner.scan(arguments) }
    }

    @Test("help is asked for by -h or --help before any --", arguments: [
        (["a", "-h"], true), (["--help"], true), (["--bogus", "--help"], true), (["--", "--help"], false), (["help"], false),
    ])
    func asksForHelp(arguments: [String], asks: Bool) {
        #expect(ArgumentScanner.asksForHelp(arguments) == asks)
    }

    @Test("-h and --help are one option")
    func shortHelp() throws {
        #expect(try ArgumentScanner.scan(["-h"]).has(.help))
        #expect(try ArgumentScanner.scan(["--help"]).has(.help))
    }
}

/// The typed readers: numbers and names, and the message for a value that is neither.
@Suite("Typed option values")
struct TypedValueTests {
    @Test("whole numbers", arguments: [("7", 7 as Int?), ("-3", -3), ("0", 0)])
    func integers(text: String, value: Int?) throws {
        #expect(try ArgumentScanner.scan(["--spacing", text]).integer(.spacing) == value)
    }

    @Test("a value that is not what the option takes is named in the message", arguments: [
        (["--spacing", "x"], "--spacing takes a whole number, not 'x'"),
        (["--spacing", "2.5"], "--spacing takes a whole number, not '2.5'"),
        (["--snap-threshold", "nan"], "--snap-threshold takes a number, not 'nan'"),
        (["--snap-threshold", "inf"], "--snap-threshold takes a number, not 'inf'"),
        (["--snap", "closest"], "--snap takes nearest, directional, threshold or paging, not 'closest'"),
    ])
    func badValues(arguments: [String], message: String) throws {
        let parsed = try ArgumentScanner.scan(arguments)
        let option = try #require(Option.allCases.first { $0.long == arguments[0] })
        #expect(throws: UsageError(message)) {
            switch option {
            case .snap: _ = try parsed.choice(option, as: SnapName.self)
            case .snapThreshold: _ = try parsed.number(option)
            default: _ = try parsed.integer(option)
            }
        }
    }

    @Test("names and decimal numbers read back")
    func names() throws {
        let parsed = try ArgumentScanner.scan(["--snap", "paging", "--flick-velocity=12.5"])
        #expect(try parsed.choice(.snap, as: SnapName.self) == .paging)
        #expect(try parsed.number(.flickVelocity) == 12.5)
        #expect(try parsed.integer(.height) == nil)
    }
}
