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

    @Test("a mark refused at the limit is kept until forgotten; unmarking and marking under the limit are not refusals",
          arguments: [
              // (items toggled in turn, limit, refused at)
              ([5, 1], 2, nil),
              ([5, 1, 9], 2, 2),
              ([5, 1, 5], 2, nil),  // the third unmarks
              ([5, 1, 9, 1], 2, 2),  // unmarking after a refusal does not forget it: only a key does
              ([3], 0, 0),
          ] as [([Int], Int, Int?)])
    func refusal(toggled: [Int], limit: Int, refusedAt: Int?) {
        var marks = MarkSet()
        for item in toggled { marks.toggle(item, limit: limit) }
        #expect(marks.refusedAtLimit == refusedAt)
        marks.forgetRefusal()
        #expect(marks.refusedAtLimit == nil)
    }

    @Test("marking all past the limit is a refusal; marking all within it, or what is marked already, is not")
    func refusalOfAll() {
        var marks = MarkSet()
        marks.insert(contentsOf: [1, 2], limit: 2)
        #expect(marks.refusedAtLimit == nil)
        marks.insert(contentsOf: [1, 2], limit: 2)
        #expect(marks.refusedAtLimit == nil, "nothing was left unmarked")
        marks.insert(contentsOf: [1, 2, 3], limit: 2)
        #expect(marks.refusedAtLimit == 2 && marks.items == [1, 2])
    }
}
