import Testing
@testable import MoodpickCore

// MARK: - Helpers shared by the item tests

/// Byte runs that matter to indexing and cells, mixed with random bytes by `randomItemBytes`.
let itemFragments: [[UInt8]] = [
    Array("a".utf8), Array("Z".utf8), Array(" ".utf8), Array("\t".utf8), [0x0D], [0x00], [0x1B], [0x7F],
    [0x0B], [0x0C], [0x9B], [0xFF], [0xC3], [0xE2, 0x82], Array("é".utf8), Array("e\u{301}".utf8),
    Array("你".utf8), Array("😀".utf8), Array("👍🏽".utf8), Array("🇯🇵".utf8), Array("1\u{FE0F}\u{20E3}".utf8),
    Array("❤\u{FE0F}".utf8), Array("\u{1B}[2J".utf8), Array("\u{C2}\u{9B}".utf8), Array("\u{200D}".utf8),
    Array("word ".utf8), Array("\u{2028}".utf8), Array("\"\\".utf8),
]

/// Random item bytes: fragments and raw bytes, never containing a byte of `excluded`.
func randomItemBytes(
    using generator: inout SeededGenerator, maxPieces: Int = 12, excluded: Set<UInt8> = [0x0A]
) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...maxPieces, using: &generator) {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            bytes.append(UInt8.random(in: 0...255, using: &generator))
        case 1:
            let length = Int.random(in: 1...30, using: &generator)
            bytes += (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
        default:
            bytes += itemFragments.randomElement(using: &generator)!
        }
    }
    return bytes.filter { !excluded.contains($0) }
}

/// Whether the indexer skips this line (empty or only ASCII white space) in newline mode.
func isBlankLine(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
}

/// The indexer after one `finish` over all of `bytes`.
func indexedAtOnce(
    _ bytes: [UInt8], separator: ItemSeparator, options: CellOptions = CellOptions(), maxItems: Int = 10_000_000
) -> ItemIndexer {
    var indexer = ItemIndexer(separator: separator, cellOptions: options, maxItems: maxItems)
    bytes.withUnsafeBytes { indexer.finish($0) }
    return indexer
}

/// Every item's bytes.
func allLines(_ store: ItemStore) -> [[UInt8]] {
    (0..<store.count).map { store.lineBytes(at: $0) }
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

// MARK: - Splitting

struct SplitCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var separator: ItemSeparator
    var expected: [[UInt8]]
    var testDescription: String { name }
}

