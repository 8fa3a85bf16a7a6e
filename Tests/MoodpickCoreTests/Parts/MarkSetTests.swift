import Testing
@testable import MoodpickCore

/// The marks on their own: by item index, in input order, never past their limit.
@Suite("MarkSet")
struct MarkSetTests {
    @Test("toggle marks and unmarks, and marks nothing past the limit")
    func toggle() {
        var marks = MarkSet()
        marks.toggle(5, limit: 2)
        marks.toggle(1, limit: 2)
        marks.toggle(9, limit: 2)
        #expect(marks.items == [1, 5], "input order; the third is past the limit")
        marks.toggle(5, limit: 2)
        #expect(marks.items == [1] && marks.count == 1)
    }

    @Test("insert(contentsOf:limit:) stops at the limit, and counts each item once")
    func insertAll() {
        var marks = MarkSet()
        marks.insert(contentsOf: [200, 3, 3, 70, 64], limit: 3)
        #expect(marks.items == [3, 70, 200] && marks.contains(70) && !marks.contains(64))
    }
}
