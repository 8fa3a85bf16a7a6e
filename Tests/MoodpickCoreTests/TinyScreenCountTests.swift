import Testing
@testable import MoodpickCore

/// The count on the prompt row is shown whole or not at all: "12" of a cut "1/12" would mislead.
@Suite("The count on tiny screens")
struct TinyScreenCountTests {
    @Test("1 to 5 columns: the count is whole or absent", arguments: 1...5)
    func wholeOrAbsent(columns: Int) {
        let items = ItemStore(items: (1...12).map { "item \($0)" })
        let picker = PickerHarness.picker(items, columns: columns, rows: 8)
        let prompt = StripView().frame(of: picker).textLines[0].trimmingCharacters(in: " ")
        #expect(prompt.isEmpty || prompt.hasSuffix("1/12"), "columns \(columns): \(prompt)")
        #expect(!prompt.hasSuffix("12") || prompt.hasSuffix("1/12"))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }
}
