import Foundation

/// A tmux server with a client attached, so `display-popup` has somewhere to draw: session `s`'s
/// pane runs a tmux client of the same server, attached to session `work`, whose pane runs
/// `bash --norc` (prompt `$ `) with `.build/debug` first on PATH and `$TMPDIR` in the scratch
/// directory. Keys sent to `s` reach what the client shows (the popup while it is open), and
/// capturing `s` shows the popup drawn over `work`.
struct PopupSession: Sendable {
    let session: TmuxSession

    var directory: URL { session.directory }
    /// Where moodpick's private directories go, to be found empty afterwards.
    var temporaryDirectory: URL { directory.appendingPathComponent("tmp") }

    @discardableResult
    static func with<T>(cols: Int = 80, rows: Int = 24, _ body: (PopupSession) async throws -> T) async throws -> T {
        let binary = URL(fileURLWithPath: try Moodpick.binary())
        let bash = try Processes.which("bash")
        let tmux = try Processes.which("tmux")
        return try await TmuxSession.with(cols: cols, rows: rows, command: { directory in
            let file = { (name: String) in directory.appendingPathComponent(name) }
            try FileManager.default.createDirectory(at: file("tmp"), withIntermediateDirectories: true)
            let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let environment = [
                "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PATH=\(path)", "PS1=$ ", "HISTFILE=/dev/null",
                "TMPDIR=\(file("tmp").path)", "XDG_STATE_HOME=\(file("state").path)", "MP=\(binary.path)",
            ]
            let work = "cd \(shellQuoted(directory.path)) && exec env \(environment.map(shellQuoted).joined(separator: " ")) "
                + "\(shellQuoted(bash)) --norc --noprofile\n"
            try work.write(to: file("work.sh"), atomically: true, encoding: .utf8)
            // The client: of this very server (the socket from $TMUX), in this pane.
            let client = """
                socket=${TMUX%%,*}
                unset TMUX TMUX_PANE
                exec \(shellQuoted(tmux)) -u -S "$socket" new-session -s work "sh \(shellQuoted(file("work.sh").path))"

                """
            try client.write(to: file("client.sh"), atomically: true, encoding: .utf8)
            return "sh \(shellQuoted(file("client.sh").path))"
        }) { session in
            let popup = PopupSession(session: session)
            try await session.waitFor("the work shell's prompt through the client") { $0[0].text.hasPrefix("$") }
            // Windows are named after their command, and `-t s` means a window whose name starts
            // with s (`sh`) before it means session `s`: both get names that do not.
            try await session.command(["rename-window", "-t", "=s:0", "outer"])
            try await session.command(["rename-window", "-t", "=work:0", "work"])
            return try await body(popup)
        }
    }

    /// Types `command` (a shell command line using `$MP`) into the work shell, its stdout,
    /// stderr and status to `out`, `err` and `rc` in the scratch directory.
    func start(_ command: String) async throws {
        let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
        for name in ["out", "err", "rc"] { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        // Run by sh (dash) from a script, as scripts use it.
        let script = "\(command) > \(file("out")) 2> \(file("err"))\necho $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))\n"
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try await session.command(["send-keys", "-t", "work", "C-l"])
        try await session.type("sh \(file("run.sh"))")
    }

    /// Waits for the popup: a frame with the picker's key help row in it.
    @discardableResult
    func waitForPopup() async throws -> Screen {
        try await session.waitFor("the popup with the picker") { $0.contains("┌") && $0.contains("esc cancel") }
    }

    /// Waits for the command of `start` to end; its status, stdout and stderr.
    func waitForExit() async throws -> ProcessResult {
        let rc = directory.appendingPathComponent("rc")
        try await session.waitFor("the command to end") { _ in FileManager.default.fileExists(atPath: rc.path) }
        let status = Int32((try String(contentsOf: rc, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))
        guard let status else { throw HarnessError("unreadable status file") }
        return ProcessResult(status: status, stdout: (try? Data(contentsOf: directory.appendingPathComponent("out"))) ?? Data(),
                             stderr: (try? Data(contentsOf: directory.appendingPathComponent("err"))) ?? Data())
    }

    /// The tmux server's pid: the caller, the popup's side and the picker all descend from it.
    func serverPID() async throws -> Int32 {
        let server = try await session.display("#{pid}")
        guard let pid = Int32(server) else { throw HarnessError("no server pid: \(server)") }
        return pid
    }

    /// What is left in `$TMPDIR`.
    func temporaryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporaryDirectory.path)
    }
}
