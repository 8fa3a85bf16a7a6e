import Testing
@testable import MoodpickCore

/// A test argument shown escaped, so control characters in a table never reach the console raw.
struct Escaped: ExpressibleByStringLiteral, CustomTestStringConvertible, Sendable {
    let text: String
    init(stringLiteral value: String) { text = value }
    var testDescription: String { text.debugDescription }
}

// MARK: - sanitized

/// Every C0 control, DEL and C1 control with the scalar shown for it outside ASCII mode.
private let controlReplacements: [(UInt32, UInt32)] =
    (UInt32(0)..<0x20).map { ($0, $0 == 0x09 ? 0x20 : 0x2400 + $0) }
    + [(0x7F, 0x2421)]
    + (UInt32(0x80)...0x9F).map { ($0, 0xFFFD) }

@Test(arguments: controlReplacements)
func sanitizedReplacesEveryControl(_ control: UInt32, _ shown: UInt32) {
    let scalar = Unicode.Scalar(control)!
    let text = "a" + String(scalar) + "b"
    let safe = DisplayText.sanitized(text, ascii: false)
    #expect(Array(safe.unicodeScalars.map(\.value)) == [0x61, shown, 0x62])
    #expect(DisplayWidth.columns(of: safe) == 3)
    #expect(DisplayWidth.columns(of: text) == 3)
    #expect(DisplayText.sanitized(text, ascii: true) == (control == 0x09 ? "a b" : "a?b"))
}

@Test(arguments: [
    ("plain text", "plain text", "plain text"),
    ("", "", ""),
    ("\u{1B}[31mred\u{1B}[0m", "\u{241B}[31mred\u{241B}[0m", "?[31mred?[0m"),
    ("tab\there", "tab here", "tab here"),
    ("nul\u{0}end", "nul\u{2400}end", "nul?end"),
    ("cr lf\r\n", "cr lf\u{240D}\u{240A}", "cr lf??"),
    ("del\u{7F}", "del\u{2421}", "del?"),
    ("next\u{85}line", "next\u{FFFD}line", "next?line"),
    ("\u{1F600} happy", "\u{1F600} happy", "? happy"),
    ("caf\u{E9}", "caf\u{E9}", "caf?"),
    ("e\u{0301}cole", "e\u{0301}cole", "?cole"),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}!", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}!", "?!"),
    ("\u{4F60}\u{597D}", "\u{4F60}\u{597D}", "??"),
    ("\u{241B} picture already", "\u{241B} picture already", "? picture already"),
    ("\u{FFFD}", "\u{FFFD}", "?"),
    ("\u{1B}\u{0301}", "\u{241B}\u{0301}", "??"),
] as [(Escaped, String, String)])
func sanitizedTable(_ argument: Escaped, _ unicode: String, _ ascii: String) {
    let text = argument.text
    #expect(DisplayText.sanitized(text, ascii: false) == unicode)
    #expect(DisplayText.sanitized(text, ascii: true) == ascii)
    #expect(DisplayText.sanitized(text[...], ascii: false) == unicode)
    // Sanitizing is idempotent, and ASCII mode leaves only printable ASCII.
    #expect(DisplayText.sanitized(unicode, ascii: false) == unicode)
    #expect(ascii.utf8.allSatisfy { (0x20...0x7E).contains($0) })
}

@Test func sanitizedDecodedInvalidUTF8ShowsReplacement() {
    let line = String(decoding: [0x61, 0xFF, 0x1B, 0xC3] as [UInt8], as: UTF8.self)
    #expect(DisplayText.sanitized(line, ascii: false) == "a\u{FFFD}\u{241B}\u{FFFD}")
    #expect(DisplayText.sanitized(line, ascii: true) == "a???")
}

// MARK: - truncated

