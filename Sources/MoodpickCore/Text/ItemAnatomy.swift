/// An item line split into its symbol (a leading emoji cluster) and its label (docs/CONTRACT.md §1).
///
/// A line that starts with an emoji grapheme cluster shows that cluster in its cell (2 columns)
/// and the rest, trimmed, as its label; any other line is a text item, shown as text, whose label
/// is the whole line. The decision is `EmojiCluster.startsEmoji(utf8:)`, the same one the loader
/// makes from the bytes, so classification at load time and the anatomy never disagree.
/// Both parts are decoded with U+FFFD for invalid UTF-8 but not sanitized: JSON output needs the
/// real characters, and drawing sanitizes with `DisplayText`.
package struct ItemAnatomy: Equatable, Sendable {
    /// The leading emoji cluster (the first Character of the decoded line), or nil for a text item.
    package var symbol: String?
    /// For an emoji item, the rest of the line with whitespace trimmed from both ends; for a text
    /// item, the whole line as decoded.
    package var label: String

    /// An anatomy with these parts, for items that are not parsed from a line (built-in moods).
    package init(symbol: String?, label: String) {
        self.symbol = symbol
        self.label = label
    }

    /// The anatomy of one item's bytes, `line` being without its line ending.
    package init(line: UnsafeRawBufferPointer) {
        let text = String(decoding: line, as: UTF8.self)
        guard EmojiCluster.startsEmoji(utf8: line), let first = text.first else {
            self.init(symbol: nil, label: text)
            return
        }
        let rest = text.dropFirst()
        guard let start = rest.firstIndex(where: { !$0.isWhitespace }),
              let last = rest.lastIndex(where: { !$0.isWhitespace }) else {
            self.init(symbol: String(first), label: "")
            return
        }
        self.init(symbol: String(first), label: String(rest[start...last]))
    }

    /// The anatomy of one item's bytes, `line` being without its line ending.
    package init(line: [UInt8]) {
        self = line.withUnsafeBytes { ItemAnatomy(line: $0) }
    }
}
