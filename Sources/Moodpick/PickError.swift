/// Why a pick could not be shown. Esc is no error: a pick the user leaves returns `nil`.
public enum PickError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The process has no terminal to draw on: `/dev/tty` cannot be opened (a CI job, a cron
    /// job, a service). Decide without asking, or run where a person can answer.
    case notATerminal
    /// The terminal is there but cannot be drawn on: `TERM` is unset or names an entry this
    /// machine's terminfo lacks, or the entry cannot place the cursor; or the system refused
    /// what the pick needs beside it (the socket an `AsyncSequence`'s items come through). The
    /// text says which.
    case unusableTerminal(String)
    /// An option is out of its range, or a wheel's bounds or start are not valid; the text
    /// names it, in the words of the command line's message (docs/WHEELS.md).
    case invalidOptions(String)

    /// What went wrong, in one line, as the command line would say it.
    public var description: String {
        switch self {
        case .notATerminal: "no terminal to draw on (cannot open /dev/tty)"
        case .unusableTerminal(let reason): reason
        case .invalidOptions(let reason): reason
        }
    }
}
