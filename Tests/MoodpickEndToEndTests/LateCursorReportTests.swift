import Foundation
import Testing

/// A terminal that answers the cursor position report after moodpick stopped waiting for it
/// (docs/CONTRACT.md §10): the late report is neither a key nor an Esc, and the key typed right
/// behind it still counts. Driven by `Support/silent_pty.py`, since tmux always answers at once.
@Suite("A terminal that answers late")
struct LateCursorReportTests {
    @Test("a cursor report after the 100 ms wait, with a key right behind it: the report is dropped, the key moves, Enter chooses")
    func lateReply() async throws {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/silent_pty.py").path
        let out = try Moodpick.scratchDirectory("late-reply").appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        // The report comes 400 ms after the query, Right in the same write; Enter once 2/3 shows.
        let result = try await Processes.run(
            python, [script, out.path, #"\x1b[C"#, "2/3", #"\r"#, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary(), "a", "b", "c"],
            environment: Processes.environment(["LATE_REPLY_MS": "400"]), timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(SilentTerminalTests.Run.self, from: Data(result.out.utf8))
        #expect(run.status == 0, "not cancelled by the report's ESC; it wrote: \(run.output.debugDescription)")
        #expect(run.frame_ms != nil, "the key behind the report moved the strip (2/3)")
        #expect(try String(contentsOf: out, encoding: .utf8) == "b\n")
        #expect(run.output.contains("no cursor report: mouse off"), "drawn as for a terminal that never answers")
        #expect(!run.output.contains("5;1R"), "the report is never drawn")
    }
}
