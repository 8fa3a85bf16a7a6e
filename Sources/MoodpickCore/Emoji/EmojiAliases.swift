/// The user's own names for emoji (`$XDG_CONFIG_HOME/moodpick/emoji-aliases`, docs/moodpick.1):
/// one emoji a line followed by the words it should be found by, `#` comments and blank lines
/// ignored:
///
/// ```
/// # emoji  words…
/// 🚀 shipit deploy
/// 👍🏽 ack
/// ```
///
/// An alias counts as a shortcode: the whole alias typed ranks its emoji first. Parsing is
/// pure; the shell reads the file and turns a `Failure` into a usage error naming file:line.
package struct EmojiAliases: Sendable, Equatable {
    /// Catalog record → the words given for it, in file order.
    package let words: [Int: [String]]

    package init(words: [Int: [String]] = [:]) {
        self.words = words
    }

    /// A line that is not `EMOJI WORD…`.
    package struct Failure: Error, Equatable, Sendable {
        /// 1-based.
        package let line: Int
        package let reason: String
    }

    /// The aliases of `text`, or the first bad line: one whose first word is no emoji of the
    /// catalog (in any of its forms), or that gives no word after it.
    package static func parse(_ text: String, catalog: EmojiCatalog) throws(Failure) -> EmojiAliases {
        var words: [Int: [String]] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            guard let record = catalog.index(of: String(first)) else {
                throw Failure(line: number + 1, reason: "'\(first)' is not an emoji (the line is: EMOJI WORD…)")
            }
            guard fields.count > 1 else {
                throw Failure(line: number + 1, reason: "no word after \(first) (the line is: EMOJI WORD…)")
            }
            words[record, default: []] += fields.dropFirst().map(String.init)
        }
        return EmojiAliases(words: words)
    }
}
