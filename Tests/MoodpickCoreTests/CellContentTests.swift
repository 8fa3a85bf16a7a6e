import Testing
@testable import MoodpickCore

/// Whether the text holds anything a terminal would act on: C0, DEL, C1 (and so any ESC).
func containsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
}

/// Hostile items: escape sequences, bells, C1 controls (raw and as UTF-8), every C0.
let hostileItems: [[UInt8]] = [
    bytes("\u{1B}[2J"),
    bytes("\u{1B}]0;title\u{07}"),
    bytes("\u{1B}]0;title\u{1B}\\"),
    bytes("up\u{1B}[10Aleft\u{1B}[5D"),
    bytes("\u{1B}[?1049l\u{1B}[?25l"),
    bytes("bell\u{07}\u{07}"),
    bytes("del\u{7F}x"),
    [0x9B, 0x32, 0x4A],                    // raw C1 CSI byte (invalid UTF-8)
    bytes("\u{9B}2J"),                     // U+009B CSI, well-formed UTF-8
    bytes("\u{90}dcs\u{9C}"),
    bytes("back\u{08}\u{08}space"),
    bytes("vt\u{0B}ff\u{0C}so\u{0E}si\u{0F}"),
    bytes("cr\rhidden"),
    Array(0x01...0x1F).filter { $0 != 0x0A },
    bytes(String(repeating: "\u{1B}[1;31m", count: 50) + "red"),
]

@Test(arguments: hostileItems, [false, true])
func cellsNeverCarryControls(item: [UInt8], ascii: Bool) {
    let options = CellOptions(ascii: ascii)
    // As a text item, after an emoji symbol, and as a read0 item holding an LF.
    let input = item + [0x00] + bytes("😀 ") + item + [0x00] + bytes("😀") + item + [0x00] + item + [0x0A] + item + [0x00]
    let store = ItemStore(bytes: input, separator: .nul, cellOptions: options)
    #expect(store.count == 4)
    for index in 0..<store.count {
        let cell = store.cell(at: index)
        #expect(!containsControl(cell.text), "cell \(index): \(Array(cell.text.unicodeScalars))")
        #expect(cell.columns == DisplayWidth.columns(of: cell.text))
        for columns in [1, 5, 20, 200] {
            let label = store.displayLabel(at: index, columns: columns)
            #expect(!containsControl(label.text), "label \(index): \(Array(label.text.unicodeScalars))")
            #expect(label.columns <= columns)
        }
        if ascii {
            #expect(cell.text.utf8.allSatisfy { (0x20...0x7E).contains($0) })
        }
    }
}

@Test(arguments: [UInt64(1), 2, 3])
func randomCellsNeverCarryControls(seed: UInt64) {
    var generator = SeededGenerator(seed: 0xC0_0000 + seed)
    for _ in 0..<300 {
        let line = randomItemBytes(using: &generator, maxPieces: 30, excluded: [0x00])
        guard !line.isEmpty else { continue }
        for ascii in [false, true] {
            let store = ItemStore(bytes: line, separator: .nul, cellOptions: CellOptions(maxCellWidth: 10, ascii: ascii))
            let cell = store.cell(at: 0)
            #expect(!containsControl(cell.text), "line \(line)")
            #expect(!containsControl(store.displayLabel(at: 0, columns: 12).text), "line \(line)")
        }
    }
}

@Test(arguments: [
    ("\u{1B}[2J", "␛[2J"),
    ("\u{1B}]0;title\u{07}", "␛]0;title␇"),
    ("a\tb", "a b"),
    ("del\u{7F}", "del␡"),
    ("nul\u{0}", "nul␀"),
    ("c1\u{9B}", "c1\u{FFFD}"),
    ("cr\rlf", "cr␍lf"),
])
func controlsBecomeVisiblePictures(line: String, shown: String) {
    let store = ItemStore(bytes: bytes(line + "\n"), separator: .newline)
    #expect(store.cell(at: 0) == CellContent.text(shown, columns: shown.count))
}

@Test func invalidUTF8IsShownAsReplacementCharacters() {
    let store = ItemStore(bytes: [0x61, 0xFF, 0x62, 0xC3, 0x0A, 0xE2, 0x82, 0x0A], separator: .newline)
    #expect(store.cell(at: 0).text == "a\u{FFFD}b\u{FFFD}")
    #expect(store.cell(at: 1).text == "\u{FFFD}")
    #expect(store.lineBytes(at: 0) == [0x61, 0xFF, 0x62, 0xC3])
}

