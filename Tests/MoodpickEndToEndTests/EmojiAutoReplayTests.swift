import Foundation
import Testing

/// `--replay` never measures the terminal (docs/EMOJI.md, "Only what the terminal can draw"):
/// under `auto`, the default, it keeps every emoji, even run in tmux 3.3a, whose cursor reports
/// would leave out Emoji 15.0; `--emoji-max-version N` given is still honoured.
@Suite("--emoji-max-version auto, headless")
struct EmojiAutoReplayTests {
    /// Runs `moodpick --emoji --no-history --replay (Enter) --query 'shaking face' extra` in a
    /// 40 × 12 tmux pane and returns its exit status and stdout.
    static func replayInTmux(_ extra: [String]) async throws -> (status: String, out: String) {
        let binary = try Moodpick.binary()
        return try await TmuxSession.with(cols: 40, rows: 12, command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            try "0 key enter\n".write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
            let arguments = ["--emoji", "--no-history", "--replay", directory.appendingPathComponent("script").path,
                             "--query", "shaking face"] + extra
            let script = """
                LANG=C.UTF-8 LC_ALL=C.UTF-8 \(shellQuoted(binary)) \(arguments.map(shellQuoted).joined(separator: " ")) \
                  > \(file("out")) 2> \(file("err"))
                echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))
                read line

                """
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "sh \(file("run.sh"))"
        }) { session in
            let rc = session.directory.appendingPathComponent("rc")
            let status = try await Wait.until("moodpick to exit", look: { try? String(contentsOf: rc, encoding: .utf8) }) { $0 != nil }!
            let out = (try? String(contentsOf: session.directory.appendingPathComponent("out"), encoding: .utf8)) ?? ""
            return (status.trimmingCharacters(in: .whitespacesAndNewlines), out)
        }
    }

    @Test("in tmux, --replay chooses 🫨 under auto (the default, and named); 14.0 still leaves it out", arguments: [
        ([String](), "0", "🫨 shaking face\n"),
        (["--emoji-max-version", "auto"], "0", "🫨 shaking face\n"),
        (["--emoji-max-version", "14.0"], "1", ""),
    ])
    func replayKeepsEveryEmoji(extra: [String], status: String, out: String) async throws {
        let result = try await Self.replayInTmux(extra + ["--output", "line"])
        #expect(result.status == status && result.out == out, "\(result)")
    }
}
