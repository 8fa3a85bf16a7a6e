import Foundation

/// Caps how many tmux servers the suite runs at once: the tests run in parallel on a 2-core
/// machine, and every poll of every session starts a tmux client.
actor SessionGate {
    static let shared = SessionGate(limit: 3)

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { self.limit = limit }

    func enter() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// One private tmux server (`tmux -L <unique name>`) holding one session `s` with one pane,
/// and a scratch directory for the files of the run. Never shared between tests.
final class TmuxSession: Sendable {
    let socket: String
    let tmux: String
    let directory: URL

    /// How often a wait looks at the pane again.
    static let pollInterval: Duration = Wait.interval

    private init(socket: String, tmux: String, directory: URL) {
        self.socket = socket
        self.tmux = tmux
        self.directory = directory
    }

    /// Starts a server with a session of `cols` × `rows` running the command that
    /// `command(directory)` returns, runs `body`, and always kills the server and removes the
    /// scratch directory afterwards, also when `body` throws or an expectation fails.
    @discardableResult
    static func with<T>(
        cols: Int = 80, rows: Int = 24, remainOnExit: Bool = false,
        command: (URL) throws -> String,
        _ body: (TmuxSession) async throws -> T
    ) async throws -> T {
        let tmux = try Processes.which("tmux")
        await SessionGate.shared.enter()
        defer { Task { await SessionGate.shared.leave() } }

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let session = TmuxSession(
            socket: "moodpick-e2e-\(getpid())-\(UUID().uuidString.prefix(8))", tmux: tmux,
            directory: directory)
        var panePID: Int32?
        defer { session.close(waitingFor: panePID) }

        let config = directory.appendingPathComponent("tmux.conf")
        var settings = [
            "set -g default-shell /bin/sh",
            "set -g status off",
            "set -g history-limit 2000",
        ]
        if remainOnExit { settings.append("set -g remain-on-exit on") }
        try (settings.joined(separator: "\n") + "\n").write(to: config, atomically: true, encoding: .utf8)

        let start = try await Processes.run(
            tmux,
            ["-u", "-L", session.socket, "-f", config.path, "new-session", "-d",
             "-x", String(cols), "-y", String(rows), "-s", "s", try command(directory)])
        guard start.status == 0 else {
            throw HarnessError("tmux new-session failed (\(start.status)): \(start.err)")
        }
        panePID = try? await session.panePID()
        return try await body(session)
    }

    /// Where tmux puts the server's socket; tmux 3.3a leaves it behind after `kill-server`.
    var socketPath: String {
        let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(base)/tmux-\(getuid())/\(socket)"
    }

    /// Kills the server and removes its socket and the scratch directory. Synchronous, for `defer`.
    /// The pane's first process (`panePID`) can outlive the server by a moment and still write
    /// its files (the exit status of a moodpick that got the hangup), so wait for it first.
    func close(waitingFor panePID: Int32? = nil) {
        Processes.runBlocking(tmux, ["-L", socket, "kill-server"])
        if let panePID {
            Wait.blocking(timeoutSeconds: 5) { kill(panePID, 0) != 0 }
        }
        try? FileManager.default.removeItem(atPath: socketPath)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs one tmux command against this server and returns its standard output.
    @discardableResult
    func command(_ arguments: [String]) async throws -> String {
        let result = try await Processes.run(tmux, ["-u", "-L", socket] + arguments, timeoutSeconds: 30)
        guard result.status == 0 else {
            throw HarnessError("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.err)")
        }
        return result.out
    }

    /// The pane, with attributes (`capture-pane -p -e`), parsed.
    func capture() async throws -> Screen {
        Screen(capture: try await command(["capture-pane", "-p", "-e", "-t", "s"]))
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) async throws -> String {
        try await command(["display-message", "-p", "-t", "s", format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Keys by tmux name (`Right`, `Enter`, `C-c`, `Escape`, `BTab`, …).
    func send(_ keys: String...) async throws {
        try await command(["send-keys", "-t", "s"] + keys)
    }

    /// Bytes as they are (`send-keys -l`): typed text, or SGR mouse reports.
    func sendLiteral(_ text: String) async throws {
        try await command(["send-keys", "-t", "s", "-l", text])
    }

    /// Types a shell command line and presses Enter.
    func type(_ line: String) async throws {
        try await sendLiteral(line)
        try await send("Enter")
    }

    func resize(cols: Int, rows: Int) async throws {
        try await command(["resize-window", "-t", "s", "-x", String(cols), "-y", String(rows)])
    }

    /// The pane's first process (the shell or script tmux started).
    func panePID() async throws -> Int32 {
        let text = try await display("#{pane_pid}")
        guard let pid = Int32(text) else { throw HarnessError("no pane pid: \(text)") }
        return pid
    }

    /// Polls the pane until `predicate` holds; fails after `timeoutSeconds` with the last screen.
    @discardableResult
    func waitFor(
        _ what: String, timeoutSeconds: Double = 20, _ predicate: (Screen) throws -> Bool
    ) async throws -> Screen {
        try await Wait.until(what, timeoutSeconds: timeoutSeconds, look: capture, predicate)
    }

    /// Polls until `predicate` holds and the pane has not changed for `quietSeconds`: the strip
    /// is at rest, not passing through a matching picture during an animation.
    @discardableResult
    func waitForRest(
        _ what: String, timeoutSeconds: Double = 20, quietSeconds: Double = 0.6,
        _ predicate: (Screen) throws -> Bool
    ) async throws -> Screen {
        let quiet = Duration.milliseconds(Int(quietSeconds * 1000))
        var last: Screen?
        var since = ContinuousClock.now
        let seen = try await Wait.until("\(what) at rest", timeoutSeconds: timeoutSeconds, look: { () async throws -> Screen in
            let next = try await capture()
            if let last, next.text != last.text || next.lines != last.lines { since = ContinuousClock.now }
            last = next
            return next
        }) { screen in try predicate(screen) && ContinuousClock.now - since >= quiet }
        return seen
    }

    /// Polls a tmux format until it evaluates to `expected`.
    func waitForDisplay(_ format: String, toBe expected: String, timeoutSeconds: Double = 20) async throws {
        try await Wait.until(
            "\(format) to be \(expected)", timeoutSeconds: timeoutSeconds,
            look: { try await display(format) },
            describe: { value in "\(value); the pane shows:\n\((try? await capture()).map { "\($0)" } ?? "?")" }
        ) { $0 == expected }
    }
}
