import Testing
@testable import MoodpickCore

/// One row of the width table: a cluster, the columns a modern terminal gives it, and the most a
/// code-point terminal may advance for it.
struct WidthCase: CustomTestStringConvertible, Sendable {
    let name: String
    let cluster: String
    let columns: Int
    let worstCase: Int
    var testDescription: String { name }
}

private let widthTable: [WidthCase] = [
    WidthCase(name: "😀 grinning face", cluster: "\u{1F600}", columns: 2, worstCase: 2),
    WidthCase(name: "☺ without VS16", cluster: "\u{263A}", columns: 1, worstCase: 1),
    WidthCase(name: "☺️ with VS16", cluster: "\u{263A}\u{FE0F}", columns: 2, worstCase: 2),
    WidthCase(name: "❤ without VS16", cluster: "\u{2764}", columns: 1, worstCase: 1),
    WidthCase(name: "❤️ with VS16 (sums to 1)", cluster: "\u{2764}\u{FE0F}", columns: 2, worstCase: 2),
    WidthCase(name: "1️⃣ keycap with VS16", cluster: "1\u{FE0F}\u{20E3}", columns: 2, worstCase: 2),
    WidthCase(name: "1⃣ keycap without VS16", cluster: "1\u{20E3}", columns: 2, worstCase: 2),
    WidthCase(name: "#️⃣ keycap", cluster: "#\u{FE0F}\u{20E3}", columns: 2, worstCase: 2),
    WidthCase(name: "*⃣ keycap without VS16", cluster: "*\u{20E3}", columns: 2, worstCase: 2),
    WidthCase(name: "a + U+20E3 is no keycap", cluster: "a\u{20E3}", columns: 1, worstCase: 1),
    WidthCase(name: "digit 1", cluster: "1", columns: 1, worstCase: 1),
    WidthCase(name: "👍🏽 skin tone", cluster: "\u{1F44D}\u{1F3FD}", columns: 2, worstCase: 4),
    WidthCase(name: "☝🏽 skin tone on a text-style base", cluster: "\u{261D}\u{1F3FD}", columns: 2, worstCase: 3),
    WidthCase(name: "🏽 modifier alone", cluster: "\u{1F3FD}", columns: 2, worstCase: 2),
    WidthCase(name: "👨‍👩‍👧 family", cluster: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", columns: 2, worstCase: 6),
    WidthCase(name: "👨‍👩‍👧‍👦 family of 7 scalars",
              cluster: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", columns: 2, worstCase: 8),
    WidthCase(name: "🏳️‍🌈 rainbow flag", cluster: "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", columns: 2, worstCase: 3),
    WidthCase(name: "😶‍🌫️ face in clouds", cluster: "\u{1F636}\u{200D}\u{1F32B}\u{FE0F}", columns: 2, worstCase: 3),
    WidthCase(name: "❤‍🔥 ZWJ sequence without VS16", cluster: "\u{2764}\u{200D}\u{1F525}", columns: 2, worstCase: 3),
    WidthCase(name: "🇯🇵 flag", cluster: "\u{1F1EF}\u{1F1F5}", columns: 2, worstCase: 2),
    WidthCase(name: "🇯 lone regional indicator", cluster: "\u{1F1EF}", columns: 2, worstCase: 2),
    WidthCase(name: "🏴󠁧󠁢󠁳󠁣󠁴󠁿 tag flag (Scotland)",
              cluster: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", columns: 2, worstCase: 2),
    WidthCase(name: "🩷 Unicode 15 emoji", cluster: "\u{1FA77}", columns: 2, worstCase: 2),
    WidthCase(name: "⭐ star", cluster: "\u{2B50}", columns: 2, worstCase: 2),
    WidthCase(name: "⌚ watch", cluster: "\u{231A}", columns: 2, worstCase: 2),
    WidthCase(name: "🀄 mahjong tile", cluster: "\u{1F004}", columns: 2, worstCase: 2),
    WidthCase(name: "😀 with VS15 text presentation", cluster: "\u{1F600}\u{FE0E}", columns: 2, worstCase: 2),
    WidthCase(name: "☺ with VS15", cluster: "\u{263A}\u{FE0E}", columns: 1, worstCase: 1),
    WidthCase(name: "A", cluster: "A", columns: 1, worstCase: 1),
    WidthCase(name: "你", cluster: "\u{4F60}", columns: 2, worstCase: 2),
    WidthCase(name: "한 precomposed", cluster: "\u{D55C}", columns: 2, worstCase: 2),
    WidthCase(name: "한 from jamo", cluster: "\u{1112}\u{1161}\u{11AB}", columns: 2, worstCase: 2),
    WidthCase(name: "Ａ fullwidth", cluster: "\u{FF21}", columns: 2, worstCase: 2),
    WidthCase(name: "U+3000 ideographic space", cluster: "\u{3000}", columns: 2, worstCase: 2),
    WidthCase(name: "e + U+0301", cluster: "e\u{0301}", columns: 1, worstCase: 1),
    WidthCase(name: "é precomposed", cluster: "\u{E9}", columns: 1, worstCase: 1),
    WidthCase(name: "lone U+0301", cluster: "\u{0301}", columns: 0, worstCase: 0),
    WidthCase(name: "ZWJ alone", cluster: "\u{200D}", columns: 0, worstCase: 0),
    WidthCase(name: "VS16 alone", cluster: "\u{FE0F}", columns: 0, worstCase: 0),
    WidthCase(name: "U+200B zero width space", cluster: "\u{200B}", columns: 0, worstCase: 0),
    WidthCase(name: "U+00AD soft hyphen", cluster: "\u{AD}", columns: 1, worstCase: 1),
    WidthCase(name: "TAB", cluster: "\t", columns: 1, worstCase: 1),
    WidthCase(name: "ESC", cluster: "\u{1B}", columns: 1, worstCase: 1),
    WidthCase(name: "NUL", cluster: "\u{0}", columns: 1, worstCase: 1),
    WidthCase(name: "DEL", cluster: "\u{7F}", columns: 1, worstCase: 1),
    WidthCase(name: "U+0085 C1 control", cluster: "\u{85}", columns: 1, worstCase: 1),
    WidthCase(name: "CR LF (two replacements)", cluster: "\r\n", columns: 2, worstCase: 2),
    WidthCase(name: "© without VS16", cluster: "\u{A9}", columns: 1, worstCase: 1),
    WidthCase(name: "©️ with VS16", cluster: "\u{A9}\u{FE0F}", columns: 2, worstCase: 2),
    WidthCase(name: "®", cluster: "\u{AE}", columns: 1, worstCase: 1),
    WidthCase(name: "#", cluster: "#", columns: 1, worstCase: 1),
    WidthCase(name: "… ellipsis", cluster: "\u{2026}", columns: 1, worstCase: 1),
    WidthCase(name: "␛ control picture", cluster: "\u{241B}", columns: 1, worstCase: 1),
    WidthCase(name: "U+FFFD", cluster: "\u{FFFD}", columns: 1, worstCase: 1),
]

@Test func widthTableHoldsSingleClusters() {
    for row in widthTable {
        #expect(row.cluster.count == 1, "\(row.name) should be one Character")
    }
}

@Test(arguments: widthTable)
func columnsOfCluster(_ row: WidthCase) {
    let character = Character(row.cluster)
    #expect(DisplayWidth.columns(of: character) == row.columns)
    #expect(DisplayWidth.columns(of: row.cluster) == row.columns)
    #expect(DisplayWidth.worstCaseColumns(of: character) == row.worstCase)
    #expect(DisplayWidth.worstCaseColumns(of: character) >= DisplayWidth.columns(of: character))
}

@Test(arguments: [
    ("", 0),
    ("hello", 5),
    ("a\tb\u{1B}[31m", 8),
    ("line\r\n", 6),
    ("😀 happy", 8),
    ("你好, world", 11),
    ("e\u{0301}cole", 5),
    ("\u{1F1EF}\u{1F1F5}\u{1F1EF}", 4),
    ("1\u{20E3}1", 3),
    ("\u{0301}abc", 3),
])
func columnsOfTextIsTheSumOverCharacters(_ text: String, _ expected: Int) {
    #expect(DisplayWidth.columns(of: text) == expected)
    #expect(DisplayWidth.columns(of: text) == text.reduce(0) { $0 + DisplayWidth.columns(of: $1) })
    #expect(DisplayWidth.columns(of: text[...]) == expected)
}

/// Every scalar with Emoji_Presentation is a 2-column cluster on its own, whatever its age.
@Test func everyEmojiPresentationScalarIsTwoColumns() {
    var checked = 0
    for value in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
        checked += 1
        #expect(DisplayWidth.columns(of: Character(scalar)) == 2, "U+\(String(value, radix: 16))")
    }
    #expect(checked > 1000)
}
