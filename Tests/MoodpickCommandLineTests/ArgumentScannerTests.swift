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

    @Test("a negatable flag's last word wins; no word leaves the default", arguments: [
        ([String](), true, true),
        (["--no-mouse"], true, false),
        (["--no-mouse", "--mouse"], true, true),
        (["--mouse", "--no-mouse"], true, false),
        ([], false, false),
        (["--mouse"], false, true),
    ])
    func negation(arguments: [String], defaultValue: Bool, expected: Bool) throws {
        #expect(try ArgumentScanner.scan(arguments).flag(.mouse, default: defaultValue) == expected)
    }

    @Test("flags whose own name starts with no- are plain flags", arguments: [Option.noClear, .noHelp, .noSort])
    func noPrefixedFlags(option: Option) throws {
        #expect(try ArgumentScanner.scan([option.long]).flag(option))
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

    @Test("only the options after the defaults count as typed on the command line", arguments: [
        (0, true), (1, false), (3, false),
    ])
    func typed(commandLineStart: Int, typed: Bool) throws {
        let parsed = try ArgumentScanner.scan(["--color", "dark", "--jump"], commandLineStart: commandLineStart)
        #expect(parsed.typedOnCommandLine(.color) == typed)
        #expect(parsed.typedOnCommandLine(.jump) == (commandLineStart <= 2))
    }

    @Test("a line that cannot be read names what is wrong", arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--bogus=1"], "unknown option '--bogus'"),
        (["--jump=1"], "--jump takes no value"),
        (["--no-mouse=1"], "--no-mouse takes no value"),
        (["--no-jump"], "unknown option '--no-jump'"),
        (["--height"], "--height needs a value (N)"),
        (["a", "--color"], "--color needs a value (SPEC)"),
        (["-x"], "unknown option '-x' (an item that starts with - goes after --)"),
        (["-1"], "unknown option '-1' (an item that starts with - goes after --)"),
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
