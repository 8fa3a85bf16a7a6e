import Glibc
import MoodpickCommandLine

/// The one place moodpick exits: everything is flushed and the terminal given back by then.
enum ProcessExit {
    static func now(_ status: ExitStatus) -> Never {
        exit(status.rawValue)
    }
}
