import Foundation
import Testing

/// `MOODPICK_DEFAULT_OPTS` and `MOODPICK_DEFAULT_OPTS_FILE`: shell quoting, the order file →
/// variable → command line with the later option winning, negation, and bad defaults named.
/// Each run is a headless replay that chooses the last of three items, so the output shows
/// which options were in force.
@Suite("Default options")
struct DefaultOptionsTests {
    static let items = ["😀 happy", "😢 sad", "🤔 deep thought"]

    /// Runs `--replay` (End, Enter; or `keys`) on the three items with these defaults in the environment.
    func run(
        _ arguments: [String], variable: String? = nil, file: String? = nil, keys: String = "0 key end\n1 key enter\n"
    ) async throws -> ProcessResult {
        let scratch = try Installation.temporaryDirectory("defaults")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let script = scratch + "/choose.replay"
        try Data(keys.utf8).write(to: URL(fileURLWithPath: script))
        var extra: [String: String] = [:]
        extra["MOODPICK_DEFAULT_OPTS"] = variable
        if let file {
            let path = scratch + "/defaults"
            try Data(file.utf8).write(to: URL(fileURLWithPath: path))
            extra["MOODPICK_DEFAULT_OPTS_FILE"] = path
        }
        var environment = Processes.environment(extra)
        if variable == nil { environment["MOODPICK_DEFAULT_OPTS"] = nil }
        if file == nil { environment["MOODPICK_DEFAULT_OPTS_FILE"] = nil }
        return try await Processes.run(
            try Moodpick.binary(), ["--replay", script] + arguments + Self.items, environment: environment,
            timeoutSeconds: 30)
    }

