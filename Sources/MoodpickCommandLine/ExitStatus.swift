/// moodpick's exit statuses, in one place (the README's table and `--help` come from here;
/// 128+N for a signal is the signal handler's, outside this enum).
package enum ExitStatus: Int32, CaseIterable, Sendable {
    /// An item was chosen and printed.
    case chosen = 0
    /// There were no items to choose from.
    case noItems = 1
    /// A runtime error: no terminal, an unreadable file, an unwritable output, a bad script.
    case failure = 2
    /// A usage error: a command line or a default option moodpick cannot run.
    case usage = 64
    /// Cancelled by the user.
    case cancelled = 130

    /// What the status means, in a few words.
    package var meaning: String {
        switch self {
        case .chosen: return "chosen"
        case .noItems: return "no items"
        case .failure: return "error"
        case .usage: return "usage error"
        case .cancelled: return "cancelled"
        }
    }

    /// `0 chosen, 1 no items, …, 128+N on signal N`, for `--help`.
    package static var summary: String {
        (allCases.map { "\($0.rawValue) \($0.meaning)" } + ["128+N on signal N"]).joined(separator: ", ")
    }
}
