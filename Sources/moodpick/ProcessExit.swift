import Glibc

/// The one place moodpick exits (argument errors aside, which swift-argument-parser answers
/// with 64 before anything starts): everything is flushed and the terminal given back by then.
enum ProcessExit {
    static func now(_ status: Int32) -> Never {
        exit(status)
    }
}
