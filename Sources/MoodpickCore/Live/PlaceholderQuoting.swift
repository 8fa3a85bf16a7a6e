/// Where a command's placeholders stand for `sh`: each is replaced by a single-quoted word, which
/// is one literal word only where the shell reads it outside quotes. Inside double quotes
/// (`"no quote for {label}"`) the item's `$(…)` would run; inside single quotes the value's
/// own quotes end them; in a here-document body the quotes are text and `$(…)` runs. So a
/// placeholder there is refused (a usage error) rather than run an item (docs/CONTRACT.md §13).
///
/// The scan follows what POSIX sh does with quoting: backslash escapes, `'…'`, `"…"`, command
/// substitutions `$(…)` and `` `…` `` (which read their text unquoted again, even inside
/// double quotes), comments, and here-documents (`<<WORD`, `<<-WORD`).
struct PlaceholderQuoting {
    /// What the shell is reading at a point of the command.
    private enum Context: Equatable {
        case double
        /// Inside `$(…)`, with the parentheses still open.
        case command(open: Int)
        case backtick
    }

    private let scalars: [Unicode.Scalar]
    private var stack: [Context] = []
    /// Here-documents whose bodies start after the next newline: each delimiter, and whether
    /// leading tabs are stripped (`<<-`).
    private var pendingBodies: [(delimiter: String, stripsTabs: Bool)] = []
    private var index = 0

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Why a placeholder of `text` cannot be quoted safely, or nil when every one stands outside
    /// quotes.
    static func problem(in text: String) -> String? {
        var scan = PlaceholderQuoting(text)
        return scan.run()
    }

    private mutating func run() -> String? {
        while index < scalars.count {
            let problem = stack.last == .double ? stepInDoubleQuotes() : stepUnquoted()
            if let problem { return problem }
        }
        return nil
    }

    private func scalar(at offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    /// The placeholder (`{}`, `{n}`, `{label}`…) that starts at `offset`, if one does.
    private func placeholder(at offset: Int) -> String? {
        guard scalar(at: offset) == "{" else { return nil }
        var name = ""
        var end = offset + 1
        while let next = scalar(at: end), next != "}", name.unicodeScalars.count < 8 {
            name.unicodeScalars.append(next)
            end += 1
        }
        return scalar(at: end) == "}" && CommandTemplate.names.contains(name) ? "{\(name)}" : nil
    }

    private static func refused(_ placeholder: String, _ place: String) -> String {
        "\(placeholder) stands \(place); moodpick quotes each placeholder itself, so it must stand outside quotes"
    }

    private mutating func stepInDoubleQuotes() -> String? {
        let current = scalars[index]
        if let found = placeholder(at: index) { return Self.refused(found, "inside double quotes") }
        switch current {
        case "\\": index += 2
        case "\"": stack.removeLast(); index += 1
        case "$" where scalar(at: index + 1) == "(": stack.append(.command(open: 1)); index += 2
        case "`": stack.append(.backtick); index += 1
        default: index += 1
        }
        return nil
    }

    private mutating func stepUnquoted() -> String? {
        let current = scalars[index]
        switch current {
        case "\\": index += 2
        case "'": return skipSingleQuoted()
        case "\"": stack.append(.double); index += 1
        case "$" where scalar(at: index + 1) == "(": stack.append(.command(open: 1)); index += 2
        case "(", ")": closeOrOpen(current); index += 1
        case "`": if stack.last == .backtick { stack.removeLast() } else { stack.append(.backtick) }; index += 1
        case "#" where startsWord(): while let next = scalar(at: index), next != "\n" { index += 1 }
        case "<" where scalar(at: index + 1) == "<" && scalar(at: index + 2) != "<": readHereDocumentOperator()
        case "\n" where !pendingBodies.isEmpty: return skipHereDocumentBodies()
        default: index += 1
        }
        return nil
    }

    /// A parenthesis inside `$(…)`: counted, and the last one closes it.
    private mutating func closeOrOpen(_ parenthesis: Unicode.Scalar) {
        guard case .command(let open)? = stack.last else { return }
        stack.removeLast()
        let now = parenthesis == "(" ? open + 1 : open - 1
        if now > 0 { stack.append(.command(open: now)) }
    }

    /// Whether the scalar at `index` starts a word (where `#` starts a comment).
    private func startsWord() -> Bool {
        guard index > 0 else { return true }
        return [" ", "\t", "\n", ";", "&", "|", "(", ")"].contains(scalars[index - 1])
    }

    private mutating func skipSingleQuoted() -> String? {
        index += 1
        while let next = scalar(at: index), next != "'" {
            if let found = placeholder(at: index) { return Self.refused(found, "inside single quotes") }
            index += 1
        }
        index += 1
        return nil
    }

    /// `<<WORD` or `<<-WORD`: the delimiter is the word with its quotes removed.
    private mutating func readHereDocumentOperator() {
        index += 2
        let stripsTabs = scalar(at: index) == "-"
        if stripsTabs { index += 1 }
        while let next = scalar(at: index), next == " " || next == "\t" { index += 1 }
        var delimiter = ""
        while let next = scalar(at: index), !" \t\n;&|<>()".unicodeScalars.contains(next) {
            if next == "\\" {
                index += 1
                if let kept = scalar(at: index) { delimiter.unicodeScalars.append(kept) }
            } else if next != "'" && next != "\"" {
                delimiter.unicodeScalars.append(next)
            }
            index += 1
        }
        pendingBodies.append((delimiter, stripsTabs))
    }

    /// The bodies of the here-documents begun on the line that ends here, each up to its
    /// delimiter line; a placeholder in one is refused.
    private mutating func skipHereDocumentBodies() -> String? {
        index += 1
        for body in pendingBodies {
            while index < scalars.count {
                var end = index
                while let next = scalar(at: end), next != "\n" { end += 1 }
                var line = String(String.UnicodeScalarView(scalars[index..<end]))
                if body.stripsTabs { line = String(line.drop { $0 == "\t" }) }
                let found = (index..<end).compactMap { offset in placeholder(at: offset) }.first
                index = end + 1
                if line == body.delimiter { break }
                if let found { return Self.refused(found, "in a here-document") }
            }
        }
        pendingBodies = []
        return nil
    }
}

extension CommandTemplate {
    /// Why this command cannot be run safely, or nil: a placeholder inside quotes or in a
    /// here-document (``PlaceholderQuoting``).
    public var quotingProblem: String? { PlaceholderQuoting.problem(in: text) }
}