// MARK: - Emoji cells

@Test(arguments: [
    ("😀 happy", "😀"),
    ("👍🏽 thumbs", "👍🏽"),
    ("👨‍👩‍👧 family", "👨‍👩‍👧"),
    ("🇯🇵 japan", "🇯🇵"),
    ("1️⃣ one", "1️⃣"),
    ("#⃣ hash", "#⃣"),
    ("❤️ love", "❤️"),
    ("🏴󠁧󠁢󠁳󠁣󠁴󠁿 scotland", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"),
    ("😀", "😀"),
    ("😀😢 two", "😀"),
    ("😀\u{1B}[2J", "😀"),
])
func emojiCellsShowTheSymbol(line: String, symbol: String) {
    let store = ItemStore(items: [line])
    #expect(store.cell(at: 0) == CellContent.symbol(symbol))
    #expect(store.cell(at: 0).cellWidth == CellOptions.emojiCellWidth)
}

@Test(arguments: ["1 one", "# hash", "© copy", "☺ smile", "❤ love", "a 😀"])
func textLookingLikeEmojiIsText(line: String) {
    let cell = ItemStore(items: [line]).cell(at: 0)
    #expect(cell == .text(line, columns: DisplayWidth.columns(of: line)))
}

@Test(arguments: [
    ("😀 happy", "happy"),
    ("😀", "?"),
    ("🇯🇵   japan  ", "japan"),
    ("café", "caf?"),
    ("\u{1B}[2J", "?[2J"),
])
func asciiModeShowsLabelsInASCII(line: String, shown: String) {
    let cell = ItemStore(items: [line], cellOptions: CellOptions(ascii: true)).cell(at: 0)
    #expect(cell == .text(shown, columns: shown.count))
}

// MARK: - The width cap

@Test(arguments: [
    (24, String(repeating: "x", count: 22), String(repeating: "x", count: 22)),
    (24, String(repeating: "x", count: 23), String(repeating: "x", count: 21) + "…"),
    (24, String(repeating: "x", count: 10_000), String(repeating: "x", count: 21) + "…"),
    (5, "abc", "abc"),
    (5, "abcd", "ab…"),
    (3, "a", "a"),
    (3, "ab", "…"),
    (10, "你好世界", "你好世界"),
    (8, "你好世界", "你好…"),
    (7, "你好世界", "你好…"),
    (6, "你好世界", "你…"),
    (24, String(repeating: "你", count: 1_000), String(repeating: "你", count: 10) + "…"),
])
func textCellsAreCutWithAnEllipsis(maxCellWidth: Int, line: String, shown: String) {
    let cell = ItemStore(items: [line], cellOptions: CellOptions(maxCellWidth: maxCellWidth)).cell(at: 0)
    #expect(cell.text == shown)
    #expect(cell.columns == DisplayWidth.columns(of: shown))
    #expect(cell.cellWidth <= maxCellWidth)
}

@Test(arguments: [3, 4, 5, 7, 12, 24, 80, 1024], [false, true])
func textCellsNeverExceedTheCap(maxCellWidth: Int, ascii: Bool) {
    var generator = SeededGenerator(seed: 0xCA9_0000 + UInt64(maxCellWidth) * 2 + (ascii ? 1 : 0))
    let options = CellOptions(maxCellWidth: maxCellWidth, ascii: ascii)
    for _ in 0..<200 {
        var line = randomItemBytes(using: &generator, maxPieces: 40, excluded: [0x00])
        if Bool.random(using: &generator) { line += Array(String(repeating: "宽", count: maxCellWidth).utf8) }
        guard !line.isEmpty else { continue }
        let cell = ItemStore(bytes: line, separator: .nul, cellOptions: options).cell(at: 0)
        if case .symbol = cell {
            #expect(cell.cellWidth == CellOptions.emojiCellWidth)
        } else {
            #expect(cell.cellWidth <= maxCellWidth, "line \(line)")
            #expect(cell.columns == DisplayWidth.columns(of: cell.text), "line \(line)")
        }
    }
}

@Test func capIsClampedToItsLimits() {
    #expect(CellOptions(maxCellWidth: 0).maxCellWidth == CellOptions.minimumCellWidth)
    #expect(CellOptions(maxCellWidth: -7).textColumns == 1)
    #expect(CellOptions(maxCellWidth: 1_000_000).maxCellWidth == CellOptions.maximumCellWidth)
}
