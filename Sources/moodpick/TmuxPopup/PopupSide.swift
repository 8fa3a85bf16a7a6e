import MoodpickCommandLine
import MoodpickTerminal

/// moodpick as the command of a `--tmux` popup: `$MOODPICK_TMUX_POPUP` names the caller's
/// private directory. It runs the picker on the popup's own terminal with the caller's argument
/// vector, environment and working directory, its items from the FIFO when there is one, its
/// output and messages into the directory, then writes the picker's exit status there (docs/
/// CONTRACT.md §16). The picker is a child, so its status is known whatever ends it.
enum PopupSide {
    /// The popup's side when this process is one (the variable is set), else nil.
    static func runIfInPopup() -> Int32? {
        guard let value = getenv(TmuxPopupPlan.directoryVariable) else { return nil }
        return run(directory: String(cString: value))
    }

    /// Variables that describe the popup's terminal, not the caller's: they keep the popup's values.
    static let terminalVariables = ["TERM", "TMUX", "TMUX_PANE", "COLUMNS", "LINES"]
    /// Variables the picker does not get: the default options are already in the argument vector.
    static let droppedVariables = ["MOODPICK_DEFAULT_OPTS", "MOODPICK_DEFAULT_OPTS_FILE", TmuxPopupPlan.directoryVariable]

    static func run(directory path: String) -> Int32 {
        guard let directory = PopupDirectory.verified(path),
              let arguments = directory.readList(.arguments), let callerEnvironment = directory.readList(.environment),
              let workingDirectory = directory.read(.workingDirectory)
        else {
            Diagnostics.report("\(TmuxPopupPlan.directoryVariable) does not name a directory moodpick --tmux made")
            return ExitStatus.failure.rawValue
        }
        // Closing the popup hangs the terminal up: the picker ends of it, and this process stays
        // to reap it and write its status.
        for signal in [SIGHUP, SIGINT, SIGTERM, SIGQUIT] { LibC.signal(signal, SIG_IGN) }
        _ = String(decoding: workingDirectory, as: UTF8.self).withCString { chdir($0) }
        directory.write(Array("\(getpid())\n".utf8), to: .pid)

        var input: Int32?
        if access(directory.path(.input), F_OK) == 0 {
            input = open(directory.path(.input), O_RDONLY | O_CLOEXEC)
        }
        let output = open(directory.path(.output), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        let errors = open(directory.path(.errors), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        let environment = callerEnvironment.filter { entry in
            !(terminalVariables + droppedVariables).contains { entry.hasPrefix($0 + "=") }
        } + terminalVariables.compactMap { name in getenv(name).map { "\(name)=\(String(cString: $0))" } }
        guard output >= 0, errors >= 0, input.map({ $0 >= 0 }) ?? true,
              let picker = Spawn.start([executablePath()] + arguments, environment: environment, stdin: input, stdout: output, stderr: errors)
        else {
            Diagnostics.report("cannot start the picker in the popup: \(FileIO.lastError)")
            return ExitStatus.failure.rawValue
        }
        for fd in [input, output, errors].compactMap({ $0 }) { close(fd) }
        let status = Spawn.wait(picker)
        // Closing the popup hangs up its terminal: the picker dies of SIGHUP, which is no
        // status of the caller's run. With no status written, the caller says the popup was
        // closed (docs/CONTRACT.md §16).
        guard status != 128 + SIGHUP else { return status }
        if directory.write(Array("\(status)\n".utf8), to: .statusInProgress) {
            rename(directory.path(.statusInProgress), directory.path(.status))
        }
        return status
    }

    /// This very executable, for the picker (the popup's PATH may differ from the caller's).
    static func executablePath() -> String {
        ProcessFiles.executablePath() ?? CommandLine.arguments.first ?? "moodpick"
    }
}
