import Testing
@testable import MoodpickCore

/// The count on the prompt row (docs/CONTRACT.md §12): the place of the cell under the mark, and
/// with a query its place among the matches, the matches and all items (`3/8 of 31`).
@Suite("The count: place, matches, total")
struct PositionCountTests {
    /// The count's words: the last one alone without a query, the last three with one.
    static func drawn(_ picker: Picker, ascii: Bool = false) -> String {
        let words = StripView(ascii: ascii).frame(of: picker).textLines[picker.screenLayout.promptRow ?? 0].split(separator: " ")
        return (words.count >= 3 && words[words.count - 2] == "of" ? words.suffix(3) : words.suffix(1)).joined(separator: " ")
    }

    @Test("the place, the matches and the total, for a query and the keys after it", arguments: [
        // (query, Right presses, count)
        ("", 0, "6/16"),
        ("", 3, "9/16"),
        // "s" matches sad, sick, sleepy, shocked, amused, festive, blessed, unimpressed: best first.
        ("s", 0, "1/8 of 16"),
        ("s", 2, "3/8 of 16"),
        ("s", 9, "8/8 of 16"),
        ("sick", 0, "1/1 of 16"),
        ("zq", 0, "0/0 of 16"),
        ("zq", 2, "0/0 of 16"),
    ])
    func placeAmongMatches(query: String, rights: Int, expected: String) {
        var picker = PickerHarness.picker(start: 5)
        PickerFilterTests.type(query, into: &picker)
        PickerHarness.press(Array(repeating: .right, count: rights), into: &picker, from: .zero, spacing: .milliseconds(200))
        PickerHarness.settle(&picker)
        #expect(Self.drawn(picker) == expected)
    }

    @Test("while input streams in, the count ends in … (+ in ASCII), with a query too")
    func streaming() {
        let first = ItemStore(items: ["apple", "banana", "apricot"])
        var picker = PickerHarness.picker(ItemStore(items: []))
        picker.itemsArrived(ItemStore(items: []), loading: true)
        #expect(Self.drawn(picker) == "0/0…")
        picker.itemsArrived(first, loading: true)
        #expect(Self.drawn(picker) == "1/3…")
        #expect(Self.drawn(picker, ascii: true) == "1/3+")
        PickerFilterTests.type("ap", into: &picker)
        #expect(Self.drawn(picker) == "1/2 of 3…")
        picker.itemsArrived(ItemStore(items: ["apple", "banana", "apricot", "grape"]), loading: false)
        #expect(Self.drawn(picker) == "1/3 of 4")
    }

    @Test("the value: place, matches and total, as text", arguments: [
        (PositionCount(place: 3, shown: 31, total: 31, isFiltered: false, isLoading: false), false, "3/31"),
        (PositionCount(place: nil, shown: 0, total: 0, isFiltered: false, isLoading: true), false, "0/0…"),
        (PositionCount(place: 3, shown: 8, total: 31, isFiltered: true, isLoading: false), false, "3/8 of 31"),
        (PositionCount(place: nil, shown: 0, total: 31, isFiltered: true, isLoading: false), false, "0/0 of 31"),
        (PositionCount(place: 12, shown: 900, total: 48_529, isFiltered: true, isLoading: true), true, "12/900 of 48529+"),
    ])
    func text(count: PositionCount, ascii: Bool, expected: String) {
        #expect(count.text(ascii: ascii) == expected)
    }

    @Test("with a query, at 80 columns: prompt, query and count on one row, the count whole or absent", arguments: [80, 20, 12, 9, 8])
    func wholeOrAbsent(columns: Int) {
        var picker = PickerHarness.picker(columns: columns, rows: 8, start: 5)
        PickerFilterTests.type("s", into: &picker)
        let row = StripView().frame(of: picker).textLines[0]
        if columns >= 9 {
            #expect(row.hasSuffix("1/8 of 16"), "\(columns) columns: \(row)")
        } else {
            #expect(!row.contains("/"), "\(columns) columns: \(row)")
        }
        if columns == 80 {
            #expect(row == "> s" + String(repeating: " ", count: 80 - 3 - 9) + "1/8 of 16")
        }
    }
}
