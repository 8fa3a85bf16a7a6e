import Testing
@testable import MoodpickCore

@Test(arguments: [
    ("0", StartPosition.index(0)),
    ("3", .index(3)),
    ("-2", .index(-2)),
    ("+4", .index(4)),
    ("happy", .label("happy")),
    (" 3", .label(" 3")),
    ("3x", .label("3x")),
    ("", .label("")),
    ("99999999999999999999999", .label("99999999999999999999999")),
])
func startTextIsAnIndexOrALabel(text: String, position: StartPosition) {
    #expect(StartPosition(text) == position)
}

private let startItems = ItemStore(items: ["happy hour", "😀 happy", "😢 sad", "plain Text", "😡 angry", "😤 angrier"])

@Test(arguments: [
    (StartPosition.index(0), 0),
    (.index(2), 2),
    (.index(5), 5),
    (.index(6), 5),
    (.index(1_000_000), 5),
    (.index(Int.max), 5),
    (.index(-1), 0),
    (.index(Int.min), 0),
    (.label("happy"), 1),           // an exact label wins over an earlier prefix match
    (.label("HAPPY"), 1),
    (.label("happy hour"), 0),
    (.label("PLAIN TEXT"), 3),
    (.label("sa"), 2),              // no exact label: the first prefix match
    (.label("ANGRI"), 5),
    (.label("angr"), 4),
    (.label("nothing like it"), 0), // no match
    (.label("😀"), 0),
])
func startResolves(position: StartPosition, expected: Int) {
    #expect(position.resolve(in: startItems) == expected)
}

@Test(arguments: [StartPosition.index(3), .index(-3), .label("x")])
func startInNoItemsIsZero(position: StartPosition) {
    #expect(position.resolve(in: ItemStore(items: [])) == 0)
}

@Test func startOnTheBuiltInMoods() {
    let moods = ItemStore(items: BuiltInMoods.lines)
    let sad = StartPosition("Sad").resolve(in: moods)
    #expect(moods.anatomy(at: sad).label == "sad")
    #expect(StartPosition("3").resolve(in: moods) == 3)
}
