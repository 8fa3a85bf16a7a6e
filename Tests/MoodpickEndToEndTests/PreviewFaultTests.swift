import Foundation
import Testing

/// Processes the preview and on-change commands leave behind: each command writes its own pid
/// (and its background child's) to a file, so a test can tell whether they still run.
enum ChildProcesses {
    /// The pids written to `file`, any number per line.
    static func pids(in file: URL) -> [Int32] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) }
    }

    /// Whether `pid` runs no more: gone, or a zombie that nobody has reaped yet.
    static func isGone(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// Polls until `file` holds at least `count` pids; fails after `timeoutSeconds`.
    @discardableResult
    static func waitForPIDs(in file: URL, count: Int, timeoutSeconds: Double = 20) async throws -> [Int32] {
        try await Wait.until(
            "\(count) pids in \(file.lastPathComponent)", timeoutSeconds: timeoutSeconds, look: { pids(in: file) }
        ) { $0.count >= count }
    }

    /// Polls until every pid in `pids` runs no more, and returns those still running after
    /// `timeoutSeconds` (none, when all is well).
    static func stillRunning(_ pids: [Int32], timeoutSeconds: Double = 10) async throws -> [Int32] {
        let running = { pids.filter { !isGone($0) } }
        _ = try? await Wait.until("every pid to end", timeoutSeconds: timeoutSeconds, look: running) { $0.isEmpty }
        return running()
    }

    /// What `ps` says of `pids`, for a failure message.
    /// Expects every pid in `pids` to end within `timeoutSeconds`; a failure names `what` and
    /// lists those still running.
    static func expectAllEnded(
        _ pids: [Int32], _ what: String, timeoutSeconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let left = try await stillRunning(pids, timeoutSeconds: timeoutSeconds)
        let listed = await describe(left)
        #expect(left.isEmpty, "\(what): \(listed)", sourceLocation: sourceLocation)
    }

    static func describe(_ pids: [Int32]) async -> String {
        guard !pids.isEmpty else { return "" }
        let result = try? await Processes.run("/bin/ps", ["-o", "pid,ppid,pgid,stat,args", "-p", pids.map(String.init).joined(separator: ",")])
        return result?.out ?? ""
    }
}

/// Preview and on-change commands that misbehave, in a real terminal (docs/CONTRACT.md §13):
/// one that floods without a newline, one that ignores SIGTERM, one that writes to /dev/tty;
/// and whatever ends moodpick, no command outlives it.
@Suite("Preview faults in tmux")
struct PreviewFaultTests {
    @Test("a preview that floods without a newline (cat /dev/zero) leaves the picker responsive; it is ended at the exit")
    func floodWithoutNewline() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let pids = session.directory.appendingPathComponent("pids")
            try await session.type(#"seq 3 | "$MP" --preview 'echo $$ >> "# + shellQuoted(pids.path) + #"; exec cat /dev/zero'; echo "rc=$?""#)
            try await session.waitForRest("the picker") { $0.contains("1/3") }
            let pid = try await shell.moodpickPID()
            try await ChildProcesses.waitForPIDs(in: pids, count: 1)
            for step in 2...3 {
                try await session.send("Right")
                try await session.waitForRest("\(step)/3 while the preview floods") { $0.contains("\(step)/3") }
            }
            try await ChildProcesses.waitForPIDs(in: pids, count: 3)
            let ticks = { () -> Int in
                let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
                return fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
            }
            print("preview flood without a newline: moodpick used \(ticks()) clock ticks of CPU")  // measured, not asserted
            try await session.send("Escape")
            try await shell.waitForLine("rc=130")
            try await ChildProcesses.expectAllEnded(ChildProcesses.pids(in: pids), "previews still running")
        }
    }

    @Test("a preview that ignores SIGTERM is killed with its whole group; the next preview runs once it is gone")
    func ignoresTerm() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let pids = session.directory.appendingPathComponent("pids")
            // The shell and its background sleep both ignore SIGTERM; only SIGKILL to the group ends both.
            let command = #"trap "" TERM; echo item {n}; sleep 300 & echo $$ $! >> "# + shellQuoted(pids.path) + "; wait"
            try await session.type(#"seq 3 | "$MP" --preview "# + shellQuoted(command) + #"; echo "rc=$?""#)
            try await session.waitForRest("the first preview") { $0.contains("1/3") && $0.hasLine("item 0") }
            let first = try await ChildProcesses.waitForPIDs(in: pids, count: 2)
            try await session.send("Right")
            try await session.waitForRest("the second preview") { $0.contains("2/3") && $0.hasLine("item 1") }
            try await ChildProcesses.expectAllEnded(first, "the first preview's shell and sleep")
            try await session.send("Escape")
            try await shell.waitForLine("rc=130")
            try await ChildProcesses.expectAllEnded(ChildProcesses.pids(in: pids), "previews still running")
        }
    }

    @Test("a preview that writes to /dev/tty cannot: it has no terminal, and the error shows in the preview")
    func writesToTheTerminal() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"clear; "$MP" --preview 'echo PWNED > /dev/tty; echo "status $?"' a b; echo "rc=$?""#)
            let screen = try await session.waitForRest("the preview") { $0.hasLine("status 2") }
            #expect(!screen.hasLine("PWNED"), "the preview wrote on the terminal:\n\(screen)")
            #expect(screen.contains("/dev/tty"), "the shell's message shows in the preview:\n\(screen)")
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            #expect(!(try await session.capture()).hasLine("PWNED"))
        }
    }

    /// The ways moodpick ends while a preview and an --on-change command run.
    enum Ending: String, CaseIterable, Sendable {
        case enter, escape, sigterm, sighup, sigint, sigquit, sigsegv, sigabrt, sigusr1, stoppedThenKilled

        var signal: Int32? {
            switch self {
            case .sigterm: SIGTERM
            case .sighup: SIGHUP
            case .sigint: SIGINT
            case .sigquit: SIGQUIT
            case .sigsegv: SIGSEGV
            case .sigabrt: SIGABRT
            case .sigusr1: SIGUSR1
            default: nil
            }
        }

        var status: Int {
            switch self {
            case .enter: 0
            case .escape: 130
            case .stoppedThenKilled: 143
            default: 128 + Int(signal ?? 0)
            }
        }
    }

    @Test("no preview or --on-change command outlives moodpick: Enter, Esc, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGABRT, SIGUSR1, Ctrl-Z then kill %1",
          arguments: Ending.allCases)
    func noChildOutlives(ending: Ending) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let pids = session.directory.appendingPathComponent("pids")
            let preview = #"echo preview {n}; sleep 300 & echo $$ $! >> "# + shellQuoted(pids.path) + "; wait"
            let onChange = "sleep 300 & echo $$ $! >> " + shellQuoted(pids.path) + "; wait"
            let picker = #"seq 3 | "$MP" --preview "# + shellQuoted(preview) + " --on-change " + shellQuoted(onChange)
            // `sh -c`, because an interactive bash abandons the rest of a command line whose
            // foreground job died of SIGINT. Ctrl-Z needs the job to be moodpick's own.
            try await session.type(ending == .stoppedThenKilled ? picker : #"sh -c "# + shellQuoted(picker + #"; echo "rc=$?""#))
            try await session.waitForRest("the preview") { $0.contains("1/3") && $0.hasLine("preview 0") }
            let started = try await ChildProcesses.waitForPIDs(in: pids, count: 4)
            let pid = try await shell.moodpickPID()
            switch ending {
            case .enter: try await session.send("Enter")
            case .escape: try await session.send("Escape")
            case .stoppedThenKilled:
                try await session.send("C-z")
                try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
                try await session.type("kill %1; wait; echo killed")
                try await shell.waitForLine("killed")
            default: #expect(kill(pid, ending.signal!) == 0)
            }
            if ending != .stoppedThenKilled { try await shell.waitForLine("rc=\(ending.status)") }
            #expect(ChildProcesses.pids(in: pids).count == started.count, "no command started after the first ones")
            try await ChildProcesses.expectAllEnded(started, "commands still running after moodpick ended")
        }
    }
}

