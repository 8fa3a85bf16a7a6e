import Testing
@testable import MoodpickCore

// MARK: - Round trip: choosing an item prints exactly its bytes

@Test(arguments: [UInt64(1), 2, 3, 4, 5])
func newlineItemsRoundTripExactly(seed: UInt64) {
    var generator = SeededGenerator(seed: 0x4E_0000 + seed)
    for _ in 0..<40 {
        var lines: [[UInt8]] = []
        var input: [UInt8] = []
        for _ in 0..<Int.random(in: 1...30, using: &generator) {
            // Any bytes but LF (NUL included); a last CR would be read as part of a CRLF ending.
            var line = randomItemBytes(using: &generator, maxPieces: 16)
            if line.last == 0x0D { line += bytes("z") }
            input += line
            input += Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A]
            if !isBlankLine(line) { lines.append(line) }   // blank lines are in the input, skipped
        }
        if Bool.random(using: &generator) {
            let last = randomItemBytes(using: &generator) + bytes("end")   // no line ending at all
            input += last
            lines.append(last)
        }
        let store = ItemStore(bytes: input, separator: .newline)
        #expect(store.count == lines.count)
        for (index, line) in lines.enumerated() where index < store.count {
            #expect(store.lineBytes(at: index) == line)
            #expect(OutputFormat.line.output(for: index, in: store) == line + [0x0A])
            #expect(OutputFormat.line.output(for: index, in: store, print0: true) == line + [0x00])
        }
    }
}

@Test(arguments: [UInt64(1), 2, 3, 4, 5])
func read0ItemsRoundTripExactly(seed: UInt64) {
    var generator = SeededGenerator(seed: 0x30_0000 + seed)
    for _ in 0..<40 {
        var items: [[UInt8]] = []
        var input: [UInt8] = []
        for _ in 0..<Int.random(in: 1...30, using: &generator) {
            // Any bytes but NUL: LF, CR, blanks and invalid UTF-8 are all part of the item.
            var item = randomItemBytes(using: &generator, maxPieces: 16, excluded: [0x00])
            if Bool.random(using: &generator) { item += [0x0D, 0x0A] }
            if item.isEmpty { item = [0x0A] }
            items.append(item)
            input += item + [0x00]
        }
        let store = ItemStore(bytes: input, separator: .nul)
        #expect(allLines(store) == items)
        for (index, item) in items.enumerated() where index < store.count {
            #expect(OutputFormat.line.output(for: index, in: store) == item + [0x0A])
            #expect(OutputFormat.line.output(for: index, in: store, print0: true) == item + [0x00])
        }
    }
}

@Test func positionalItemsAreTakenAsTheyAre() {
    let store = ItemStore(items: ["a", "", "  ", "x\ny", "tab\t", "😀 happy", "\r\n"])
    #expect(allLines(store) == [bytes("a"), bytes("  "), bytes("x\ny"), bytes("tab\t"), bytes("😀 happy"), bytes("\r\n")])
    #expect(OutputFormat.line.output(for: 2, in: store) == bytes("x\ny\n"))
}

@Test func lineDropsOnlyTheCRBeforeTheLF() {
    let store = ItemStore(bytes: bytes("a\r\r\nb\rc\r\n"), separator: .newline)
    #expect(allLines(store) == [bytes("a\r"), bytes("b\rc")])
}

/// Found by OutputRoundTripProperty (shrunk to `a` CR with no LF after it): a CR is the line
/// ending's only directly before an LF (docs/CONTRACT.md §1), so `--output line` prints it.
@Test(arguments: [("a\r", "a\r"), ("x\na\r", "a\r"), ("x\r\na\r\r", "a\r\r"), ("x\n😀 a\r", "😀 a\r")])
func lastLineWithoutLFKeepsItsCR(input: String, last: String) {
    let store = ItemStore(bytes: bytes(input), separator: .newline)
    #expect(store.lineBytes(at: store.count - 1) == bytes(last))
    #expect(OutputFormat.line.output(for: store.count - 1, in: store) == bytes(last + "\n"))
    expectCellsMatchLayout(store)
}

// MARK: - Cells agree with the layout

/// Every item's cell is as wide as the layout says, so drawing and geometry never disagree.
private func expectCellsMatchLayout(_ store: ItemStore, _ comment: Comment? = nil) {
    let layout = store.layout(spacing: 2)
    for index in 0..<store.count {
        let cell = store.cell(at: index)
        #expect(cell.cellWidth == layout.width(of: index), "item \(index) \(store.lineBytes(at: index)) \(comment?.rawValue ?? "")")
        #expect(DisplayWidth.columns(of: cell.text) == cell.columns, "item \(index)")
    }
}

@Test(arguments: [ItemSeparator.newline, .nul], [3, 10, 24, 80])
func cellWidthsMatchTheLayout(separator: ItemSeparator, maxCellWidth: Int) {
    var generator = SeededGenerator(seed: 0xCE11_0000 + UInt64(maxCellWidth) + (separator == .nul ? 1 << 12 : 0))
    for ascii in [false, true] {
        for _ in 0..<30 {
            let input = randomInput(using: &generator, separator: separator)
            let store = ItemStore(bytes: input, separator: separator, cellOptions: CellOptions(maxCellWidth: maxCellWidth, ascii: ascii))
            expectCellsMatchLayout(store)
        }
    }
}

