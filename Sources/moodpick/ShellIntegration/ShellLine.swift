import MoodpickCore
import MoodpickTerminal

/// `moodpick --shell-line -- PROMPT BEFORE AFTER`: the bash widget's line being edited, drawn
/// again on the cursor's row while its picker is up (bash erases it before a `bind -x`
/// command), as `EditedLineView` makes it safe and fits it to the row. The widget runs it with
/// no default options, so that a broken default cannot hide the line its message goes under.
enum ShellLine {
    /// The items it takes: the prompt's last line, the line left of the cursor, the rest.
    static let itemCount = 3

    /// The bytes to write on stdout for these items, or nil when they are not three.
    static func text(items: [String]) -> String? {
        guard items.count == itemCount else { return nil }
        let view = EditedLineView(prompt: items[0], before: items[1], after: items[2])
        return view.text(columns: columns(of: 1), ascii: !LocaleSetup.configure())
    }

    /// The width of the terminal on `fd`, or 80 columns when it is not a terminal.
    private static func columns(of fd: Int32) -> Int {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
