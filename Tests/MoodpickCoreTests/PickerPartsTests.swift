import MoodpickCore
import Testing

/// The picker stays a house of parts (docs/ARCHITECTURE.md): at most 12 stored properties,
/// related state grouped into a part with its own update (`StripCells`, `StripKeys`).
struct PickerPartsTests {
    @Test("the picker has at most 12 stored properties, and the grouped parts are among them")
    func atMostTwelve() {
        let picker = PickerHarness.picker(PickerHarness.moods(3))
        let names = Mirror(reflecting: picker).children.compactMap(\.label)
        #expect(names.count <= 12, "\(names)")
        #expect(names.contains("cells") && names.contains("keys"))
    }

    @Test("a query that matches nothing keeps the strip it had, through the cells part")
    func keptThroughCells() {
        var picker = PickerHarness.picker(PickerHarness.moods(3))
        for character in "zzzz" { _ = picker.update(.input(.key(.character(character))), at: .zero) }
        while picker.isSearching { _ = picker.update(.searchSlice(PickerMessage.searchSliceItems), at: .zero) }
        #expect(picker.view.count == 0)
        #expect(picker.keptStrip.shown?.layout.count == 3)
    }
}
