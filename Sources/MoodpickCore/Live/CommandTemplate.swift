/// A `--preview` or `--on-change` command with its placeholders, filled in for one item.
///
/// `{}` is the item's line, `{n}` its 0-based index, `{symbol}` and `{label}` its parts, `{q}`
/// the query. Each value is inserted single-quoted for `sh`, so whatever an item holds (quotes,
/// `$(…)`, backticks, `;`) reaches the command as one literal word and is never run. Anything
/// else in braces is left as it is, so `awk '{print $1}'` keeps working.
package struct CommandTemplate: Sendable, Equatable {
    package let text: String

    package init(_ text: String) { self.text = text }

    /// The values a command may name.
    package struct Values: Sendable, Equatable {
        package var line: String
        package var index: Int
        package var symbol: String
        package var label: String
        package var query: String

        package init(line: String, index: Int, symbol: String, label: String, query: String) {
            self.line = line
            self.index = index
            self.symbol = symbol
            self.label = label
            self.query = query
        }
    }

    /// The command line for `sh -c`, its placeholders replaced by quoted values.
    package func command(for values: Values) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[open...]
            if let (name, end) = Self.placeholder(in: after), let value = Self.value(named: name, in: values) {
                out += Self.quoted(value)
                rest = after[end...]
            } else {
                out.append("{")
                rest = after.dropFirst()
            }
        }
        return out + rest
    }

    /// The placeholders' names, between the braces.
    static let names = ["", "n", "symbol", "label", "q"]

    /// Whether the command holds `{q}`: then it runs again when the query changes, even on the
    /// same item (docs/CONTRACT.md §13).
    package var usesQuery: Bool { text.contains("{q}") }

    /// The placeholder at the start of `text` ("{…}"), and where it ends.
    private static func placeholder(in text: Substring) -> (String, Substring.Index)? {
        guard let close = text.firstIndex(of: "}") else { return nil }
        let name = String(text[text.index(after: text.startIndex)..<close])
        return names.contains(name) ? (name, text.index(after: close)) : nil
    }

    private static func value(named name: String, in values: Values) -> String? {
        switch name {
        case "": return values.line
        case "n": return String(values.index)
        case "symbol": return values.symbol
        case "label": return values.label
        case "q": return values.query
        default: return nil
        }
    }

    /// `text` as one single-quoted `sh` word: `'` becomes `'\''`.
    package static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    /// Every `target` replaced by `replacement` (the core has no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
