import Testing

@testable import MoodpickCore

/// The lazily filled table gives the standard library's answer for every scalar, whatever the
/// order in which scalars are first asked about, and asked again.
@Suite("Emoji_Presentation table")
struct EmojiPresentationTableTests {
    /// Every scalar, in ascending order.
    static let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }
    /// The scalars below U+20000, where the table keeps its blocks, in descending order and in
    /// an interleaved one (every seventh, then the next seventh, ...).
    static let tabled = allScalars.prefix { $0.value < 0x20000 }
    static let otherOrders = [Array(tabled.reversed()), (0..<7).flatMap { start in stride(from: start, to: tabled.count, by: 7).map { tabled[$0] } }]

    @Test("every scalar, first asked in ascending order, then in two other orders, twice each")
    func agreesWithTheStandardLibrary() {
        for order in [Self.allScalars] + Self.otherOrders {
            var table = EmojiPresentationTable()
            for _ in 0..<2 {
                let wrong = order.filter { table.contains($0) != $0.properties.isEmojiPresentation }
                #expect(wrong.isEmpty, "wrong for \(wrong.prefix(5).map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test("a few known scalars", arguments: [("😀", true), ("🤯", true), ("a", false), ("☺", false), ("⌚", true), ("🇦", true), ("©", false)])
    func knownScalars(text: String, expected: Bool) {
        var table = EmojiPresentationTable()
        #expect(table.contains(text.unicodeScalars.first!) == expected)
    }
}
