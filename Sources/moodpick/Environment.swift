import MoodpickTerminal

/// The process environment, read where a run needs it. A variable set to the empty string
/// counts as unset, as no-color.org asks of `NO_COLOR` and as fzf does with its defaults.
enum Environment {
    /// The variable's value, or nil when it is unset or empty.
    static func value(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
