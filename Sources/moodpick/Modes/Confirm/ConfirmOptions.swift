import MoodpickCommandLine
import MoodpickCore

/// `--confirm LABELS` and `--default N` (docs/CONTRACT.md, "Confirm"): the buttons read at
/// parse time, so a bad list (over 64 buttons, an empty label, two buttons on one letter) or a
/// `--default` off the row is a usage error (exit 64) before anything is drawn.
struct ConfirmOptions {
    /// The buttons; nil: no `--confirm`.
    var buttons: ConfirmButtons?
    /// The 0-based index of the button the mark starts on.
    var start = 0

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let list = arguments.string(.confirm) else {
            if arguments.has(.defaultButton) { throw UsageError("--default needs --confirm") }
            return
        }
        for option in [Option.range, .time, .date, .filter, .emoji, .multi] where arguments.has(option) && ([.range, .filter].contains(option) || arguments.flag(option)) {
            throw UsageError("\(option.long) does not apply to --confirm")
        }
        let buttons: ConfirmButtons
        do {
            buttons = try ConfirmButtons(parsing: list)
        } catch {
            throw UsageError(error.description)
        }
        let start = try arguments.integer(.defaultButton) ?? 0
        guard buttons.labels.indices.contains(start) else {
            throw UsageError("--default must be a button's 0-based index, 0 to \(buttons.count - 1)")
        }
        self.buttons = buttons
        self.start = start
    }
}