@Test(arguments: [
    ("hello", 5, false, "hello", 5),                 // exact fit
    ("hello", 6, false, "hello", 5),
    ("hello", 4, false, "hel\u{2026}", 4),           // one over
    ("hello", 4, true, "hel~", 4),
    ("hello", 1, false, "\u{2026}", 1),
    ("hello", 1, true, "~", 1),
    ("a", 1, false, "a", 1),
    ("hello", 0, false, "", 0),
    ("hello", -3, false, "", 0),
    ("", 0, false, "", 0),
    ("", 3, false, "", 0),
    ("ab\u{4F60}c", 4, false, "ab\u{2026}", 3),      // 你 would straddle the limit
    ("ab\u{4F60}c", 3, false, "ab\u{2026}", 3),
    ("ab\u{4F60}", 4, false, "ab\u{4F60}", 4),
    ("\u{4F60}\u{597D}", 3, false, "\u{4F60}\u{2026}", 3),
    ("\u{4F60}\u{597D}", 2, false, "\u{2026}", 1),
    ("\u{4F60}", 1, false, "\u{2026}", 1),
    ("\u{1F600}\u{1F600}\u{1F600}", 5, false, "\u{1F600}\u{1F600}\u{2026}", 5),
    ("\u{1F600}\u{1F600}\u{1F600}", 6, false, "\u{1F600}\u{1F600}\u{1F600}", 6),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}xy", 3, true, "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}~", 3),
    ("e\u{0301}e\u{0301}e\u{0301}", 2, false, "e\u{0301}\u{2026}", 2),
    ("abc\u{0301}", 3, false, "abc\u{0301}", 3),
    ("abc\u{0301}d", 3, false, "ab\u{2026}", 3),
    ("tab\tand\u{241B}", 8, false, "tab\tand\u{241B}", 8),
    ("tab\tand\u{241B}", 7, false, "tab\tan\u{2026}", 7),
    ("ab\u{0600}\u{AD}cd", 4, false, "ab\u{2026}", 3),     // U+0600 would take "…" into its cluster
] as [(String, Int, Bool, String, Int)])
func truncatedTable(_ text: String, _ columns: Int, _ ascii: Bool, _ expected: String, _ width: Int) {
    let result = DisplayText.truncated(text, toColumns: columns, ascii: ascii)
    #expect(result.text == expected)
    #expect(result.columns == width)
    let fromSubstring = DisplayText.truncated(text[...], toColumns: columns, ascii: ascii)
    #expect(fromSubstring.text == expected && fromSubstring.columns == width)
}

/// On random text, the result is whole leading clusters (plus the ellipsis when cut), fits, and
/// reports its own width; text that fits comes back unchanged.
@Test func truncatedKeepsWholeClustersAndFits() {
    var generator = SeededGenerator(seed: 0x5EED_0003)
    for _ in 0..<2_000 {
        let text = randomText(using: &generator)
        let safe = DisplayText.sanitized(text, ascii: false)
        let width = DisplayWidth.columns(of: safe)
        let columns = Int.random(in: 0...30, using: &generator)
        let (cut, cutWidth) = DisplayText.truncated(safe, toColumns: columns, ascii: false)
        #expect(cutWidth == DisplayWidth.columns(of: cut))
        #expect(cutWidth <= max(columns, 0))
        if width <= columns {
            #expect(cut == safe && cutWidth == width)
        } else if columns > 0 {
            #expect(cut.last == "\u{2026}")
            let kept = cut.dropLast()
            #expect(Array(safe.prefix(kept.count)) == Array(kept), "\(safe.debugDescription) → \(cut.debugDescription)")
        } else {
            #expect(cut.isEmpty)
        }
    }
}

// MARK: - Random lines

/// Pieces random lines are made of: ASCII, controls, invalid bytes and the scalars whose clusters
/// reach across their neighbours (marks, joiners, keycaps, regional indicators, prepend, Hangul).
private let randomPieces: [[UInt8]] = [
    "a", "1", "#", " ", "\t", "\r\n", "\r", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
    "\u{1F600}", "\u{263A}", "\u{2764}", "\u{261D}", "\u{1F3FD}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}",
    "\u{200D}", "\u{0301}", "\u{0903}", "\u{0600}", "\u{1F1EF}", "\u{1F1F5}", "\u{E0067}", "\u{E007F}",
    "\u{1F3F4}", "\u{4F60}", "\u{1100}", "\u{1161}", "\u{11AB}", "\u{AC00}", "\u{200B}", "\u{AD}",
    "\u{E9}", "\u{A9}", "\u{3000}", "\u{1FA77}", "\u{FFFD}", "\u{2026}", "\u{436}", "\u{3042}",
    "\u{3099}", "\u{FF71}", "\u{FF9E}", "\u{0483}", "\u{0E33}", "\u{0D4E}", "\u{D55C}", "\u{303F}",
].map { (piece: String) in Array(piece.utf8) } + [
    [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x80], [0xBF], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
]

/// Random bytes: a mix of whole pieces, single random bytes and runs of ASCII.
func randomBytes(using generator: inout SeededGenerator, maxPieces: Int = 40) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...maxPieces, using: &generator) {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            bytes.append(UInt8.random(in: 0...255, using: &generator))
        case 1:
            bytes += (0..<Int.random(in: 1...20, using: &generator)).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
        default:
            bytes += randomPieces.randomElement(using: &generator)!
        }
    }
    return bytes
}

/// Random text, decoded from `randomBytes`.
func randomText(using generator: inout SeededGenerator) -> String {
    String(decoding: randomBytes(using: &generator), as: UTF8.self)
}
