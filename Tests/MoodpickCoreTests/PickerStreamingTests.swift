import Testing
@testable import MoodpickCore

/// Items that arrive while the picker is up join the end of the strip; nothing the user sees
/// moves.
@Suite("Picker: streaming items")
struct PickerStreamingTests {
    static func store(_ labels: [String]) -> ItemStore { ItemStore(items: labels) }

    @Test("new items join the end: the centered item, its position and the offset stay")
    func joinsTheEnd() {
        var picker = PickerHarness.picker(Self.store(["a", "b", "c"]), start: 1)
        picker.itemsArrived(Self.store(["a", "b", "c"]), loading: true)
        let offset = picker.offset
        let effects = picker.itemsArrived(Self.store(["a", "b", "c", "d", "e"]), loading: true)
        #expect(picker.view.count == 5 && picker.layout.count == 5)
        #expect(picker.selectedItem == 1 && picker.offset == offset)
        #expect(!effects.contains(.settled(item: 1)), "no new settle: it did not move")
        #expect(picker.isLoading)
    }

    @Test("a filtered strip matches only the new items and appends them after the earlier matches")
    func filtered() {
        var picker = PickerHarness.picker(Self.store(["apple", "banana"]))
        picker.itemsArrived(Self.store(["apple", "banana"]), loading: true)
        for character in "ap" { picker.handle(.key(.character(character)), at: .zero) }
        #expect(picker.view.matches == [0])
        picker.itemsArrived(Self.store(["apple", "banana", "apricot", "blueberry", "grape"]), loading: false)
        #expect(picker.view.matches == [0, 2, 4])
        #expect(picker.selectedItem == 0 && !picker.isLoading)
    }

    @Test("an empty strip while loading: Enter waits; the first item comes to rest; an input that ends empty ends the run")
    func empty() {
        var picker = PickerHarness.picker(Self.store([]))
        picker.itemsArrived(Self.store([]), loading: true)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == nil, "nothing to choose yet")
        let effects = picker.itemsArrived(Self.store(["x"]), loading: true)
        #expect(effects.contains(.settled(item: 0)) && picker.selectedItem == 0)
        var nothing = PickerHarness.picker(Self.store([]))
        nothing.itemsArrived(Self.store([]), loading: false)
        #expect(nothing.outcome == .noMatch)
    }
}
