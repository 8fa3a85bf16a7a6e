import MoodpickCommandLine
import MoodpickTerminal

/// The one place moodpick exits: everything is flushed and the terminal given back by then.
enum ProcessExit {
    static func now(_ status: ExitStatus) -> Never {
        exit(status.rawValue)
    }

    /// Ends with the status of a picker that ran elsewhere (the `--tmux` popup's), passed on as
    /// it is: one of `ExitStatus`, or 128+N when that picker ended on signal N.
    static func passing(_ status: Int32) -> Never {
        exit(status)
    }
}
