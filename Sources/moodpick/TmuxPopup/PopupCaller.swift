import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--tmux[=SIZE]` on the caller's side (docs/CONTRACT.md §16): when `TmuxPopupPlan` says so,
/// the picker runs in a tmux popup instead of here, and this process hands it the arguments,
/// the environment and the items, waits, and gives back its output, messages and exit status.
/// Ctrl-C, SIGTERM or SIGHUP to this process closes the popup; the private directory is removed
/// on every path.
enum PopupCaller {
    /// The exit status of the run in a popup, or nil when the picker is to run here as usual.
    /// `arguments` are the default options followed by the command line.
    static func runIfAsked(_ parsed: ParsedArguments, arguments: [String]) throws(UsageError) -> Int32? {
        guard parsed.has(.tmux) else { return nil }
        let situation = TmuxPopupPlan.Situation(
            tmuxEnvironment: environment("TMUX"), tmuxVersion: environment("TMUX").flatMap { _ in tmuxVersion() },
            headless: parsed.has(.replay) || parsed.has(.filter), pictureRows: try pictureRows(parsed),
            client: environment("TMUX").flatMap { _ in clientSize(pane: environment("TMUX_PANE")) })
        let decision = try TmuxPopupPlan.decide(size: parsed.string(.tmux) ?? "", in: situation)
        guard case .popup(let width, let height) = decision else { return nil }
        guard let directory = PopupDirectory.make() else {
            Diagnostics.report("--tmux: cannot make a private directory: \(FileIO.lastError)")
            return ExitStatus.failure.rawValue
        }
        defer { directory.remove() }
        var cwd = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard directory.write(list: TmuxPopupPlan.innerArguments(arguments), to: .arguments),
              directory.write(list: currentEnvironment(), to: .environment),
              directory.write(getcwd(&cwd, cwd.count) == nil ? [] : Array(String(cString: cwd).utf8), to: .workingDirectory)
        else {
            Diagnostics.report("--tmux: cannot write to \(directory.path): \(FileIO.lastError)")
            return ExitStatus.failure.rawValue
        }
        let popup = TmuxPopupPlan.popupArguments(width: width, height: height, pane: environment("TMUX_PANE"),
                                                 directory: directory.path, executable: PopupSide.executablePath())
        return run(popup, directory: directory, readsInput: readsStandardInput(parsed))
    }

    /// Opens the popup and waits for it, the terminating signals held for `sigwaitinfo`.
    private static func run(_ popup: [String], directory: PopupDirectory, readsInput: Bool) -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGCHLD, SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signals, &previous)  // before the pump's thread, which inherits it
        let pump = readsInput ? InputPump.start(fifo: directory.path(.input)) : nil
        guard let client = Spawn.start(["tmux"] + popup) else {
            pump?.finish()
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            Diagnostics.report("--tmux: cannot run tmux: \(FileIO.lastError)")
            return ExitStatus.failure.rawValue
        }
        var caught: Int32?
        var clientStatus: Int32 = 0
        while true {
            var info = siginfo_t()
            let signal = sigwaitinfo(&signals, &info)
            if signal == SIGCHLD || signal < 0 {
                var status: Int32 = 0
                if waitpid(client, &status, WNOHANG) == client {
                    clientStatus = Spawn.shellStatus(status)
                    break
                }
            } else if caught == nil {
                caught = signal
                closePopup(popup)
            }
        }
        pump?.finish()
        if let caught {
            waitForPopupSide(directory)
            directory.remove()
            LibC.signal(caught, SIG_DFL)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            raise(caught)
            return 128 + caught
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        // A popup closed from outside (`display-popup -C`, its client gone) ends the tmux
        // client at once, while the popup's side may still be reaping the picker.
        waitForPopupSide(directory)
        return deliver(directory, clientStatus: clientStatus)
    }

    /// The popup's output to stdout, its messages to stderr, and its status; when there is
    /// none, the popup was closed before the picker ended (the popup's side had started: its pid
    /// is there) or tmux could not open it (its own message is on stderr already).
    private static func deliver(_ directory: PopupDirectory, clientStatus: Int32) -> Int32 {
        if let errors = directory.read(.errors), !errors.isEmpty { FileIO.write(errors, to: 2) }
        guard let status = directory.number(.status) else {
            let opened = directory.number(.pid) != nil || clientStatus == 0
            Diagnostics.report(opened ? "--tmux: the popup was closed before the picker ended" : "--tmux: tmux could not open the popup")
            return ExitStatus.failure.rawValue
        }
        if let output = directory.read(.output), !output.isEmpty, !FileIO.write(output, to: 1) {
            Diagnostics.reportUnwritableOutput("item")
            return ExitStatus.failure.rawValue
        }
        return status
    }

    /// Closes the popup (`display-popup -C`) and reaps that tmux command.
    private static func closePopup(_ popup: [String]) {
        let pane = popup.firstIndex(of: "-t").map { popup[$0 + 1] }
        if let closer = Spawn.start(["tmux"] + TmuxPopupPlan.closeArguments(pane: pane)) { _ = Spawn.wait(closer) }
    }

    /// The popup's side may still be reaping the picker (after a signal, or a popup closed from
    /// outside): give it up to 2 s to end, so its status is read and no file is written into the
    /// directory after it is removed.
    private static func waitForPopupSide(_ directory: PopupDirectory) {
        guard let pid = directory.number(.pid) else { return }
        for _ in 0..<100 where kill(pid, 0) == 0 { usleep(20_000) }
    }

    /// Whether the picker would read its items from standard input (docs/CONTRACT.md §1).
    private static func readsStandardInput(_ parsed: ParsedArguments) -> Bool {
        guard parsed.items.isEmpty, !parsed.flag(.emoji) else { return false }
        if let file = parsed.string(.itemsFile) { return file == "-" }
        return isatty(0) == 0 && fcntl(0, F_GETFD) >= 0
    }

    /// The inline picture's rows, as `Program` works them out; nil for `--fullscreen`.
    private static func pictureRows(_ parsed: ParsedArguments) throws(UsageError) -> Int? {
        if parsed.flag(.fullscreen) { return nil }
        if let height = try parsed.integer(.height) { return height }
        let preview = parsed.has(.preview) ? (try parsed.integer(.previewHeight) ?? 6) : 0
        return Placement.defaultInlineRows + preview + (parsed.has(.header) ? 1 : 0)
    }

    private static func tmuxVersion() -> String? { tmuxOutput(["-V"]) }

    /// The size of the client the popup opens on (that of `pane`), in cells; nil when tmux
    /// does not say.
    private static func clientSize(pane: String?) -> (columns: Int, rows: Int)? {
        let target = pane.flatMap { $0.isEmpty ? nil : ["-t", $0] } ?? []
        guard let line = tmuxOutput(["display-message", "-p"] + target + ["#{client_width} #{client_height}"]) else { return nil }
        let numbers = line.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 }) else { return nil }
        return (numbers[0], numbers[1])
    }

    /// What `tmux arguments…` prints on stdout when it succeeds, else nil.
    private static func tmuxOutput(_ arguments: [String]) -> String? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        let pid = Spawn.start(["tmux"] + arguments, stdout: fds[1])
        close(fds[1])
        defer { close(fds[0]) }
        guard let pid else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return Spawn.wait(pid) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every `NAME=value` of this process's environment.
    private static func currentEnvironment() -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        return entries
    }
}
