import Testing
@testable import MoodpickCore

@Test func thereAreAtLeastSixteenMoods() {
    #expect(BuiltInMoods.lines.count >= 16)
}

@Test(arguments: BuiltInMoods.lines)
func eachMoodIsAnOldEmojiAndALabel(line: String) throws {
    let symbol = try #require(line.first)
    let scalars = Array(symbol.unicodeScalars)
    #expect(scalars.count == 1, "one scalar, no VS16 or ZWJ: \(scalars)")
    let scalar = try #require(scalars.first)
    #expect(scalar.properties.isEmojiPresentation)
    let age = try #require(scalar.properties.age)
    #expect(age.major < 13 || (age.major == 13 && age.minor == 0), "U+\(String(scalar.value, radix: 16)) is from Unicode \(age)")
    let rest = line.dropFirst()
    #expect(rest.first == " ")
    let label = rest.dropFirst()
    #expect(!label.isEmpty)
    #expect(label.first?.isWhitespace == false && label.last?.isWhitespace == false)
    #expect(!label.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value < 0x20 })
    #expect(DisplayWidth.columns(of: symbol) == 2)
}

@Test func moodLabelsAndSymbolsAreDistinct() {
    let store = ItemStore(items: BuiltInMoods.lines)
    let anatomies = (0..<store.count).map { store.anatomy(at: $0) }
    #expect(Set(anatomies.map(\.label)).count == BuiltInMoods.lines.count)
    #expect(Set(anatomies.map { $0.label.lowercased() }).count == BuiltInMoods.lines.count)
    #expect(Set(anatomies.compactMap(\.symbol)).count == BuiltInMoods.lines.count)
}

@Test func moodsAreUniformEmojiCells() {
    let store = ItemStore(items: BuiltInMoods.lines)
    #expect(store.count == BuiltInMoods.lines.count)
    #expect(store.widths == nil)
    for index in 0..<store.count {
        let anatomy = store.anatomy(at: index)
        #expect(anatomy.symbol != nil)
        #expect(BuiltInMoods.lines[index] == (anatomy.symbol ?? "") + " " + anatomy.label)
        guard case .symbol = store.cell(at: index) else { Issue.record("item \(index) is not a symbol cell"); continue }
        #expect(OutputFormat.line.output(for: index, in: store) == Array(BuiltInMoods.lines[index].utf8) + [0x0A])
    }
}
