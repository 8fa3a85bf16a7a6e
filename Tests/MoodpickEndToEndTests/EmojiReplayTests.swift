import Foundation
import Testing

/// `--emoji` run headless (`--replay`), with its history in a temporary XDG_STATE_HOME.
@Suite("Emoji catalog, headless")
struct EmojiReplayTests {
    /// Runs moodpick `--emoji` with a replay script and a private state directory.
    func run(_ script: String, _ extra: [String], body: (ProcessResult, URL) throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-e2e-emoji-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("script")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let state = directory.appendingPathComponent("state")
        let result = try await Processes.run(
            try Processes.which("setsid"),
            ["-w", try Processes.which("timeout"), "-k", "5", "30", try Moodpick.binary(),
             "--emoji", "--replay", file.path, "--cols", "80", "--rows", "24"] + extra,
            environment: Processes.environment(["XDG_STATE_HOME": state.path]), timeoutSeconds: 60)
        try body(result, state)
    }

    @Test("--output label prints the CLDR name")
    func label() async throws {
        try await run("0 key right\n500 key enter\n", ["--output", "label"]) { result, _ in
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "grinning face with big eyes\n")
        }
    }

    @Test("--tone dark on thumbs up prints 👍🏿; the pick is recorded and comes first next time")
    func tone() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-e2e-emoji-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await run("0 key enter\n", ["--tone", "dark", "--start", "thumbs up", "--output", "symbol"]) { result, state in
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "👍🏿\n")
            let history = try String(contentsOf: state.appendingPathComponent("moodpick/history"), encoding: .utf8)
            #expect(history.hasPrefix("moodpick-history 1\n1\t") && history.hasSuffix("\t👍🏿\n"), "\(history)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: state, to: directory.appendingPathComponent("state"))
        }
        // A second run in the same state directory starts on the recent pick.
        let script = directory.appendingPathComponent("script")
        try "0 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        let again = try await Processes.run(
            try Processes.which("setsid"),
            ["-w", try Processes.which("timeout"), "-k", "5", "30", try Moodpick.binary(),
             "--emoji", "--replay", script.path],
            environment: Processes.environment(["XDG_STATE_HOME": directory.appendingPathComponent("state").path]))
        #expect(again.status == 0, "stderr: \(again.err)")
        #expect(again.out == "👍🏿\n", "the recent pick is first, without --tone in the form it was picked in")
    }

    @Test("--no-history leaves no file")
    func noHistory() async throws {
        try await run("0 key enter\n", ["--no-history"]) { result, state in
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "😀\n")
            #expect(!FileManager.default.fileExists(atPath: state.path))
        }
    }

    @Test("20 pairs of concurrent runs never leave a damaged history file")
    func concurrentRuns() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-e2e-emoji-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script")
        try "0 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        let state = directory.appendingPathComponent("state")
        let history = state.appendingPathComponent("moodpick/history")
        let binary = try Moodpick.binary()
        func pick(_ start: Int) async throws -> ProcessResult {
            try await Processes.run(binary, ["--emoji", "--replay", script.path, "--start", String(start)],
                                    environment: Processes.environment(["XDG_STATE_HOME": state.path]))
        }
        for round in 0..<20 {
            async let first = pick(2 * round + 100)
            async let second = pick(2 * round + 101)
            let results = try await [first, second]
            for result in results { #expect(result.status == 0, "round \(round): \(result.err)") }
            let text = try String(contentsOf: history, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "moodpick-history 1" && lines.last == "", "round \(round): \(text)")
            for line in lines.dropFirst().dropLast() {
                #expect(line.split(separator: "\t").count == 3, "round \(round): a whole line: \(line)")
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: history.deletingLastPathComponent().path)
            #expect(Set(leftovers) == ["history", "history.lock"], "round \(round): no temporary file left")
        }
    }

    @Test("--tone and --no-history without --emoji change nothing (they may come from MOODPICK_DEFAULT_OPTS)")
    func toneAlone() async throws {
        let result = try await Moodpick.run(["--tone", "dark", "--no-history", "--select-1", "👍 thumbs"], input: "")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "👍 thumbs\n")
    }
}