/// Preview commands that misbehave in a headless replay, where each rest waits for the
/// preview (at most 2 s): one that never ends, one that floods, one killed by a signal, one
/// that prints bytes no terminal should get, one that reads its stdin.
@Suite("Preview faults, headless")
struct PreviewFaultReplayTests {
    @Test("a preview that never ends holds the replay at most 2 s per rest; the choice is printed; the command is ended")
    func neverEnds() async throws {
        let directory = try Moodpick.scratchDirectory("preview-never-ends")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pids = directory.appendingPathComponent("pids")
        let preview = "echo started {n}; sleep 300 & echo $$ $! >> " + shellQuoted(pids.path) + "; wait"
        let (result, rows) = try await Moodpick.replayScreen("0 key right\n500 key enter\n", ["--preview", preview, "a", "b"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "b\n")
        #expect(rows.count > 3 && rows[3] == "started 1", "\(rows.prefix(8))")
        let started = ChildProcesses.pids(in: pids)
        #expect(started.count == 4, "two previews, each a shell and a sleep: \(started)")
        try await ChildProcesses.expectAllEnded(started, "commands still running after moodpick ended")
    }

    @Test("floods, with and without newlines (yes, cat /dev/zero, an endless OSC): the replay ends, the rows hold what fits",
          arguments: [("yes", "y"), ("cat /dev/zero", "␀␀␀␀"), (#"printf '\033]0;'; cat /dev/zero"#, "")])
    func floods(command: String, shown: String) async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key enter\n", ["--preview", command, "--preview-height", "3", "a"])
        #expect(result.status != 124, "the replay hung")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "a\n")
        #expect(rows.count > 5, "\(rows)")
        #expect(rows.count > 5 && rows[3].hasPrefix(shown) && rows[3...5].allSatisfy { $0.count <= 80 }, "\(rows.prefix(8))")
        #expect(!rows.joined().contains("\u{1B}"))
    }

    @Test("a preview killed by a signal says [killed] on its last row")
    func killed() async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key enter\n", ["--preview", "echo before; kill -KILL $$", "--preview-height", "3", "a"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(rows.count > 5 && rows[3] == "before" && rows[5] == "[killed]", "\(rows.prefix(8))")
    }

    @Test("bad bytes from a preview (invalid UTF-8, NUL, C1 controls, a lone ESC, DEL) are shown as visible symbols, never sent")
    func badBytes() async throws {
        let command = #"printf 'a\377b\000c\302\233d\177e\033'"#
        let (result, rows) = try await Moodpick.replayScreen("0 key enter\n", ["--preview", command, "x"])
        #expect(result.status == 0, "stderr: \(result.err)")
        let row = rows.count > 3 ? rows[3] : ""
        #expect(row.hasPrefix("a\u{FFFD}b") && row.contains("c") && row.contains("d") && row.contains("e"), "\(rows.prefix(8))")
        let scalars = rows.joined(separator: "\n").unicodeScalars
        #expect(!scalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                "a control character reached the screen: \(rows.prefix(8))")
    }

    @Test("a preview gets /dev/null as stdin and no terminal: `cat` ends at once, `tty` says so")
    func noInputNoTerminal() async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key enter\n", ["--preview", "cat; tty; echo end", "x"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(rows.count > 4 && rows[3] == "not a tty" && rows[4] == "end", "\(rows.prefix(8))")
    }
}