    @Test(
        "defaults apply, the command line wins, the variable beats the file",
        arguments: [
            // (variable, file, command line, expected output)
            (nil, nil, [], "🤔 deep thought\n"),
            ("--output label", nil, [], "deep thought\n"),
            ("--output label", nil, ["--output", "index"], "2\n"),
            (nil, "--output symbol\n", [], "🤔\n"),
            ("--output label", "--output symbol\n", [], "deep thought\n"),
            ("", "--output symbol  # a comment\n--print0\n", [], "🤔\0"),
            ("--output label --output json", nil, ["--output", "symbol", "--output", "index"], "2\n"),
            ("--start 0", nil, [], "🤔 deep thought\n"),  // the replay's End still goes to the last
        ] as [(String?, String?, [String], String)])
    func order(variable: String?, file: String?, arguments: [String], expected: String) async throws {
        let result = try await run(arguments, variable: variable, file: file)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == expected)
    }

    @Test(
        "a quoted default keeps its spaces and quotes (the prompt is on the screen)",
        arguments: [
            ("--prompt 'pick one: '", "pick one: "),
            ("--prompt \"it's \\\"this\\\"\"", "it's \"this\""),
            ("--prompt a\\ b\\ c", "a b c"),
        ])
    func quoting(variable: String, prompt: String) async throws {
        let scratch = try Installation.temporaryDirectory("defaults-screen")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try await run(["--screen", scratch + "/screen"], variable: variable)
        #expect(result.status == 0, "stderr: \(result.err)")
        let screen = try String(contentsOfFile: scratch + "/screen", encoding: .utf8)
        #expect(screen.hasPrefix(prompt), "screen starts: \(screen.prefix(40))")
    }

    @Test(
        "a default flag is undone by its negation on the command line",
        arguments: [
            ("--ascii", [], "<-/-> move"),  // the ASCII help row
            ("--ascii", ["--no-ascii"], "←/→ move"),
            ("--no-ascii", ["--ascii"], "<-/-> move"),
        ] as [(String, [String], String)])
    func negation(variable: String, arguments: [String], screenHas: String) async throws {
        let scratch = try Installation.temporaryDirectory("defaults-negation")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try await run(arguments + ["--screen", scratch + "/screen"], variable: variable)
        #expect(result.status == 0, "stderr: \(result.err)")
        let screen = try String(contentsOfFile: scratch + "/screen", encoding: .utf8)
        #expect(screen.contains(screenHas))
    }

    @Test(
        "a bad default is a usage error (64) that names its source, and nothing is printed",
        arguments: [
            ("--output xml", nil, "MOODPICK_DEFAULT_OPTS"),
            ("--no-such-option", nil, "MOODPICK_DEFAULT_OPTS"),
            ("--prompt 'unclosed", nil, "MOODPICK_DEFAULT_OPTS"),
            ("--spacing 5000", nil, "MOODPICK_DEFAULT_OPTS"),
            (nil, "--snap sideways\n", "MOODPICK_DEFAULT_OPTS_FILE"),
            ("--output label", "--deceleration 7\n", "MOODPICK_DEFAULT_OPTS_FILE"),
            (nil, "\"open\n", "MOODPICK_DEFAULT_OPTS_FILE"),
        ] as [(String?, String?, String)])
    func badDefault(variable: String?, file: String?, source: String) async throws {
        let result = try await run([], variable: variable, file: file)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains(source + ":") || result.err.contains(source + " ("), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "a default word that is neither an option nor its value, and --, are usage errors naming their source",
        arguments: [
            ("--prompt my prompt", nil, "MOODPICK_DEFAULT_OPTS: 'prompt' is not an option"),
            ("--", nil, "MOODPICK_DEFAULT_OPTS: '--' cannot be a default option"),
            ("--ascii -- x", nil, "MOODPICK_DEFAULT_OPTS: '--' cannot be a default option"),
            (nil, "--ascii\nstray\n", "MOODPICK_DEFAULT_OPTS_FILE ("),
            ("--header", nil, "MOODPICK_DEFAULT_OPTS: --header needs a value"),  // never the command line's first word
        ] as [(String?, String?, String)])
    func notAnOption(variable: String?, file: String?, message: String) async throws {
        let result = try await run([], variable: variable, file: file)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a stray default word never becomes an item: --filter still reads standard input")
    func strayWordNotAnItem() async throws {
        var environment = Processes.environment(["MOODPICK_DEFAULT_OPTS": "--prompt my prompt"])
        environment["MOODPICK_DEFAULT_OPTS_FILE"] = nil
        let refused = try await Processes.run(
            try Moodpick.binary(), ["--filter", "b"], stdin: Data("a\nb\n".utf8), environment: environment, timeoutSeconds: 30)
        #expect(refused.status == 64 && refused.stdout.isEmpty, "status \(refused.status), stdout \(refused.out)")
        environment["MOODPICK_DEFAULT_OPTS"] = "--prompt 'my prompt'"
        let quoted = try await Processes.run(
            try Moodpick.binary(), ["--filter", "b"], stdin: Data("a\nb\n".utf8), environment: environment, timeoutSeconds: 30)
        #expect(quoted.status == 0 && quoted.out == "b\n", "status \(quoted.status), stdout \(quoted.out), stderr \(quoted.err)")
    }

    @Test("a defaults file that is a FIFO with no writer, a directory or a device is refused at once, never waited for",
          arguments: ["fifo", "directory", "/dev/null"])
    func notARegularFile(kind: String) async throws {
        let scratch = try Installation.temporaryDirectory("defaults-fifo")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var path = kind
        if kind == "fifo" {
            path = scratch + "/fifo"
            #expect(mkfifo(path, 0o600) == 0)
        } else if kind == "directory" {
            path = scratch
        }
        var environment = Processes.environment(["MOODPICK_DEFAULT_OPTS_FILE": path])
        environment["MOODPICK_DEFAULT_OPTS"] = nil
        // A run that waited for a writer would be killed here, and the test fail.
        let result = try await Processes.run(try Moodpick.binary(), ["--select-1", "x"], environment: environment, timeoutSeconds: 10)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains("MOODPICK_DEFAULT_OPTS_FILE: \(path) is not a regular file"), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a defaults file over 1 MiB is refused as too large for a defaults file, naming the variable")
    func largeFile() async throws {
        let result = try await run([], file: "--ascii " + String(repeating: "#", count: 1 << 20) + "\n")
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains("MOODPICK_DEFAULT_OPTS_FILE: ") && result.err.contains("too large for a defaults file"), "stderr: \(result.err)")
        #expect(!result.err.contains("replay"), "stderr: \(result.err)")
    }

    @Test(
        "every default flag is undone by its negation on the command line, and a default --items by items",
        arguments: [
            ("--print0", ["--no-print0"]), ("--read0", ["--no-read0"]), ("--select-1", ["--no-select-1"]),
            ("--exit-0", ["--no-exit-0"]), ("--jump", ["--no-jump"]), ("--multi=2", ["--no-multi"]), ("--emoji", ["--no-emoji"]),
            ("--copy", ["--no-copy"]), ("--no-sort", ["--sort"]), ("--no-clear", ["--clear"]), ("--no-help", ["--key-help"]),
            ("--fullscreen", ["--no-fullscreen"]), ("--ascii", ["--no-ascii"]), ("--items /nonexistent/moodpick-items", []),
            ("--no-mouse --no-animation", ["--mouse", "--animation"]), ("--mouse --animation", ["--no-mouse", "--no-animation"]),
        ] as [(String, [String])])
    func undone(variable: String, arguments: [String]) async throws {
        let result = try await run(arguments, variable: variable)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "🤔 deep thought\n")
    }

    @Test(
        "the last of --start and --start-index wins, so a default of either gives way to the other",
        arguments: [
            ("--start-index 2", ["--start", "sad"], "😢 sad\n"),
            ("--start sad", ["--start-index", "0"], "😀 happy\n"),
            ("", ["--start", "deep", "--start-index", "1"], "😢 sad\n"),
        ] as [(String, [String], String)])
    func startUndone(variable: String, arguments: [String], expected: String) async throws {
        let result = try await run(arguments, variable: variable, keys: "0 key enter\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == expected)
    }

    @Test(
        "the last of --fullscreen and --height wins, wherever each was given",
        arguments: [
            ("--fullscreen", ["--height", "4"], true),
            ("--height 4", ["--fullscreen"], false),
            ("--height 4 --fullscreen", ["--no-fullscreen"], true),
            ("", ["--fullscreen", "--height", "4"], true),
            ("", ["--height", "4", "--fullscreen"], false),
        ] as [(String, [String], Bool)])
    func placementUndone(variable: String, arguments: [String], inline: Bool) async throws {
        let scratch = try Installation.temporaryDirectory("defaults-placement")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try await run(arguments + ["--screen", scratch + "/screen"], variable: variable)
        #expect(result.status == 0, "stderr: \(result.err)")
        let lines = try String(contentsOfFile: scratch + "/screen", encoding: .utf8).components(separatedBy: "\n")
        // Inline, the strip is the picture's second row; full screen, it is in the screen's middle.
        #expect(lines.count > 2 && lines[1].contains("😢") == inline, "screen:\n\(lines.joined(separator: "\n"))")
    }

    @Test("a missing defaults file is a usage error naming it")
    func missingFile() async throws {
        var environment = Processes.environment(["MOODPICK_DEFAULT_OPTS_FILE": "/nonexistent/moodpick-defaults"])
        environment["MOODPICK_DEFAULT_OPTS"] = nil
        let result = try await Processes.run(try Moodpick.binary(), ["--select-1", "x"], environment: environment)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains("MOODPICK_DEFAULT_OPTS_FILE") && result.err.contains("/nonexistent/moodpick-defaults"))
    }

    @Test("a mistake on the command line is still reported as the command line's, not the defaults'")
    func commandLineMistake() async throws {
        let result = try await run(["--output", "xml"], variable: "--output label")
        #expect(result.status == 64)
        #expect(!result.err.contains("MOODPICK_DEFAULT_OPTS"), "stderr: \(result.err)")
    }
}
