/// moodpick's exit statuses, in one place (the README's table and `--help` come from here;
/// 128+N for a signal is the signal handler's, outside this enum). `--confirm` exits with the
/// chosen button's index (``button(_:)``), so its statuses are the indices 0..<64.
package enum ExitStatus: Hashable, CaseIterable, Sendable {
    /// An item was chosen and printed.
    case chosen
    /// There were no items to choose from.
    case noItems
    /// A runtime error: no terminal, an unreadable file, an unwritable output, a bad script.
    case failure
    /// A usage error: a command line or a default option moodpick cannot run.
    case usage
    /// Cancelled by the user.
    case cancelled
    /// `--confirm`: the button of this 0-based index was chosen (at most 63: `ConfirmButtons.limit`).
    case button(Int)

    /// The fixed statuses, for `--help` and the README's table (a button's is its index).
    package static var allCases: [ExitStatus] { [.chosen, .noItems, .failure, .usage, .cancelled] }

    /// The status the process exits with.
    package var rawValue: Int32 {
        switch self {
        case .chosen: return 0
        case .noItems: return 1
        case .failure: return 2
        case .usage: return 64
        case .cancelled: return 130
        case .button(let index): return Int32(min(max(index, 0), 63))
        }
    }

    /// What the status means, in a few words.
    package var meaning: String {
        switch self {
        case .chosen: return "chosen"
        case .noItems: return "no items"
        case .failure: return "error"
        case .usage: return "usage error"
        case .cancelled: return "cancelled"
        case .button(let index): return "button \(index) chosen"
        }
    }

    /// `0 chosen, 1 no items, …, 128+N on signal N`, for `--help`.
    package static var summary: String {
        (allCases.map { "\($0.rawValue) \($0.meaning)" } + ["128+N on signal N"]).joined(separator: ", ")
    }
}
