/// Where a command's placeholders stand for `sh`: each is replaced by a single-quoted word, which
/// is one literal word only where the shell reads it outside quotes. Inside double quotes
/// (`"no quote for {label}"`) the item's `$(…)` would run; inside single quotes the value's
/// own quotes end them; in a here-document body the quotes are text and `$(…)` runs; after a
/// backslash the opening quote is a literal one; in a comment the value's newline ends the
/// comment; inside `` `…` `` a value's backtick ends it; `$((…))` reads as in double quotes.
/// So a placeholder there is refused (a usage error) rather than run an item
/// (docs/CONTRACT.md §13).
///
/// The scan follows what POSIX sh does with quoting: backslash escapes, `'…'`, `"…"`, command
/// substitutions `$(…)` (which read their text unquoted again, even inside double quotes),
/// `` `…` ``, `$((…))`, comments, and here-documents (`<<WORD`, `<<-WORD`).
struct PlaceholderQuoting {
    /// What the shell is reading at a point of the command.
    private enum Context: Equatable {
        case double
        /// Inside `$(…)`, with the parentheses still open.
        case command(open: Int)
        /// Inside `$((…))`, read as in double quotes, with the parentheses still open.
        case arithmetic(open: Int)
        /// Inside `` `…` ``, whose end is the next backtick whatever the quotes.
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
        case "\\": return skipEscaped()
        case "\"": stack.removeLast(); index += 1
        case "$" where scalar(at: index + 1) == "(": openSubstitution()
        case "`": stack.append(.backtick); index += 1
        default: index += 1
        }
        return nil
    }

    private mutating func stepUnquoted() -> String? {
        let current = scalars[index]
        if let found = placeholder(at: index) {
            // A value's backtick ends `…` early; `$((…))` reads its text as in double quotes.
            if stack.contains(.backtick) { return Self.refused(found, "inside `…` (write $(…))") }
            if inArithmetic { return Self.refused(found, "inside $((…))") }
            // bash reads `$'…'` with backslash escapes: a value's `\'` would not end it.
            if index > 0 && scalars[index - 1] == "$" { return Self.refused(found, "after a $") }
        }
        switch current {
        case "\\": return skipEscaped()
        case "'": return skipSingleQuoted()
        case "\"": stack.append(.double); index += 1
        case "$" where scalar(at: index + 1) == "(": openSubstitution()
        case "(", ")": closeOrOpen(current); index += 1
        case "`": if stack.last == .backtick { stack.removeLast() } else { stack.append(.backtick) }; index += 1
        case "#" where startsWord(): return skipComment()
        case "<" where scalar(at: index + 1) == "<" && scalar(at: index + 2) != "<" && !inArithmetic:
            return readHereDocumentOperator()
        case "\n" where !pendingBodies.isEmpty: return skipHereDocumentBodies()
        default: index += 1
        }
        return nil
    }

    /// Whether the scan is inside `$((…))`, where `<<` is a shift, not a here-document.
    private var inArithmetic: Bool { stack.contains { if case .arithmetic = $0 { true } else { false } } }

    /// `$(` or `$((` at `index`.
    private mutating func openSubstitution() {
        if scalar(at: index + 2) == "(" {
            stack.append(.arithmetic(open: 2))
            index += 3
        } else {
            stack.append(.command(open: 1))
            index += 2
        }
    }

    /// A parenthesis inside `$(…)` or `$((…))`: counted, and the last one closes it.
    private mutating func closeOrOpen(_ parenthesis: Unicode.Scalar) {
        let change = parenthesis == "(" ? 1 : -1
        switch stack.last {
        case .command(let open)?:
            stack.removeLast()
            if open + change > 0 { stack.append(.command(open: open + change)) }
        case .arithmetic(let open)?:
            stack.removeLast()
            if open + change > 0 { stack.append(.arithmetic(open: open + change)) }
        default:
            return
        }
    }

    /// Whether the scalar at `index` starts a word (where `#` starts a comment).
    private func startsWord() -> Bool {
        guard index > 0 else { return true }
        return [" ", "\t", "\n", ";", "&", "|", "(", ")"].contains(scalars[index - 1])
    }

    /// A backslash and the character it escapes: the `{` of a placeholder escaped would make
    /// the value's opening quote a literal one (`\'$(…)'` runs the `$(…)`).
    private mutating func skipEscaped() -> String? {
        if let found = placeholder(at: index + 1) { return Self.refused(found, "after a backslash") }
        index += 2
        return nil
    }

    /// A comment, to the end of its line: a value's newline would end it early, and the rest
    /// of the value would be read as commands.
    private mutating func skipComment() -> String? {
        while let next = scalar(at: index), next != "\n" {
            if let found = placeholder(at: index) { return Self.refused(found, "in a comment") }
            index += 1
        }
        return nil
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
    /// A placeholder in the delimiter is refused: the body would end at an item's line.
    private mutating func readHereDocumentOperator() -> String? {
        index += 2
        let stripsTabs = scalar(at: index) == "-"
        if stripsTabs { index += 1 }
        while let next = scalar(at: index), next == " " || next == "\t" { index += 1 }
        var delimiter = ""
        var quote: Unicode.Scalar?
        while let next = scalar(at: index), quote != nil || !" \t\n;&|<>()`".unicodeScalars.contains(next) {
            if let found = placeholder(at: index) { return Self.refused(found, "in a here-document's delimiter") }
            if next == quote {
                quote = nil
            } else if quote == nil && (next == "'" || next == "\"") {
                quote = next
            } else if quote == nil && next == "\\" {
                index += 1
                if let kept = scalar(at: index) { delimiter.unicodeScalars.append(kept) }
            } else {
                delimiter.unicodeScalars.append(next)
            }
            index += 1
        }
        pendingBodies.append((delimiter, stripsTabs))
        return nil
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
    package var quotingProblem: String? { PlaceholderQuoting.problem(in: text) }
}
