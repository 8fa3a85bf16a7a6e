import Foundation
import MoodpickCore
import Testing

/// Typing filters, Space, `--multi`, `--jump`, `--no-sort` and `--start`, played headless with
/// `--replay` through the real binary: deterministic on every run.
@Suite("Headless replay: the filter, marks and --start")
struct FilterReplayTests {
    /// One `key` line per character of `text` (a blank is `space`), 10 ms apart from `start`.
    static func typing(_ text: String, from start: Int = 0) -> String {
        text.enumerated().map { "\(start + 10 * $0.offset) key \($0.element == " " ? "space" : String($0.element))\n" }.joined()
    }

    static let cities = ["🍎 apple", "🗽 new york", "🕌 new delhi"]

    @Test("typing `new d` chooses new delhi: Space is part of a non-empty query", arguments: [[String](), ["--jump"]])
    func newDelhi(extra: [String]) async throws {
        let (result, _) = try await Moodpick.replayScreen(Self.typing("new d") + "600 key enter\n", items: "", extra + Self.cities)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "🕌 new delhi\n")
    }

    @Test("typing `sl` over the built-in moods centers sleepy, and Enter prints it")
    func sleepy() async throws {
        let moods = BuiltInMoods.lines.joined(separator: "\n") + "\n"
        let (result, rows) = try await Moodpick.replayScreen(Self.typing("sl") + "600 key enter\n", items: moods)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😴 sleepy\n")
        #expect(rows.count > 2 && rows[2].trimmingCharacters(in: .whitespaces) == "sleepy", "inline, the label is on row 2: \(rows)")
        #expect(rows.first?.hasPrefix("> sl ") == true, "\(rows)")
    }

    @Test("a query with no match says so and shows 0/0 of N; Enter exits 1 with nothing on stdout")
    func noMatch() async throws {
        let (result, rows) = try await Moodpick.replayScreen(Self.typing("zqx") + "600 key enter\n", items: Moods.input)
        #expect(result.status == 1, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
        #expect(rows.first == "> zqx  no match" + String(repeating: " ", count: 56) + "0/0 of 10", "\(rows)")
    }

    @Test("Backspace restores the strip and the item centered before")
    func backspaceRestores() async throws {
        let script = "0 key right\n" + Self.typing("zq", from: 500) + "600 key backspace\n610 key backspace\n1200 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, items: Moods.input)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😢 sad\n")
        #expect(rows.first == ">" + String(repeating: " ", count: 75) + "2/10", "\(rows)")
    }

    /// With `--multi=1` the second Tab only moves: the limit is reached.
    @Test("--multi: Tab Tab Enter prints two lines in input order, in the --output format", arguments: [
        ([String](), "😀 happy\n😢 sad\n"),
        (["--output", "json"], "{\"index\":0,\"symbol\":\"😀\",\"label\":\"happy\",\"line\":\"😀 happy\"}\n"
            + "{\"index\":1,\"symbol\":\"😢\",\"label\":\"sad\",\"line\":\"😢 sad\"}\n"),
        (["--print0", "--output", "index"], "0\u{0}1\u{0}"),
        (["--multi=1"], "😀 happy\n"),
    ])
    func multi(extra: [String], expected: String) async throws {
        let arguments = extra.contains("--multi=1") ? extra : ["--multi"] + extra
        let (result, rows) = try await Moodpick.replayScreen("0 key tab\n100 key tab\n600 key enter\n", items: Moods.input, arguments)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == expected)
        #expect(rows.first?.hasSuffix(extra.contains("--multi=1") ? "•1 3/10" : "•2 3/10") == true, "\(rows)")
    }

    @Test("marks survive a query change: a hidden marked item is still printed, in input order")
    func marksSurvive() async throws {
        // Mark sad (via the query "sa"), then happy (via "ha"), then end with a query hiding both.
        let script = Self.typing("sa") + "100 key tab\n200 key ctrl-u\n" + Self.typing("ha", from: 300)
            + "400 key tab\n500 key ctrl-w\n" + Self.typing("sick", from: 600) + "1200 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, items: Moods.input, ["--multi"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀 happy\n😢 sad\n")
        #expect(rows.first?.hasSuffix("•2 1/1 of 10") == true, "\(rows)")
    }

    @Test("without --multi, Tab moves and Ctrl-A does nothing")
    func tabWithoutMulti() async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key tab\n100 key ctrl-a\n200 key tab\n700 key enter\n", items: Moods.input)
        #expect(result.out == "😡 angry\n")
    }

    @Test("--no-sort centers the first match at or after the item centered before")
    func noSort() async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key s\n600 key enter\n", items: Moods.input, ["--no-sort", "--start-index", "6"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😱 scared\n")
        #expect(rows.first?.hasSuffix("3/4 of 10") == true, "\(rows)")  // sad, sleepy, scared, sick
    }

    @Test("--jump keeps the type-ahead: the strip keeps every item and the typed text expires")
    func jump() async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key s\n10 key l\n2000 key right\n2600 key enter\n", items: Moods.input, ["--jump"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "🤔 thinking\n")
        #expect(rows.first == ">" + String(repeating: " ", count: 75) + "5/10", "\(rows)")
    }

    @Test("--query starts filtered")
    func query() async throws {
        let (result, _) = try await Moodpick.replayScreen("600 key enter\n", items: Moods.input, ["--query", "ick"])
        #expect(result.out == "🤢 sick\n")
    }

    @Test("--start names an item by its line, label or symbol before it is an index", arguments: [
        (["--start", "2024", "2023", "2024", "2025"], "2024\n"),
        (["--start", "1", "2023", "1", "2025"], "1\n"),
        (["--start", "1", "2023", "2024", "2025"], "2024\n"),
        (["--start", "😴 sleepy"] + Moods.lines, "😴 sleepy\n"),
        (["--start", "😴"] + Moods.lines, "😴 sleepy\n"),
        (["--start", "SLE"] + Moods.lines, "😴 sleepy\n"),
        (["--start-index", "3"] + Moods.lines, "😴 sleepy\n"),
        (["--start-index", "99"] + Moods.lines, "🤢 sick\n"),
    ])
    func start(arguments: [String], expected: String) async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key enter\n", items: "", arguments)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == expected)
        #expect(result.stderr.isEmpty, "stderr: \(result.err)")
    }

    @Test("--start naming nothing starts on the first item, with a note on stderr")
    func startNamingNothing() async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key enter\n", items: Moods.input, ["--start", "nothing like it"])
        #expect(result.status == 0)
        #expect(result.out == "😀 happy\n")
        #expect(result.err.contains("nothing like it"), "stderr: \(result.err)")
    }

    @Test("a negative --start or --start-index is a value: a usage error naming it, never `missing value`",
          arguments: [["--start", "-1"], ["--start-index", "-1"]])
    func negativeStart(arguments: [String]) async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key enter\n", items: Moods.input, arguments)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains("-1"), "stderr: \(result.err)")
        #expect(!result.err.lowercased().contains("missing value"), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a negative --start that names an item starts there")
    func negativeStartNamingAnItem() async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key enter\n", items: "", ["--start", "-1", "--", "0", "-1", "1"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "-1\n")
    }

    @Test("a million items: Esc typed right after a letter cancels at once, searched in slices (exit 130)")
    func millionEscape() async throws {
        let input = MillionItemsTests.input()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-filter-million-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("script")
        let trace = directory.appendingPathComponent("trace")
        try "0 key x\n0 key esc\n".write(to: file, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let result = try await Moodpick.run(["--replay", file.path, "--trace", trace.path], stdin: input)
            #expect(result.status == 130, "stderr: \(result.err)")
            #expect(result.stdout.isEmpty)
            // Only the first frame was drawn: the search never got to show its (empty) result.
            let frames = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            #expect(frames.count == 1, "\(frames)")
        }
        // The same search, let finish by Enter, finds the one item.
        try "0 key 9\n0 key 9\n0 key 9\n0 key 9\n0 key 9\n0 key 9\n0 key enter\n".write(to: file, atomically: true, encoding: .utf8)
        let found = try await Moodpick.run(["--replay", file.path], stdin: input)
        #expect(found.status == 0, "stderr: \(found.err)")
        #expect(found.out == "🤔 mood999999\n")
    }
}
