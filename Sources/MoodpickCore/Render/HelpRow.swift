/// The rows every mode's picture shares: the prompt row's default prompt and the key help row
/// at the foot.
package enum HelpRow {
    /// The prompt before the typed text unless `--prompt` says otherwise.
    package static let defaultPrompt = "> "

    /// What separates the parts of the help row (the key help's, and a notice before it).
    package static func separator(ascii: Bool) -> String { ascii ? " | " : " · " }
}
