import Foundation
import Testing

/// A terminal whose cursor reports are late, fake or impossible (docs/CONTRACT.md §10): a late
/// report is neither a key nor an Esc, and the key typed right behind it still counts; only the
/// report right before the DA1 reply, within the screen, places the picture. Driven by
/// `Support/silent_pty.py`, since tmux always answers at once and truly: the script types its
/// KEYS as soon as moodpick asks, so KEYS can be any reply.
@Suite("A terminal that answers late or falsely")
struct LateCursorReportTests {
    /// Runs moodpick on a silent pty (80 × 24 from terminfo) that sends `replies` when asked,
    /// Right behind them, and Enter once 2/3 shows: the run, and what moodpick printed.
    static func run(replies: String) async throws -> (run: SilentTerminalTests.Run, chosen: String) {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/silent_pty.py").path
        let out = try Moodpick.scratchDirectory("fake-reply").appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let result = try await Processes.run(
            python, [script, out.path, replies + #"\x1b[C"#, "2/3", #"\r"#, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary(), "a", "b", "c"],
            timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(SilentTerminalTests.Run.self, from: Data(result.out.utf8))
        return (run, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test("a fake report pasted before the answer is no answer: the picture goes where the report right before the DA1 reply says")
    func fakeBeforeTheAnswer() async throws {
        // A fake at row 2, the answer at row 12, the DA1 reply.
        let (run, chosen) = try await Self.run(replies: #"\x1b[2;1R\x1b[12;1R\x1b[?62;22c"#)
        #expect(run.status == 0 && chosen == "b\n", "it wrote: \(run.output.debugDescription)")
        #expect(run.output.contains("\u{1B}[12;1H") && !run.output.contains("\u{1B}[2;1H"), "drawn from row 12, never row 2")
        #expect(run.output.contains("\u{1B}[?1002h"), "rows map: the mouse is on")
    }

    @Test("a report beyond the screen, or only a DA1 reply: no cursor known, relative moves, mouse off",
          arguments: [#"\x1b[30;1R\x1b[?62c"#, #"\x1b[24;200R\x1b[?62c"#, #"\x1b[?62c"#])
    func noPlaceOnTheScreen(replies: String) async throws {
        let (run, chosen) = try await Self.run(replies: replies)
        #expect(run.status == 0 && chosen == "b\n", "it wrote: \(run.output.debugDescription)")
        #expect(run.output.contains("no cursor report: mouse off"), "drawn as for a terminal that never answers")
        #expect(!run.output.contains("\u{1B}[?1002h"))
    }

    @Test("a cursor report after the 1 s wait, with a key right behind it: the report is dropped, the key moves, Enter chooses")
    func lateReply() async throws {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/silent_pty.py").path
        let out = try Moodpick.scratchDirectory("late-reply").appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        // The report comes 1.5 s after the query, Right in the same write; Enter once 2/3 shows.
        let result = try await Processes.run(
            python, [script, out.path, #"\x1b[C"#, "2/3", #"\r"#, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary(), "a", "b", "c"],
            environment: Processes.environment(["LATE_REPLY_MS": "1500"]), timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(SilentTerminalTests.Run.self, from: Data(result.out.utf8))
        #expect(run.status == 0, "not cancelled by the report's ESC; it wrote: \(run.output.debugDescription)")
        #expect(run.frame_ms != nil, "the key behind the report moved the strip (2/3)")
        #expect(try String(contentsOf: out, encoding: .utf8) == "b\n")
        #expect(run.output.contains("no cursor report: mouse off"), "drawn as for a terminal that never answers")
        #expect(!run.output.contains("5;1R"), "the report is never drawn")
    }
}
