import Foundation
import Testing

/// A command's whole process group ends with it (docs/CONTRACT.md §13), whatever its shell did:
/// a background job (`sleep 1000 &`) left behind by a shell that has already exited is killed
/// with it, in a replay and in a session, so nothing piles up; and the groups stop and go on
/// with moodpick (Ctrl-Z, `fg`).
enum ChildGroups {
    /// The state letter of process `pid` (proc(5): R, S, T, Z…), or nil when it is gone.
    static func state(of pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first?.first
    }

    /// Polls until `condition` holds; fails after `timeoutSeconds`, saying `what` was awaited.
    static func waitUntil(_ what: String, timeoutSeconds: Double = 20, _ condition: () -> Bool) async throws {
        try await Wait.until(what, timeoutSeconds: timeoutSeconds) { condition() }
    }
}

@Suite("A command's process group ends with it")
struct ChildGroupTests {
    /// A command that leaves a background job and exits at once, the job's pid in `pids`.
    static func backgroundJob(_ pids: URL) -> String {
        "sleep 1000 & echo $! >> " + shellQuoted(pids.path) + "; echo bg {n}"
    }

    @Test("headless: background jobs of a preview or an --on-change whose shell exited at once do not outlive moodpick",
          arguments: ["--preview", "--on-change"])
    func replay(option: String) async throws {
        let directory = try Moodpick.scratchDirectory("child-groups")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pids = directory.appendingPathComponent("pids")
        let (result, _) = try await Moodpick.replayScreen(
            "0 key right\n500 key right\n1000 key enter\n", [option, Self.backgroundJob(pids), "alpha", "beta", "gamma"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "gamma\n")
        let started = ChildProcesses.pids(in: pids)
        #expect(started.count == 3, "one background job per item rested on: \(started)")
        try await ChildProcesses.expectAllEnded(started, "background jobs still running after moodpick ended")
    }

    @Test("in a session: each preview's background job ends with its shell, while the picker is still up; none piles up")
    func session() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let pids = session.directory.appendingPathComponent("pids")
            try await session.type(#"seq 5 | "$MP" --preview "# + shellQuoted(Self.backgroundJob(pids)) + #"; echo "rc=$?""#)
            try await session.waitForRest("the first preview") { $0.contains("1/5") && $0.hasLine("bg 0") }
            for step in 1...3 {
                try await session.send("Right")
                try await session.waitForRest("preview \(step)") { $0.hasLine("bg \(step)") }
            }
            let started = try await ChildProcesses.waitForPIDs(in: pids, count: 4)
            try await ChildProcesses.expectAllEnded(started, "background jobs running beside the picker")
            try await session.send("Escape")
            try await shell.waitForLine("rc=130")
            try await ChildProcesses.expectAllEnded(ChildProcesses.pids(in: pids), "background jobs after moodpick ended")
        }
    }

    @Test("Ctrl-Z stops a busy preview with moodpick (state T); fg lets it run again; after the exit it is gone")
    func suspendStopsThePreview() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            // No `; echo` after it: bash would run that as soon as the job stops.
            try await session.type(#"seq 3 | "$MP" --preview 'exec sh -c "while :; do :; done"'"#)
            try await session.waitForRest("the picker") { $0.contains("1/3") }
            let pid = try await shell.moodpickPID()
            var busy: Int32 = 0
            try await ChildGroups.waitUntil("the preview's shell") {
                busy = Processes.descendants(of: pid, named: "sh").first ?? 0
                return busy > 0
            }
            try await session.send("C-z")
            try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
            try await ChildGroups.waitUntil("the preview to stop (state T), now \(ChildGroups.state(of: busy) ?? "-")") {
                ChildGroups.state(of: busy) == "T"
            }
            try await session.type("fg")
            try await session.waitForRest("the picker again") { $0.contains("1/3") }
            try await ChildGroups.waitUntil("the preview to run again, now \(ChildGroups.state(of: busy) ?? "-")") {
                ChildGroups.state(of: busy).map { $0 != "T" } ?? false
            }
            try await session.send("Escape")
            try await ChildGroups.waitUntil("moodpick to exit") { Processes.hasEnded(pid) }
            try await session.type(#"echo "rc=$?""#)
            try await shell.waitForLine("rc=130")
            try await ChildProcesses.expectAllEnded([busy], "the preview after moodpick ended")
        }
    }
}
