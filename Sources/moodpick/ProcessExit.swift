import Glibc

/// The one place moodpick exits: everything is flushed and the terminal given back by then.
enum ProcessExit {
    static func now(_ status: Int32) -> Never {
        exit(status)
    }
}
