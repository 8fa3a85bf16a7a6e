import Testing
@testable import MoodpickCore

/// A wheel's strip is `StripLayout(count:width:spacing:)`: equal widths keep no per-cell
/// storage, so no second layout type is needed. These tests hold it to the geometry a cell-by-
/// cell walk over explicit widths gives, and to O(1) storage at a million cells.
@Suite("Wheel layout: equal cells, arithmetic geometry")
struct WheelLayoutTests {
    /// The answers of docs/CONTRACT.md §3 computed by walking every cell: the reference.
    struct Walk {
        let count: Int, width: Int, spacing: Int

        func left(_ i: Int) -> Double { Double(i * (width + spacing)) - Double(width) / 2 }
        func center(_ i: Int) -> Double { Double(i * (width + spacing)) }

        func nearest(_ offset: Double) -> Int {
            var best = 0
            for i in 0..<count where abs(center(i) - offset) < abs(center(best) - offset) { best = i }
            return best
        }

        func cell(at point: Double) -> Int? {
            (0..<count).first { point >= left($0) && point < left($0) + Double(width) }
        }

        func visible(offset: Double, columns: Int) -> Range<Int> {
            let low = offset - Double(columns / 2), high = low + Double(columns)
            let shown = (0..<count).filter { left($0) + Double(width) > low && left($0) < high }
            guard let first = shown.first, let last = shown.last else { return 0..<0 }
            return first..<(last + 1)
        }
    }

    @Test("the same answers as a walk over the cells and as a layout of the same widths", arguments: [
        (1, 3, 2), (2, 4, 2), (5, 6, 2), (7, 5, 0), (12, 4, 3), (31, 4, 2),
    ])
    func sameAnswers(count: Int, width: Int, spacing: Int) {
        let values = NumberRange(1, through: count)
        let layout = values.layout(cellWidth: width, spacing: spacing)
        let walk = Walk(count: count, width: width, spacing: spacing)
        #expect(layout == StripLayout(widths: Array(repeating: width, count: count), spacing: spacing))
        #expect(layout.count == count)
        #expect(layout.maxOffset == walk.center(count - 1))
        for i in 0..<count {
            #expect(layout.center(of: i) == walk.center(i))
            #expect(layout.leftEdge(of: i) == walk.left(i))
        }
        let pitch = Double(width + spacing)
        for quarter in stride(from: -4 * pitch, through: 4 * (layout.maxOffset + pitch), by: 1) {
            let offset = quarter / 4
            #expect(layout.nearestIndex(to: offset) == walk.nearest(offset), "offset \(offset)")
            #expect(layout.index(at: offset) == walk.cell(at: offset), "point \(offset)")
            for columns in [1, 10, 40, 80] {
                // An empty range may sit anywhere (the layout puts it where the cells would start).
                let shown = layout.visibleRange(offset: offset, viewportColumns: columns)
                let expected = walk.visible(offset: offset, columns: columns)
                #expect(shown == expected || shown.isEmpty && expected.isEmpty, "offset \(offset), \(columns) columns")
            }
        }
    }

    @Test("snap targets on a wheel are those of the same strip of items", arguments: [
        SnapRule.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30),
    ])
    func snapTargets(rule: SnapRule) {
        let wheel = NumberRange(0, through: 59, step: 5, integerDigits: 2).layout(cellWidth: 4, spacing: 2)
        let items = StripLayout(widths: Array(repeating: 4, count: 12), spacing: 2)
        for release in stride(from: -8.0, through: 80, by: 1.5) {
            for velocity in [-120.0, -30, -6, 0, 6, 30, 120] {
                let fling = Fling(dragStart: release - 3, release: release, velocity: velocity)
                #expect(rule.target(for: fling, in: wheel, deceleration: .normal) == rule.target(for: fling, in: items, deceleration: .normal))
            }
        }
    }

    @Test("a million values: no storage per cell, the ends and the middle found by arithmetic")
    func million() throws {
        let values = try RangeSpec.parse("1..1000000")
        let layout = values.layout(cellWidth: values.textColumns + 2, spacing: 2)
        let ten = try RangeSpec.parse("1..10").layout(cellWidth: 9, spacing: 2)
        #expect(layout.storedBytes == 0)
        #expect(layout.storedBytes == ten.storedBytes)
        #expect(layout.count == 1_000_000)
        #expect(layout.maxOffset == 999_999 * 11)
        #expect(layout.nearestIndex(to: .infinity) == 999_999)
        #expect(layout.nearestIndex(to: 5_500_000.4) == 500_000)
        // 40 columns left of the last center reach into the 5th cell back.
        #expect(layout.visibleRange(offset: layout.maxOffset, viewportColumns: 80) == 999_995..<1_000_000)
        // End on a million values: the last cell is a snap target like any other.
        let end = Fling(dragStart: layout.maxOffset, release: layout.maxOffset, velocity: 0)
        #expect(SnapRule.nearest.target(for: end, in: layout, deceleration: .normal) == 999_999)
        #expect(values.text(at: 999_999) == "1000000")
    }
}
