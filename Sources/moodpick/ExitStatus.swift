/// moodpick's exit statuses, in one place (the README's table; 128+N for a signal is the
/// signal handler's, outside this enum).
enum ExitStatus: Int32 {
    /// An item was chosen and printed.
    case chosen = 0
    /// There were no items to choose from.
    case noItems = 1
    /// A runtime error: no terminal, an unreadable file, an unwritable output, a bad script.
    case failure = 2
    /// A usage error (what swift-argument-parser answers for a bad command line).
    case usage = 64
    /// Cancelled by the user.
    case cancelled = 130
}
