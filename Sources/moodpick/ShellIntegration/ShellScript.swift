import MoodpickCommandLine

/// The shell integration `moodpick --bash`, `--zsh` and `--fish` print: the widgets
/// `--widgets` names (the emoji widget alone unless it is given, so that a user's fzf keys
/// stay theirs). Each opens moodpick under the line being edited: `moodpick-emoji-widget`
/// (Alt-:) inserts an emoji at the line editor's cursor, `moodpick-history-widget` (Ctrl-R)
/// puts a command of the shell's history in the line's place, `moodpick-files-widget`
/// (Ctrl-T) inserts paths, quoted, and `moodpick-dirs-widget` (Alt-C) changes the directory
/// (docs/moodpick.1, SHELL INTEGRATION, says why those keys; docs/CONTRACT.md §16 says more).
///
/// Each widget asks for the output it reads itself, so a user's `--output` default cannot put
/// a label on the line, and turns bracketed paste back on afterwards when the shell had it on:
/// the picker turns it off when it ends.
enum ShellScript {
    /// The script the command line asks for (`--bash`, `--zsh` or `--fish`; the first of them
    /// in that order when several are given), or nil; a `--widgets` list naming something
    /// else is a usage error.
    static func requested(by parsed: ParsedArguments) throws(UsageError) -> String? {
        guard parsed.has(.bash) || parsed.has(.zsh) || parsed.has(.fish) else { return nil }
        let widgets = try ShellWidget.list(parsed.string(.widgets) ?? ShellWidget.emoji.rawValue)
        if parsed.has(.bash) { return bash(widgets: widgets) }
        if parsed.has(.zsh) { return zsh(widgets: widgets) }
        return fish(widgets: widgets)
    }

    /// The options that give the text widgets (history, files, dirs) their layout: the one
    /// place it is chosen, for the three shells. Text is read a row at a time, so the strip
    /// stands upright, inline in 40 % of the screen (docs/CONTRACT.md §19).
    static let textLayout: [String] = ["--layout", "vertical", "--height", "40%"]
}

/// A widget `--widgets` can name.
enum ShellWidget: String, CaseIterable {
    case emoji, history, files, dirs

    /// The widgets of a comma-separated list, in the order of `allCases`, each once.
    static func list(_ text: String) throws(UsageError) -> [ShellWidget] {
        var named = Set<ShellWidget>()
        for word in text.split(separator: ",") {
            guard let widget = ShellWidget(rawValue: String(word)) else {
                throw UsageError("--widgets takes emoji, history, files or dirs, comma-separated, not '\(word)'")
            }
            named.insert(widget)
        }
        return allCases.filter(named.contains)
    }
}
