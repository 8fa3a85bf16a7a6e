import Foundation
import Testing

/// `--emoji` search by name and keywords and the tone strip, headless (`--replay`), `--no-history`
/// and a private XDG_STATE_HOME so that nothing writes the real history.
@Suite("Emoji search and tone strip, headless")
struct EmojiSearchReplayTests {
    /// One `key` line per character of `text` (a space as `space`), all at time 0.
    static func typing(_ text: String) -> String {
        text.map { $0 == " " ? "0 key space\n" : "0 key \($0)\n" }.joined()
    }

    /// Runs `moodpick --emoji --no-history` with a replay `script`; returns status, stdout, stderr.
    func run(_ script: String, _ extra: [String] = []) async throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-e2e-emoji2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("script")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try await Processes.run(
            try Processes.which("setsid"),
            ["-w", try Processes.which("timeout"), "-k", "5", "30", try Moodpick.binary(),
             "--emoji", "--no-history", "--replay", file.path, "--cols", "80", "--rows", "24"] + extra,
            environment: Processes.environment(["XDG_STATE_HOME": directory.appendingPathComponent("state").path]),
            timeoutSeconds: 60)
    }

    @Test("typing fire + Enter prints 🔥 (--output symbol is --emoji's default), or 🔥 fire with --output line")
    func fire() async throws {
        let line = try await run(Self.typing("fire") + "100 key enter\n", ["--output", "line"])
        #expect(line.status == 0, "stderr: \(line.err)")
        #expect(line.out == "🔥 fire\n")
        let symbol = try await run(Self.typing("fire") + "100 key enter\n")
        #expect(symbol.out == "🔥\n")
    }

    @Test("sad centers an emoji whose name or keywords contain sad")
    func sad() async throws {
        let result = try await run(Self.typing("sad") + "100 key enter\n", ["--output", "symbol"])
        #expect(result.status == 0, "stderr: \(result.err)")
        let symbol = result.out.trimmingCharacters(in: .newlines)
        let sadOnes = ["😢", "😞", "😥", "😔", "☹️", "🙁", "😿", "😓", "😭", "🥲"]
        #expect(sadOnes.contains(symbol), "\(symbol)")
    }

    @Test("thumbs finds 👍; --output label prints the CLDR name")
    func thumbs() async throws {
        let result = try await run(Self.typing("thumbs") + "100 key enter\n", ["--output", "label"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "thumbs up\n")
    }

    @Test("Ctrl-T on 👍, Right Right Enter prints the second tone (👍🏼); its line's label names the tone")
    func toneStrip() async throws {
        let script = "0 key ctrl-t\n100 key right\n100 key right\n600 key enter\n"
        let line = try await run(script, ["--start", "thumbs up", "--output", "line"])
        #expect(line.status == 0, "stderr: \(line.err)")
        #expect(line.out == "👍🏼 thumbs up: medium-light skin tone\n")
        let symbol = try await run(script, ["--start", "thumbs up"])
        #expect(symbol.out == "👍🏼\n")
    }

    @Test("Esc closes the tone strip; Enter then chooses the plain emoji")
    func escape() async throws {
        let result = try await run("0 key ctrl-t\n100 key right\n100 key esc\n600 key enter\n", ["--start", "thumbs up"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "👍\n")
    }

    @Test("--tone dark + typing thumbs up + Enter prints 👍🏿")
    func toneDark() async throws {
        let result = try await run(Self.typing("thumbs up") + "100 key enter\n", ["--tone", "dark", "--output", "symbol"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "👍🏿\n")
    }

    @Test("--copy headless writes nothing but the choice")
    func copyHeadless() async throws {
        let result = try await run("0 key enter\n", ["--copy"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀\n")
        #expect(!result.err.contains("\u{1B}]52"))
    }
}
