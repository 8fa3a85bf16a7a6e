/// `moodpick --help`: the short help a user reads first, written from the same option table as
/// the whole one (`HelpText.text`, printed by `--help-all`).
///
/// Each section (`HelpSection`'s order, so the recording and replay options come last) explains
/// its everyday options on one line each and names the rest on an `also:` line: every option is
/// named, and `--help-all` and the man page give them in full, with their defaults.
extension HelpText {
    /// The options the short help explains, a line each.
    static let everyday: Set<Option> = [
        .itemsFile, .output, .selectOne, .exitZero, .start, .prompt, .header, .printQuery, .help,
        .query, .multi, .filter, .delimiter, .withNth, .acceptNth, .exact,
        .snap, .mouse, .height, .fullscreen, .color, .ascii, .preview, .emoji, .tmux,
    ]

    /// The most lines the short help may take: it must fit a terminal without scrolling much.
    package static let shortLineLimit = 60

    /// Where the short help points for the rest.
    static let moreHelp = "Every option in full, with its default: moodpick --help-all, or man moodpick."

    /// The short help, ending in one newline.
    package static var short: String {
        var lines = [usage, ""] + wrap(overview, indent: 0) + [""]
        for section in HelpSection.allCases {
            let options = Option.allCases.filter { $0.spec.section == section && !$0.spec.hidden }
            guard !options.isEmpty else { continue }
            lines.append(section.title)
            let explained = options.filter(everyday.contains)
            lines += explained.map(oneLine)
            let named = options.filter { !everyday.contains($0) }.map(\.long)
            if !named.isEmpty { lines += wrap((explained.isEmpty ? "" : "also: ") + named.joined(separator: " "), indent: 2) }
        }
        lines += [""] + wrap(moreHelp, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option on one line: its label (without the negation: `--help-all` shows it), then
    /// the first sentence of its help, cut at a word with `…` where the line ends (left out when
    /// under 20 columns remain).
    static func oneLine(_ option: Option) -> String {
        let first = "  " + label(option, negations: false)
        let column = max(helpColumn, first.count + 2)
        let room = width - column
        guard room >= 20 else { return first }
        return first + String(repeating: " ", count: column - first.count) + cut(firstSentence(option.spec.help), to: room)
    }

    /// The help up to its first full stop, without it.
    static func firstSentence(_ help: String) -> String {
        let characters = Array(help)
        let end = characters.indices.dropLast().first { characters[$0] == "." && characters[$0 + 1] == " " } ?? characters.count
        let sentence = String(characters[..<end])
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// `text` within `columns`, cut after a whole word and ended with `…` when it is longer.
    static func cut(_ text: String, to columns: Int) -> String {
        guard text.count > columns else { return text }
        var kept = ""
        for word in text.split(separator: " ") {
            let next = kept.isEmpty ? String(word) : kept + " " + word
            if next.count + 1 > columns { break }
            kept = next
        }
        return (kept.isEmpty ? String(text.prefix(columns - 1)) : kept) + "…"
    }
}
