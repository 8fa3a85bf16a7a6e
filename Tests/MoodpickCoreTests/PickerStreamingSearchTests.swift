import Testing
@testable import MoodpickCore

/// Enter and searches while items are still arriving (docs/CONTRACT.md §12, streaming).
@Suite("Picker: choosing and searching while items arrive")
struct PickerStreamingSearchTests {
    @Test("Enter with a query that matches nothing yet waits while items arrive, then answers when input has ended")
    func enterWithAQueryWaits() {
        var picker = PickerHarness.picker(ItemStore(items: []))
        picker.itemsArrived(ItemStore(items: []), loading: true)
        for character in "sad" { picker.handle(.key(.character(character)), at: .zero) }
        #expect(picker.handle(.key(.enter), at: .zero).isEmpty && picker.outcome == nil, "more items may match")
        picker.itemsArrived(ItemStore(items: ["happy", "angry"]), loading: true)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == nil, "still nothing shown, still loading")
        picker.itemsArrived(ItemStore(items: ["happy", "angry", "sad"]), loading: true)
        #expect(picker.handle(.key(.enter), at: .zero) == [.ended(.chosen(2))])
    }

    @Test("once input has ended, Enter with no match ends the run with no match", arguments: [true, false])
    func enterAfterTheEnd(typed: Bool) {
        var picker = PickerHarness.picker(ItemStore(items: []))
        picker.itemsArrived(ItemStore(items: []), loading: true)
        if typed { picker.handle(.key(.character("x")), at: .zero) }
        picker.itemsArrived(ItemStore(items: ["happy"]), loading: false)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == (typed ? .noMatch : .chosen(0)))
    }

    @Test("items that arrive during a search are matched against that search's query")
    func itemsDuringASearch() {
        let count = Picker.searchSlice + 1_000
        let lines = (0..<count).map { $0 == 7 ? "zebra" : "item \($0)" }
        var picker = PickerHarness.picker(ItemStore(items: lines))
        picker.itemsArrived(ItemStore(items: lines), loading: true)
        for character in "zeb" { picker.handle(.key(.character(character)), at: .zero) }
        #expect(picker.isSearching, "more items than one slice")
        picker.itemsArrived(ItemStore(items: lines + ["apple", "zebu"]), loading: true)
        while picker.isSearching { picker.continueSearch() }
        #expect(picker.view.matches == [7, UInt32(count + 1)])
    }
}