let splitCases: [SplitCase] = [
    SplitCase(name: "LF", input: bytes("a\nbb\nccc\n"), separator: .newline, expected: [bytes("a"), bytes("bb"), bytes("ccc")]),
    SplitCase(name: "CRLF drops the CR", input: bytes("a\r\nb\r\n"), separator: .newline, expected: [bytes("a"), bytes("b")]),
    SplitCase(name: "only one CR is the line ending", input: bytes("a\r\r\n"), separator: .newline, expected: [bytes("a\r")]),
    SplitCase(name: "lone CR inside a line is kept", input: bytes("a\rb\nc\r d\n"), separator: .newline, expected: [bytes("a\rb"), bytes("c\r d")]),
    SplitCase(name: "mixed endings", input: bytes("a\nb\r\nc\n"), separator: .newline, expected: [bytes("a"), bytes("b"), bytes("c")]),
    SplitCase(
        name: "empty and white-space lines skipped", input: bytes("\n\n  \n\t\r\n\u{0B}\u{0C} \n\r\nx\n \n"),
        separator: .newline, expected: [bytes("x")]),
    SplitCase(name: "surrounding blanks kept", input: bytes("  padded\t \n"), separator: .newline, expected: [bytes("  padded\t ")]),
    SplitCase(name: "last line without LF", input: bytes("a\nlast"), separator: .newline, expected: [bytes("a"), bytes("last")]),
    SplitCase(name: "only a last line", input: bytes("one"), separator: .newline, expected: [bytes("one")]),
    // Found by OutputRoundTripProperty: a CR is the line ending's only directly before an LF.
    SplitCase(name: "last line without LF keeps its CR", input: bytes("x\na\r"), separator: .newline, expected: [bytes("x"), bytes("a\r")]),
    SplitCase(name: "a last line of only CR is blank", input: bytes("x\n\r"), separator: .newline, expected: [bytes("x")]),
    SplitCase(name: "empty input", input: [], separator: .newline, expected: []),
    SplitCase(name: "only LFs", input: bytes("\n\n\n"), separator: .newline, expected: []),
    SplitCase(name: "NUL inside LF lines kept", input: [0x61, 0x00, 0x62, 0x0A, 0x00, 0x0A, 0x63], separator: .newline,
              expected: [[0x61, 0x00, 0x62], [0x00], [0x63]]),
    SplitCase(name: "invalid UTF-8 kept", input: [0xFF, 0xFE, 0x0A, 0xC3, 0x0A, 0xE2, 0x82, 0x0D, 0x0A], separator: .newline,
              expected: [[0xFF, 0xFE], [0xC3], [0xE2, 0x82]]),
    SplitCase(name: "read0 splits on NUL", input: bytes("a\u{0}b b\u{0}"), separator: .nul, expected: [bytes("a"), bytes("b b")]),
    SplitCase(name: "read0 keeps LF and CR", input: bytes("a\nb\r\u{0}c\r\n\u{0}"), separator: .nul, expected: [bytes("a\nb\r"), bytes("c\r\n")]),
    SplitCase(
        name: "read0 skips only empty items", input: bytes("\u{0}\u{0} \u{0}\n\u{0}\t\u{0}"), separator: .nul,
        expected: [bytes(" "), bytes("\n"), bytes("\t")]),
    SplitCase(name: "read0 last item without NUL", input: bytes("a\u{0}b\n"), separator: .nul, expected: [bytes("a"), bytes("b\n")]),
]

@Test(arguments: splitCases)
func indexingSplitsItems(_ example: SplitCase) {
    let store = ItemStore(bytes: example.input, separator: example.separator)
    #expect(allLines(store) == example.expected)
    let indexer = indexedAtOnce(example.input, separator: example.separator)
    #expect(indexer.count == example.expected.count)
    #expect(indexer.scanned == example.input.count)
}

// MARK: - maxItems

@Test(arguments: [0, 1, 2, 3, 4, 5, 100])
func maxItemsStopsIndexing(maxItems: Int) {
    let input = bytes("a\nb\n\nc\nd\n")
    let store = ItemStore(bytes: input, separator: .newline, maxItems: maxItems)
    let expected = Array([bytes("a"), bytes("b"), bytes("c"), bytes("d")].prefix(maxItems))
    #expect(allLines(store) == expected)
    let indexer = indexedAtOnce(input, separator: .newline, maxItems: maxItems)
    #expect(indexer.isFull == (maxItems <= 4))
}

@Test func fullIndexerIgnoresLaterBytes() {
    var indexer = ItemIndexer(separator: .newline, cellOptions: CellOptions(), maxItems: 2)
    let first = bytes("one\ntwo\nthree\n")
    first.withUnsafeBytes { indexer.consume($0) }
    #expect(indexer.count == 2)
    #expect(indexer.isFull)
    #expect(indexer.scanned == 8)  // stops before "three", the first item it did not take
    let more = first + bytes("four\nfive")
    more.withUnsafeBytes { indexer.consume($0) }
    more.withUnsafeBytes { indexer.finish($0) }
    #expect(indexer.starts == [0, 4])
    #expect(indexer.scanned == more.count)
}

@Test func negativeMaxItemsIndexesNothing() {
    let indexer = indexedAtOnce(bytes("a\nb\n"), separator: .newline, maxItems: -5)
    #expect(indexer.count == 0)
    #expect(indexer.isFull)
}

// MARK: - Incremental consumption

