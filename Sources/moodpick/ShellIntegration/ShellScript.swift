import MoodpickCommandLine

/// The shell integration `moodpick --bash`, `--zsh` and `--fish` print: the widget
/// `moodpick-emoji-widget`, which opens `moodpick --emoji` under the line being edited and
/// inserts the chosen emoji at the line editor's cursor, bound to Alt-: in every keymap
/// (docs/moodpick.1, SHELL INTEGRATION, says why that key).
///
/// Each widget asks for `--output symbol` itself, so a user's `--output` default cannot put a
/// label on the line, and turns bracketed paste back on afterwards when the shell had it on:
/// the picker turns it off when it ends.
enum ShellScript {
    /// The script the command line asks for (`--bash`, `--zsh` or `--fish`; the first of them
    /// in that order when several are given), or nil.
    static func requested(by parsed: ParsedArguments) -> String? {
        if parsed.has(.bash) { return bash }
        if parsed.has(.zsh) { return zsh }
        if parsed.has(.fish) { return fish }
        return nil
    }
}
