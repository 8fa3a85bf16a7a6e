/// The option table's confirm entries (docs/CONTRACT.md, "Confirm"), a block of their own: a
/// row of buttons instead of items, the exit status the chosen button's index.
extension Option {
    /// `--confirm` and `--default`, under OPTIONS (`--header` is the question).
    var confirmSpec: OptionSpec? {
        switch self {
        case .confirm:
            return OptionSpec(arity: .value("LABELS"), section: .options, help:
                "Ask with a row of buttons (comma-separated, at most 64; & marks a button's letter, && is a literal &) "
                    + "instead of items; print the label chosen and exit with its index (0 for the first).")
        case .defaultButton:
            return OptionSpec(arity: .value("N"), section: .options, help:
                "With --confirm: the 0-based index of the button the mark starts on (the exit status it gives).", defaultValue: "0")
        default:
            return nil
        }
    }
}
