import Testing
@testable import MoodpickCore

/// Cells appended in batches (standard input still streaming) give the layout that all the
/// widths at once give, and cost what they add.
@Suite("StripLayout: appending cells")
struct StripLayoutAppendTests {
    @Test("batches appended equal the layout made at once", arguments: [
        [[], [4, 4], [4]],                      // equal widths stay arithmetic
        [[4, 4, 4], [6], [4, 2]],               // the first different width writes them out
        [[], [], [3]],
        [[0, 70_000], [-1, 5]],                 // clamped as the list initializer clamps
        [Array(repeating: 6, count: 130), Array(repeating: 6, count: 3) + [7], (0..<200).map { 1 + $0 % 9 }],
        [(0..<63).map { 2 + $0 % 3 }, [5], [5], (0..<129).map { 1 + $0 % 4 }],  // across sample boundaries
    ] as [[[Int]]])
    func batches(_ batches: [[Int]]) {
        for spacing in [0, 2] {
            var layout = StripLayout(widths: [], spacing: spacing)
            for batch in batches { layout.append(widths: batch) }
            let whole = StripLayout(widths: batches.flatMap { $0 }, spacing: spacing)
            #expect(layout == whole)
            #expect(layout.count == whole.count)
            for index in 0..<whole.count {
                #expect(layout.center(of: index) == whole.center(of: index) && layout.width(of: index) == whole.width(of: index))
            }
        }
    }

    @Test("a layout made with a count, appended to, is the list's layout", arguments: [(4, [4, 4]), (4, [5]), (1, [1, 2])])
    func fromCount(width: Int, more: [Int]) {
        var layout = StripLayout(count: 3, width: width, spacing: 2)
        layout.append(widths: more)
        #expect(layout == StripLayout(widths: Array(repeating: width, count: 3) + more, spacing: 2))
    }

    @Test("a stream of uneven cells in many batches: the lists are copied less than twice over in all", arguments: [1, 100, 10_000])
    func streamCost(batches: Int) {
        let total = 200_000
        var layout = StripLayout(widths: [], spacing: 1)
        for batch in 0..<batches {
            layout.append(widths: ((batch * total / batches)..<((batch + 1) * total / batches)).lazy.map { 3 + $0 % 5 })
        }
        #expect(layout.count == total)
        #expect(layout.elementsCopied < 2 * (total + total / StripLayout.sampleStride + 1))
        #expect(layout == StripLayout(widths: (0..<total).map { 3 + $0 % 5 }, spacing: 1))
    }
}
