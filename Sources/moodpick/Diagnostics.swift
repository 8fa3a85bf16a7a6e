import MoodpickCommandLine
import MoodpickCore

/// Messages on stderr, which is usually the user's terminal.
///
/// A message quotes text moodpick did not write (a file name, `TERM`, a replay line, an option
/// value), so it is sanitized exactly as items are: an ESC or BEL in `TERM=$'x\e]0;PWNED\a'`
/// would otherwise reach the terminal and change its title. Line breaks between the lines of a
/// message are kept; every other control is shown as a visible symbol.
enum Diagnostics {
    /// Writes `moodpick: <message>` and a newline to stderr.
    static func report(_ message: String) {
        FileIO.write(Array(("moodpick: " + safe(message) + "\n").utf8), to: 2)
    }

    /// The one message for a choice stdout would not take (items, the wheels' value, the popup's
    /// output): `what` is "item" or "value". A stdout closed at start is told as such, not as
    /// the EBADF of the /dev/null that stands in for it (`StandardDescriptors`).
    static func reportUnwritableOutput(_ what: String) {
        let reason = StandardDescriptors.closedAtStart.contains(1) ? "it is closed" : FileIO.lastError
        report("cannot write the chosen \(what) to standard output: \(reason)")
    }

    /// The status of a run that may fail: what `body` returns, or, when it throws, the error
    /// reported on stderr and `.failure` (2), the one runtime-error status (docs/CONTRACT.md §2).
    static func status(of body: () throws -> ExitStatus) -> ExitStatus {
        do {
            return try body()
        } catch {
            report("\(error)")
            return .failure
        }
    }

    /// Text safe to print: each line sanitized, the line breaks kept.
    static func safe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayText.sanitized($0, ascii: false) }
            .joined(separator: "\n")
    }
}
