import Testing
@testable import MoodpickCore

@Test(arguments: [
    ("\u{1F600} happy", "\u{1F600}", "happy"),
    ("\u{1F600}happy", "\u{1F600}", "happy"),
    ("\u{1F622}   very  sad \t ", "\u{1F622}", "very  sad"),
    ("\u{1F600}", "\u{1F600}", ""),
    ("\u{1F600}   ", "\u{1F600}", ""),
    ("\u{1F600}\u{1F622} two", "\u{1F600}", "\u{1F622} two"),
    ("1\u{FE0F}\u{20E3} first", "1\u{FE0F}\u{20E3}", "first"),
    ("1\u{20E3} first", "1\u{20E3}", "first"),
    ("\u{1F1EF}\u{1F1F5} Japan", "\u{1F1EF}\u{1F1F5}", "Japan"),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family time", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "family time"),
    ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308} pride", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "pride"),
    ("\u{261D}\u{1F3FD} one up", "\u{261D}\u{1F3FD}", "one up"),
    ("\u{2764}\u{FE0F} love", "\u{2764}\u{FE0F}", "love"),
    ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland",
     "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "Scotland"),
    ("\u{1F600}\u{3000}wide space\u{3000}", "\u{1F600}", "wide space"),
    ("\u{1F600} tab\tinside\u{1B}", "\u{1F600}", "tab\tinside\u{1B}"),
] as [(String, String, String)])
func emojiItems(_ line: String, _ symbol: String, _ label: String) {
    let anatomy = ItemAnatomy(line: Array(line.utf8))
    #expect(anatomy == ItemAnatomy(symbol: symbol, label: label))
    #expect(DisplayWidth.columns(of: Character(symbol)) == 2)
}

@Test(arguments: [
    "hello world",
    " \u{1F600} leading space",
    "\u{263A} smile without VS16",
    "\u{2764} love without VS16",
    "1 one",
    "#hashtag",
    "\u{A9} 2024",
    "\u{4F60}\u{597D}",
    "  padded  ",
    "\u{1B}[31mred",
    "x",
])
func textItems(_ line: String) {
    let anatomy = ItemAnatomy(line: Array(line.utf8))
    #expect(anatomy.symbol == nil)
    #expect(anatomy.label == line)
}

@Test(arguments: [
    ([0x61, 0xFF, 0x62], nil, "a\u{FFFD}b"),
    ([0xFF, 0x20, 0x61], nil, "\u{FFFD} a"),
    ([0xF0, 0x9F, 0x98], nil, "\u{FFFD}"),
    ([0xF0, 0x9F, 0x98, 0x80, 0x20, 0xC3, 0x28, 0x20], "\u{1F600}", "\u{FFFD}("),
    ([0xF0, 0x9F, 0x98, 0x80, 0xFF], "\u{1F600}", "\u{FFFD}"),
    ([], nil, ""),
] as [([UInt8], String?, String)])
func invalidUTF8Items(_ bytes: [UInt8], _ symbol: String?, _ label: String) {
    let anatomy = ItemAnatomy(line: bytes)
    #expect(anatomy == ItemAnatomy(symbol: symbol, label: label))
    #expect(bytes.withUnsafeBytes { ItemAnatomy(line: $0) } == anatomy)
}

/// On random lines, the anatomy follows `startsEmoji(utf8:)`, its symbol is the first Character of
/// the decoded line and 2 columns wide, and the label is what is left, trimmed.
@Test func anatomyAgreesWithClassificationOnRandomLines() {
    var generator = SeededGenerator(seed: 0x5EED_0006)
    var emojiItems = 0
    for _ in 0..<4_000 {
        var bytes = randomBytes(using: &generator, maxPieces: 6)
        if Bool.random(using: &generator) {
            let lead = String.UnicodeScalarView([randomScalar(using: &generator), randomScalar(using: &generator)])
            bytes = Array(String(lead).utf8) + bytes
        }
        let anatomy = ItemAnatomy(line: bytes)
        let decoded = String(decoding: bytes, as: UTF8.self)
        if bytes.withUnsafeBytes({ EmojiCluster.startsEmoji(utf8: $0) }) {
            emojiItems += 1
            let first = decoded.first!
            #expect(anatomy.symbol == String(first))
            #expect(DisplayWidth.columns(of: first) == 2, "\(bytes)")
            #expect(anatomy.label.first?.isWhitespace != true && anatomy.label.last?.isWhitespace != true)
            #expect(decoded.dropFirst().contains(anatomy.label[...]) || anatomy.label.isEmpty)
        } else {
            #expect(anatomy == ItemAnatomy(symbol: nil, label: decoded))
        }
    }
    #expect(emojiItems > 200)
}
