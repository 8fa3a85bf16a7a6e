import Testing
@testable import MoodpickCore

private let searchItems = ItemStore(items: [
    "😀 happy",        // 0
    "😢 Sad",          // 1
    "Happy hour",      // 2
    "hat",             // 3
    "😡 angry",        // 4
    "École",           // 5
    "ünder",           // 6
    "  spaced",        // 7
    "😀",              // 8
    "HAPPY",           // 9
    "😎 Über cool",    // 10
])

@Test(arguments: [
    ("ha", 0, 0),
    ("ha", 1, 2),
    ("ha", 3, 3),
    ("ha", 4, 9),
    ("ha", 10, 0),       // wraps around
    ("ha", 11, 0),       // a start past the end is taken modulo the count
    ("ha", -1, 0),       // -1 is the last item (10), which does not match: wraps to 0
    ("ha", -2, 9),
    ("HAPPY", 1, 2),
    ("happy ", 0, 2),
    ("hat", 0, 3),
    ("sad", 0, 1),
    ("SA", 5, 1),
    ("ANG", 0, 4),
    ("école", 0, 5),
    ("ÉC", 0, 5),
    ("Ü", 0, 6),
    ("ün", 7, 6),
    ("über", 0, 10),
    ("ÜBER C", 0, 10),
    ("  sp", 0, 7),      // a text item's label is its whole line, blanks included
])
func prefixSearch(prefix: String, from start: Int, expected: Int) {
    #expect(ItemSearch.firstIndex(labelPrefix: prefix, from: start, in: searchItems) == expected)
}

@Test(arguments: ["", "zzz", "sp", "😀", "happy hour!", "ü n", "hatt"])
func prefixSearchWithoutMatch(prefix: String) {
    #expect(ItemSearch.firstIndex(labelPrefix: prefix, from: 0, in: searchItems) == nil)
}

@Test func searchInNoItems() {
    let empty = ItemStore(items: [])
    #expect(ItemSearch.firstIndex(labelPrefix: "a", from: 0, in: empty) == nil)
    #expect(ItemSearch.firstIndex(labelEqualTo: "a", in: empty) == nil)
}

@Test func searchFromEveryStartFindsTheNextMatch() {
    let matches = [0, 2, 3, 9]   // "ha"
    for start in -30...30 {
        let normalized = ((start % searchItems.count) + searchItems.count) % searchItems.count
        let expected = matches.first { $0 >= normalized } ?? matches[0]
        #expect(ItemSearch.firstIndex(labelPrefix: "ha", from: start, in: searchItems) == expected, "from \(start)")
    }
}

@Test func searchReadsOnlyTheStartOfMegabyteLines() {
    let huge = String(repeating: "z", count: 1 << 20)
    let store = ItemStore(items: ["a" + huge, "😀 b" + huge, "c"])
    #expect(ItemSearch.firstIndex(labelPrefix: "bzz", from: 0, in: store) == 1)
    #expect(ItemSearch.firstIndex(labelPrefix: "AZ", from: 0, in: store) == 0)
    #expect(ItemSearch.firstIndex(labelPrefix: "c", from: 0, in: store) == 2)
    #expect(ItemSearch.firstIndex(labelEqualTo: "c", in: store) == 2)
    #expect(ItemSearch.firstIndex(labelEqualTo: "a" + huge, in: store) == 0)
}

@Test func invalidUTF8LabelsAreSearchedAsDecoded() {
    let store = ItemStore(bytes: [0xFF, 0x61, 0x0A, 0x61, 0xFF, 0x0A], separator: .newline)
    #expect(ItemSearch.firstIndex(labelPrefix: "a", from: 0, in: store) == 1)
    #expect(ItemSearch.firstIndex(labelPrefix: "\u{FFFD}a", from: 0, in: store) == 0)
}

@Test(arguments: [
    ("happy", 0),
    ("HAPPY", 0),
    ("Happy Hour", 2),
    ("sad", 1),
    ("", 8),          // the emoji-only item's label is empty
    ("  spaced", 7),
])
func exactLabelSearch(text: String, expected: Int) {
    #expect(ItemSearch.firstIndex(labelEqualTo: text, in: searchItems) == expected)
}

@Test(arguments: ["happ", "spaced", "😀", "hat "])
func exactLabelSearchWithoutMatch(text: String) {
    #expect(ItemSearch.firstIndex(labelEqualTo: text, in: searchItems) == nil)
}

/// The search agrees with its definition, `label.lowercased().hasPrefix(prefix.lowercased())`,
/// on random items and on prefixes cut from their labels with their case changed.
@Test(arguments: [UInt64(1), 2, 3])
func prefixSearchMatchesItsDefinition(seed: UInt64) {
    var generator = SeededGenerator(seed: 0x5EA_0000 + seed)
    let words = ["happy", "Hat", "ÉTÉ", "été", "über", "Straße", "你好", "ǅemal", "ΣΟΦΊΑ", "a b", "x"]
    for _ in 0..<40 {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            var line = words.randomElement(using: &generator)!
            if Bool.random(using: &generator) { line += " " + words.randomElement(using: &generator)! }
            if Bool.random(using: &generator) { line = ["😀 ", "👍🏽", "🇯🇵  "].randomElement(using: &generator)! + line }
            lines.append(line)
        }
        let store = ItemStore(items: lines)
        let source = store.anatomy(at: Int.random(in: 0..<store.count, using: &generator)).label
        var prefix = String(source.prefix(Int.random(in: 1...4, using: &generator)))
        if Bool.random(using: &generator) { prefix = prefix.uppercased() }
        guard !prefix.isEmpty else { continue }
        let start = Int.random(in: 0..<store.count, using: &generator)
        let order = Array(start..<store.count) + Array(0..<start)
        let expected = order.first { store.anatomy(at: $0).label.lowercased().hasPrefix(prefix.lowercased()) }
        #expect(ItemSearch.firstIndex(labelPrefix: prefix, from: start, in: store) == expected, "\(prefix) in \(lines) from \(start)")
    }
}

/// Canonically equivalent labels (precomposed "é" and "e" + U+0301) are found alike, whether the
/// item is a text item or an emoji item: a text item and an ASCII prefix must not match "e"
/// against the "e" of "e\u{301}cole" byte by byte, as the String comparison (used for emoji
/// items and non-ASCII prefixes) does not.
@Test(arguments: ["e", "E"])
func canonicallyEquivalentLabelsAreSearchedAlike(prefix: String) {
    let store = ItemStore(items: ["\u{E9}cole", "e\u{301}cole", "😀 \u{E9}cole", "😀 e\u{301}cole"])
    let found = (0..<store.count).map { index in
        ItemSearch.firstIndex(labelPrefix: prefix, from: index, in: store) == index
    }
    #expect(Set(found).count == 1, "matches per item: \(found)")
}
