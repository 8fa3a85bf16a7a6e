import MoodpickCore

/// `moodpick --help-all`, written from `Option`'s table: the usage line, what moodpick does, then
/// every option in its section (`HelpSection`'s order), each with its help wrapped beside it.
/// `--help` is the short form (`HelpText+Short.swift`).
package enum HelpText {
    /// Where the help column starts, and the width the text is wrapped to.
    static let helpColumn = 26
    static let width = 80

    static let usage = "USAGE: moodpick [<options>] [<items> ...]"

    static let overview = "Pick one item from a strip of emoji cells that glides, flings and snaps."

    static let discussion = [
        "Items come from the arguments, --items FILE, standard input when it is not a terminal, "
            + "or else the built-in moods. A line that starts with an emoji shows that emoji in its cell "
            + "and the rest as its label. The chosen item is printed on stdout; the picker is drawn on "
            + "the terminal (/dev/tty), so `mood=$(moodpick)` and pipes work.",
        keysParagraph,
        "Mouse: drag and fling the strip, click a cell to center it, click the centered cell to "
            + "choose it, wheel to step.",
        "Default options: MOODPICK_DEFAULT_OPTS_FILE, then MOODPICK_DEFAULT_OPTS, go before the "
            + "command line; a later option wins, and every flag's negation undoes it for one run.",
        "Exit status: " + ExitStatus.summary + ".",
    ]

    /// The whole help, ending in one newline.
    package static var text: String {
        var lines = [usage, ""]
        lines += wrap(overview, indent: 0)
        for paragraph in discussion {
            lines.append("")
            lines += wrap(paragraph, indent: 0)
        }
        lines += ["", "ARGUMENTS:"]
        lines += entry(label: "<items>", help: "Items to choose from, one per argument.")
        for section in HelpSection.allCases {
            let options = Option.allCases.filter { $0.spec.section == section && !$0.spec.hidden }
            guard !options.isEmpty else { continue }
            lines += ["", section.title]
            for option in options { lines += entry(label: label(option), help: option.spec.helpWithDefault) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the help names an option: `--items <FILE>`, `--mouse/--no-mouse`,
    /// `--multi[=<N>]/--no-multi`, `-h, --help`; without `negations`, `--mouse`, `--multi[=<N>]`.
    static func label(_ option: Option, negations: Bool = true) -> String {
        let name = option.short.map { "-\($0), \(option.long)" } ?? option.long
        let negation = negations ? (option.negation.map { "/" + $0 } ?? "") + (option.plus.map { ", +\($0)" } ?? "") : ""
        switch option.spec.arity {
        case .flag, .negatable: return name + negation
        case .value(let value): return "\(name) <\(value)>"
        case .optionalValue(let value): return "\(name)[=<\(value)>]" + negation
        case .repeated(let value): return "\(name) <\(value)> ..."
        }
    }

    /// One option's lines: the label, then its help from `helpColumn` on (on the next line when
    /// the label reaches into that column).
    private static func entry(label: String, help: String) -> [String] {
        let first = "  " + label
        var wrapped = wrap(help, indent: helpColumn)
        if first.count + 2 <= helpColumn {
            wrapped[0] = first + String(repeating: " ", count: helpColumn - first.count) + wrapped[0].dropFirst(helpColumn)
            return wrapped
        }
        return [first] + wrapped
    }

    /// Words filled into lines of at most `width` columns, each line indented by `indent`. A word
    /// longer than a line gets a line of its own.
    static func wrap(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = margin
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines
    }
}