/// Input of many kinds of lines, for the chunking property.
func randomInput(using generator: inout SeededGenerator, separator: ItemSeparator) -> [UInt8] {
    var input: [UInt8] = []
    let excluded: Set<UInt8> = [separator.byte]
    for _ in 0..<Int.random(in: 0...40, using: &generator) {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: input += []                                                  // empty item
        case 1: input += bytes("   \t")                                      // blank
        case 2: input += Array(repeating: 0x78, count: Int.random(in: 20...600, using: &generator))
        case 3: input += bytes("😀 happy")
        default: input += randomItemBytes(using: &generator, excluded: excluded)
        }
        if separator == .newline && Bool.random(using: &generator) { input.append(0x0D) }
        input.append(separator.byte)
    }
    if Bool.random(using: &generator) {
        input += randomItemBytes(using: &generator, excluded: excluded)  // a last line without separator
    }
    return input
}

@Test(arguments: [ItemSeparator.newline, .nul], [UInt64(1), 2, 3, 4])
func consumingInChunksMatchesOneFinish(separator: ItemSeparator, seed: UInt64) {
    var generator = SeededGenerator(seed: 0xC4_0000 + seed)
    for _ in 0..<60 {
        let input = randomInput(using: &generator, separator: separator)
        let options = CellOptions(maxCellWidth: [3, 8, 24, 40].randomElement(using: &generator)!, ascii: Bool.random(using: &generator))
        let maxItems = Bool.random(using: &generator) ? 10_000_000 : Int.random(in: 0...30, using: &generator)
        let reference = indexedAtOnce(input, separator: separator, options: options, maxItems: maxItems)

        var cuts = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...input.count, using: &generator) }
        cuts.sort()
        var indexer = ItemIndexer(separator: separator, cellOptions: options, maxItems: maxItems)
        for cut in cuts {
            // Each call sees the whole input so far, in a fresh copy (its address may change).
            let prefix = Array(input[..<cut])
            prefix.withUnsafeBytes { indexer.consume($0) }
            #expect(indexer.scanned <= cut)
        }
        input.withUnsafeBytes { indexer.finish($0) }
        #expect(indexer.starts == reference.starts, "input \(input), cuts \(cuts)")
        #expect(indexer.widths == reference.widths, "input \(input), cuts \(cuts)")
        #expect(indexer.isFull == reference.isFull)
    }
}

@Test func consumeIndexesOnlyLinesWithTheirSeparator() {
    var indexer = ItemIndexer(separator: .newline, cellOptions: CellOptions())
    let input = bytes("ab\r\ncd")
    Array(input.prefix(3)).withUnsafeBytes { indexer.consume($0) }   // "ab\r": no LF yet
    #expect(indexer.count == 0)
    #expect(indexer.scanned == 0)
    input.withUnsafeBytes { indexer.consume($0) }
    #expect(indexer.count == 1)
    #expect(indexer.scanned == 4)
    input.withUnsafeBytes { indexer.finish($0) }
    #expect(indexer.starts == [0, 4])
}

// MARK: - Widths

@Test func allEmojiInputKeepsUniformWidths() {
    let input = bytes("😀 happy\n👍🏽 yes\n🇯🇵 japan\n1️⃣ one\n❤️ love\n👨‍👩‍👧 family\n")
    let indexer = indexedAtOnce(input, separator: .newline)
    #expect(indexer.count == 6)
    #expect(indexer.widths == nil)
    let store = ItemStore(bytes: input, separator: .newline)
    #expect(store.layout(spacing: 2) == StripLayout(count: 6, width: CellOptions.emojiCellWidth, spacing: 2))
}

@Test func oneTextItemSwitchesToPerCellWidths() {
    let input = bytes("😀 happy\n😢 sad\nplain text\n😡 angry\n")
    let indexer = indexedAtOnce(input, separator: .newline)
    #expect(indexer.widths == [4, 4, 12, 4])
    let store = ItemStore(bytes: input, separator: .newline)
    #expect(store.layout(spacing: 1) == StripLayout(widths: [4, 4, 12, 4], spacing: 1))
}

