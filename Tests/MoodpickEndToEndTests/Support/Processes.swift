import Foundation

/// A failure of the test harness itself (a missing tool, a wait that timed out), with a message
/// that says what was expected and what was seen.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a finished child process left behind.
struct ProcessResult: Sendable {
    let status: Int32
    let stdout: Data
    let stderr: Data
    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }
}

enum Processes {
    /// The HOME every child gets unless a test gives its own: an empty folder under the
    /// temporary folder, made once per test process and removed when it exits.
    static let scratchHome: String = {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-e2e-home-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Processes.scratchHome) }
        return home
    }()

    /// The full path of a tool found on PATH, or a clear failure: CI installs tmux in `.ci/run`,
    /// so a missing tool is a broken machine, never a reason to skip.
    static func which(_ tool: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HarnessError("`\(tool)` was not found on PATH (\(path)); the end-to-end tests need it")
    }

    /// The environment every child gets: ours, with a UTF-8 locale and outside any tmux.
    /// HOME is a scratch folder of this test process (`scratchHome`), and the XDG folders
    /// follow it: no child writes the user's history, aliases or shell files.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        env["TMUX"] = nil
        env["TMUX_PANE"] = nil
        env["HOME"] = scratchHome
        for name in ["XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"] { env[name] = nil }
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Runs a program to completion, its output in files. Not Foundation's `Process`: that
    /// waits for a socket its children inherit, so a daemon started by the child (the tmux
    /// server) would keep it waiting forever. Here the child gets only descriptors 0–2 and
    /// default signal dispositions, and the parent waits with `waitpid`.
    static func run(
        _ executable: String, _ arguments: [String], stdin: Data? = nil,
        environment: [String: String]? = nil, timeoutSeconds: Double = 60
    ) async throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        var inPath = "/dev/null"
        if let stdin {
            let inURL = scratch.appendingPathComponent("in")
            try stdin.write(to: inURL)
            inPath = inURL.path
        }
        let pid = try spawn(
            executable, arguments, stdin: inPath, stdout: outURL.path, stderr: errURL.path,
            environment: environment ?? Processes.environment())
        var status: Int32 = 0
        do {
            try await Wait.until("`\(executable)` to finish", timeoutSeconds: timeoutSeconds, every: .milliseconds(5)) {
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped < 0 && errno != EINTR {
                    throw HarnessError("waitpid failed for `\(executable)`: errno \(errno)")
                }
                return reaped == pid
            }
        } catch is WaitTimedOut {
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            throw HarnessError(
                "`\(executable) \(arguments.joined(separator: " "))` did not finish within \(timeoutSeconds) s")
        }
        return ProcessResult(
            status: exitStatus(status),
            stdout: (try? Data(contentsOf: outURL)) ?? Data(),
            stderr: (try? Data(contentsOf: errURL)) ?? Data())
    }

    /// Runs a program to completion without suspending, its output discarded: for `defer`.
    static func runBlocking(_ executable: String, _ arguments: [String]) {
        guard let pid = try? spawn(
            executable, arguments, stdin: "/dev/null", stdout: "/dev/null", stderr: "/dev/null",
            environment: environment())
        else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// A shell's view of a `waitpid` status: the exit code, or 128 + the signal.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift does not import.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    static func spawn(
        _ executable: String, _ arguments: [String], stdin: String, stdout: String, stderr: String,
        environment: [String: String]
    ) throws -> pid_t {
        guard let addCloseFrom else {
            throw HarnessError("posix_spawn_file_actions_addclosefrom_np is missing (glibc 2.34 or later is needed)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = addCloseFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw HarnessError("cannot start `\(executable)`: error \(result)")
        }
        return pid
    }

    /// Whether process `pid` has ended: gone, or a zombie its parent has not reaped yet.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0, let stat = procStat(pid) else { return true }
        return stat.fields.first == "Z"
    }

    /// The wait status of process `pid` while it is a zombie (proc(5), /proc/PID/stat field 52,
    /// as waitpid would give it to the parent); nil when it is not one.
    static func zombieStatus(_ pid: Int32) -> Int32? {
        guard let stat = procStat(pid), stat.fields.first == "Z", stat.fields.count > 49 else { return nil }
        return Int32(stat.fields[49].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `/proc/PID/stat` read apart (proc(5)): the command name between its parentheses (it may
    /// hold spaces), then the fields after it, from the state (field 3) on.
    private static func procStat(_ pid: Int32) -> (command: String, fields: [Substring])? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { return nil }
        return (String(stat[stat.index(after: open)..<close]), stat[stat.index(after: close)...].split(separator: " "))
    }

    /// The ids of the live processes named `name` (the kernel's 15-character `comm`) that
    /// descend from `ancestor`.
    static func descendants(of ancestor: Int32, named name: String) -> [Int32] {
        var parent: [Int32: Int32] = [:]
        var command: [Int32: String] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let stat = procStat(pid) else { continue }
            command[pid] = stat.command
            if stat.fields.count > 1, let ppid = Int32(stat.fields[1]) { parent[pid] = ppid }
        }
        return parent.keys.filter { pid in
            guard command[pid] == String(name.prefix(15)) else { return false }
            var current = parent[pid]
            var steps = 0
            while let p = current, p > 1, steps < 64 {
                if p == ancestor { return true }
                current = parent[p]
                steps += 1
            }
            return false
        }.sorted()
    }
}

/// `text` quoted for a POSIX shell (also valid in bash): single quotes, `'` as `'\''`.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
