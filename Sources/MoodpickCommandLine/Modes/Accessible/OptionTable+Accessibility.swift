/// The option table's accessibility entries (docs/CONTRACT.md §17), a block of their own.
extension Option {
    /// `--accessible`, under LOOK: how the picker is drawn.
    var accessibilitySpec: OptionSpec? {
        switch self {
        case .accessible:
            return OptionSpec(arity: .negatable, section: .look, help:
                "Numbered plain lines, chosen by number (one key for at most 9), no escape sequence; "
                    + "also chosen by TERM=dumb and MOODPICK_ACCESSIBLE (--no-accessible: the strip).")
        default:
            return nil
        }
    }
}