@Test func textFirstThenEmoji() {
    let indexer = indexedAtOnce(bytes("a\n😀\nlonger text\n"), separator: .newline)
    #expect(indexer.widths == [3, 4, 13])
}

@Test func asciiModeMakesEmojiItemsTextCells() {
    let indexer = indexedAtOnce(bytes("😀 happy\n😢 sad\n"), separator: .newline, options: CellOptions(ascii: true))
    #expect(indexer.widths == [7, 5])   // the labels, padded
}

/// Lines whose first bytes are ASCII (the fast path) and others, of every length around the cap.
func randomWidthLine(using generator: inout SeededGenerator) -> [UInt8] {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
        let length = Int.random(in: 0...80, using: &generator)
        return (0..<length).map { _ in UInt8.random(in: 0...0x7F, using: &generator) }.filter { $0 != 0x0A }
    case 1:
        let length = Int.random(in: 0...80, using: &generator)
        var line = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
        line += randomItemBytes(using: &generator)
        return line
    case 2:
        return randomItemBytes(using: &generator, maxPieces: 40)
    default:
        let length = Int.random(in: 300...700, using: &generator)
        return (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) } + randomItemBytes(using: &generator)
    }
}

@Test(arguments: [3, 4, 10, 24, 60], [false, true])
func fastWidthPathEqualsCellContent(maxCellWidth: Int, ascii: Bool) {
    var generator = SeededGenerator(seed: 0xF457_0000 + UInt64(maxCellWidth) * 2 + (ascii ? 1 : 0))
    let options = CellOptions(maxCellWidth: maxCellWidth, ascii: ascii)
    let windowSize = CellOptions.windowBytes(forColumns: options.textColumns)
    for _ in 0..<400 {
        let line = randomWidthLine(using: &generator)
        let fast = line.withUnsafeBytes { ItemIndexer.cellWidth(line: $0, options: options) }
        let window = Array(line.prefix(windowSize))
        let slow = window.withUnsafeBytes {
            CellContent.make(window: $0, isWhole: line.count <= windowSize, options: options).cellWidth
        }
        #expect(fast == slow, "line \(line)")
    }
}

@Test func asciiLineWidths() {
    let options = CellOptions()   // 22 text columns
    func width(_ text: String) -> Int { bytes(text).withUnsafeBytes { ItemIndexer.cellWidth(line: $0, options: options) } }
    #expect(width("a") == 3)
    #expect(width("ab") == 4)
    #expect(width(String(repeating: "x", count: 22)) == 24)
    #expect(width(String(repeating: "x", count: 23)) == 24)
    #expect(width(String(repeating: "x", count: 1_000)) == 24)
    #expect(width("tab\there") == 10)
    #expect(width("\u{1B}[2J") == 6)
}

// MARK: - Megabyte lines

@Test func megabyteLinesCostOneWindow() {
    let huge = Array(repeating: UInt8(ascii: "m"), count: 2 << 20)
    let wide = Array(String(repeating: "é", count: 1 << 19).utf8)
    let input = huge + [0x0A] + bytes("😀 ok") + [0x0A] + wide + bytes("\r\n")
    let store = ItemStore(bytes: input, separator: .newline)
    #expect(store.count == 3)
    #expect(store.lineBytes(at: 0) == huge)
    #expect(store.lineBytes(at: 2) == wide)
    #expect(store.layout(spacing: 2) == StripLayout(widths: [24, 4, 24], spacing: 2))
    for index in 0..<3 {
        let window = store.window(at: index, columns: 22)
        #expect(window.bytes.count <= CellOptions.windowBytes(forColumns: 22))
    }
    #expect(store.window(at: 0, columns: 22).isWhole == false)
    #expect(store.cell(at: 0) == CellContent.text(String(repeating: "m", count: 21) + "…", columns: 22))
    #expect(store.cell(at: 2) == CellContent.text(String(repeating: "é", count: 21) + "…", columns: 22))
    #expect(store.displayLabel(at: 0, columns: 10) == (String(repeating: "m", count: 9) + "…", 10))
}
