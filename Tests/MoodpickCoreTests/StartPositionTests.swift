import Testing
@testable import MoodpickCore

@Test("--start is always a text; --start-index is a position",
      arguments: ["0", "3", "-2", "+4", "happy", " 3", "3x", "", "99999999999999999999999"])
func startTextIsAText(text: String) {
    #expect(StartPosition(text) == .text(text))
}

private let startItems = ItemStore(items: [
    "happy hour", "😀 happy", "😢 sad", "plain Text", "😡 angry", "😤 angrier", "2024", "7", "😴 sleepy",
])

@Test("--start resolves: whole line, then label or symbol, then label prefix, then a number ≥ 0, else nil",
      arguments: [
        (StartPosition.index(0), Optional(0)),
        (.index(2), 2),
        (.index(8), 8),
        (.index(9), 8),
        (.index(1_000_000), 8),
        (.index(Int.max), 8),
        (.index(-1), 0),
        (.index(Int.min), 0),
        (.text("😀 happy"), 1),         // what moodpick printed
        (.text("happy"), 1),            // an exact label wins over an earlier prefix match
        (.text("HAPPY"), 1),
        (.text("happy hour"), 0),
        (.text("PLAIN TEXT"), 3),
        (.text("sa"), 2),               // no exact label: the first prefix match
        (.text("ANGRI"), 5),
        (.text("angr"), 4),
        (.text("😴"), 8),               // a symbol
        (.text("2024"), 6),             // an item's text before an index
        (.text("7"), 7),                // the item "7" is also at index 7
        (.text("3"), 3),                // no item is named 3: index 3
        (.text("99"), 8),               // an index, clamped
        (.text("-1"), nil),             // never an index
        (.text("nothing like it"), nil),
      ])
func startResolves(position: StartPosition, expected: Int?) {
    #expect(position.resolve(in: startItems) == expected)
}

@Test("a negative number is flagged, so that naming no item it is a usage error",
      arguments: [("-1", true), ("-0", false), ("1", false), ("x", false), ("--1", false)])
func negativeStart(text: String, negative: Bool) {
    #expect(StartPosition(text).isNegativeNumber == negative)
}

@Test(arguments: [StartPosition.index(3), .index(-3), .text("x")])
func startInNoItemsIsZero(position: StartPosition) {
    #expect(position.resolve(in: ItemStore(items: [])) == 0)
}

@Test func startOnTheBuiltInMoods() throws {
    let moods = ItemStore(items: BuiltInMoods.lines)
    let sad = try #require(StartPosition("Sad").resolve(in: moods))
    #expect(moods.anatomy(at: sad).label == "sad")
    #expect(StartPosition("3").resolve(in: moods) == 3)
}