/// A line of `length` bytes (before its ending) that decodes to few columns: two letters and
/// combining marks, so whether it is cut decides whether its cell ends in an ellipsis.
private func combiningLine(length: Int) -> [UInt8] {
    var line = bytes("ab")
    if length % 2 == 1 { line += bytes("c") }
    while line.count < length { line += bytes("\u{301}") }
    return line
}

/// `ItemStore.window` looks past `windowBytes` for the separator, so a line of exactly
/// `windowBytes` bytes (or one byte less and a CR) is whole, as the indexer measured it: no
/// ellipsis (and no ␍) that the layout width has no room for.
@Test(arguments: [(ItemSeparator.newline, false), (.newline, true), (.nul, false)])
func linesAtTheWindowBoundaryMatchTheLayout(separator: ItemSeparator, crlf: Bool) {
    // Lines of exactly the window's size, and around it, followed by more items.
    let windowSize = CellOptions.windowBytes(forColumns: CellOptions().textColumns)
    var input: [UInt8] = []
    for length in (windowSize - 3)...(windowSize + 3) {
        input += combiningLine(length: length)
        if crlf { input.append(0x0D) }
        input.append(separator.byte)
    }
    input += bytes("tail")
    input.append(separator.byte)
    let store = ItemStore(bytes: input, separator: separator)
    #expect(store.count == 8)
    expectCellsMatchLayout(store, "window \(windowSize) bytes")
    // A line that fits its window whole is whole: no ellipsis.
    for index in 0..<store.count where store.lineBytes(at: index).count <= windowSize {
        #expect(store.window(at: index, columns: CellOptions().textColumns).isWhole, "item \(index), \(store.lineBytes(at: index).count) bytes")
        #expect(!store.cell(at: index).text.hasSuffix("…"), "item \(index), \(store.lineBytes(at: index).count) bytes")
    }
}

@Test func windowOfTheLastLineWithoutSeparatorIsWhole() {
    let windowSize = CellOptions.windowBytes(forColumns: 22)
    let line = combiningLine(length: windowSize)
    let store = ItemStore(bytes: bytes("x\n") + line, separator: .newline)
    let window = store.window(at: 1, columns: 22)
    #expect(window.isWhole)
    #expect(Array(window.bytes) == line)
    expectCellsMatchLayout(store)
}

@Test func windowIsCutForLongLines() {
    let store = ItemStore(bytes: Array(repeating: 0x41, count: 5_000) + [0x0A], separator: .newline)
    for columns in [0, 1, 10, 100] {
        let window = store.window(at: 0, columns: columns)
        #expect(window.bytes.count == CellOptions.windowBytes(forColumns: columns))
        #expect(!window.isWhole)
    }
}

// MARK: - Labels

@Test(arguments: [
    ("😀 happy", 20, "happy", 5),
    ("😀   spaced out  ", 20, "spaced out", 10),
    ("😀", 20, "", 0),
    ("plain text", 20, "plain text", 10),
    ("plain text", 5, "plai…", 5),
    ("👍🏽 thumbs up", 6, "thumb…", 6),
    ("😀 你好世界", 5, "你好…", 5),
    ("😀 你好世界", 4, "你…", 3),
    ("😀 \u{1B}]0;title\u{07}", 20, "␛]0;title␇", 10),
    ("tab\there", 20, "tab here", 8),
    ("😀 a\u{9B}b", 20, "a\u{FFFD}b", 3),
])
func displayLabel(line: String, columns: Int, text: String, width: Int) {
    let store = ItemStore(items: [line])
    let label = store.displayLabel(at: 0, columns: columns)
    #expect(label.text == text)
    #expect(label.columns == width)
}

@Test func displayLabelOfALongLineEndsInAnEllipsis() {
    let line = "😀 " + String(repeating: "word ", count: 100_000)
    let store = ItemStore(items: [line])
    for columns in [1, 2, 10, 40] {
        let label = store.displayLabel(at: 0, columns: columns)
        #expect(label.columns <= columns)
        #expect(label.text.hasSuffix("…"))
        #expect(DisplayWidth.columns(of: label.text) == label.columns)
    }
}

@Test func displayLabelInASCIIMode() {
    let store = ItemStore(items: ["😀 café", "naïve text"], cellOptions: CellOptions(ascii: true))
    #expect(store.displayLabel(at: 0, columns: 20).text == "caf?")
    #expect(store.displayLabel(at: 1, columns: 6).text == "na?ve~")
}

// MARK: - Anatomy

@Test func anatomyUsesTheWholeLine() {
    let tail = String(repeating: "x", count: 10_000)
    let store = ItemStore(items: ["😀 happy " + tail, "text " + tail, "👨‍👩‍👧 family  "])
    #expect(store.anatomy(at: 0) == ItemAnatomy(symbol: "😀", label: "happy " + tail))
    #expect(store.anatomy(at: 1) == ItemAnatomy(symbol: nil, label: "text " + tail))
    #expect(store.anatomy(at: 2) == ItemAnatomy(symbol: "👨‍👩‍👧", label: "family"))
}
