import Foundation

/// moodpick running in a tmux pane under `sh`, its items piped in from a file, its stdout,
/// stderr and exit status written to files of the session's scratch directory:
/// `cat items | LANG=C.UTF-8 moodpick ARGS > out 2> err; echo $? > rc`.
struct PickerRun: Sendable {
    let session: TmuxSession

    var outURL: URL { session.directory.appendingPathComponent("out") }
    var errURL: URL { session.directory.appendingPathComponent("err") }
    var rcURL: URL { session.directory.appendingPathComponent("rc") }

    /// Starts the picker in a fresh `cols` × `rows` session. With `holdInput`, the items arrive
    /// only when the test calls `releaseInput()` (the pipe stays open and empty until then).
    /// With `items` nil,
    /// moodpick gets no input and no arguments beyond `arguments`: stdin is the pane's terminal.
    /// With `inputCommand`, that shell command's output is the input instead of `items`.
    /// `fullscreen` (the default here) runs `--fullscreen`, the picture these suites read with
    /// `PickerScreen`; the inline picture has suites of its own. `environment` (`NAME=value`)
    /// goes before moodpick's command, after the locale.
    @discardableResult
    static func with<T>(
        items: String?, arguments: [String] = [], cols: Int = 80, rows: Int = 24,
        holdInput: Bool = false, inputCommand: String? = nil, fullscreen: Bool = true, environment: [String] = [],
        _ body: (PickerRun) async throws -> T
    ) async throws -> T {
        let binary = try Moodpick.binary()
        return try await TmuxSession.with(cols: cols, rows: rows, remainOnExit: true, command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            let placement = fullscreen ? ["--fullscreen"] : []
            // An assignment is a word of its own only unquoted: the value alone is quoted.
            let assignments = environment.map { setting in
                setting.firstIndex(of: "=").map { String(setting[..<$0]) + "=" + shellQuoted(String(setting[setting.index(after: $0)...])) } ?? setting
            }
            let picker = (["LANG=C.UTF-8", "LC_ALL=C.UTF-8"] + assignments + [shellQuoted(binary)]
                + (placement + arguments).map(shellQuoted))
                .joined(separator: " ")
            var script = ""
            if let inputCommand {
                script += "\(inputCommand) | \(picker) > \(file("out")) 2> \(file("err"))\n"
            } else if let items {
                try items.write(to: directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
                let source = holdInput
                    ? "(while [ ! -e \(file("go")) ]; do sleep 0.05; done; cat \(file("items")))"
                    : "cat \(file("items"))"
                script += "\(source) | \(picker) > \(file("out")) 2> \(file("err"))\n"
            } else {
                script += "\(picker) > \(file("out")) 2> \(file("err"))\n"
            }
            script += "echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))\n"
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "sh \(file("run.sh"))"
        }) { session in
            try await body(PickerRun(session: session))
        }
    }

    /// Lets the held items (`holdInput`) flow into moodpick's stdin.
    func releaseInput() {
        _ = FileManager.default.createFile(atPath: session.directory.appendingPathComponent("go").path, contents: nil)
    }

    /// The pid of the moodpick the pane runs.
    func moodpickPID(timeoutSeconds: Double = 20) async throws -> Int32 {
        try await session.moodpickPID(timeoutSeconds: timeoutSeconds)
    }

    /// Whether moodpick has finished (its exit status is written).
    var hasExited: Bool { FileManager.default.fileExists(atPath: rcURL.path) }

    /// Waits for moodpick to finish and returns its status, stdout and stderr.
    func waitForExit(_ why: String = "moodpick to exit", timeoutSeconds: Double = 20) async throws -> ProcessResult {
        try await Wait.until(
            why, timeoutSeconds: timeoutSeconds, look: { hasExited },
            describe: { _ in "the pane shows:\n\((try? await session.capture()).map { "\($0)" } ?? "?")" }
        ) { $0 }
        let rc = (try? String(contentsOf: rcURL, encoding: .utf8)) ?? ""
        guard let status = Int32(rc.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw HarnessError("unreadable exit status file: \(rc.debugDescription)")
        }
        return ProcessResult(
            status: status,
            stdout: (try? Data(contentsOf: outURL)) ?? Data(),
            stderr: (try? Data(contentsOf: errURL)) ?? Data())
    }
}

/// An interactive `bash --norc --noprofile` in a tmux pane, prompt `$ `, with `$MP` holding
/// the path of the moodpick binary, for tests that need job control or look at the terminal
/// after moodpick has gone.
struct ShellRun: Sendable {
    let session: TmuxSession

    static let prompt = "$ "

    @discardableResult
    static func with<T>(
        cols: Int = 80, rows: Int = 24, binary: String? = nil, _ body: (ShellRun) async throws -> T
    ) async throws -> T {
        let binary = try binary ?? Moodpick.binary()
        let bash = try Processes.which("bash")
        return try await TmuxSession.with(cols: cols, rows: rows, command: { _ in
            "env PS1='$ ' HISTFILE=/dev/null MP=\(shellQuoted(binary)) \(shellQuoted(bash)) --norc --noprofile"
        }) { session in
            let shell = ShellRun(session: session)
            try await session.waitFor("the bash prompt") { $0[0].text.hasPrefix("$") }
            return try await body(shell)
        }
    }

    /// Waits for a line that is exactly `line` (trimmed), e.g. `rc=130` printed by `echo`.
    @discardableResult
    func waitForLine(_ line: String, timeoutSeconds: Double = 20) async throws -> Screen {
        try await session.waitFor("a line `\(line)`", timeoutSeconds: timeoutSeconds) { $0.hasLine(line) }
    }

    /// The pid of the running moodpick started from this shell.
    func moodpickPID(timeoutSeconds: Double = 20) async throws -> Int32 {
        try await session.moodpickPID(timeoutSeconds: timeoutSeconds)
    }
}

extension TmuxSession {
    /// The pid of a moodpick below the pane's process (its shell, or the pipeline's `sh`).
    func moodpickPID(timeoutSeconds: Double = 20) async throws -> Int32 {
        let panePID = try await panePID()
        let found = try await Wait.until(
            "a moodpick process in the pane", timeoutSeconds: timeoutSeconds,
            look: { Processes.descendants(of: panePID, named: "moodpick").first }
        ) { $0 != nil }
        return found!
    }
}
