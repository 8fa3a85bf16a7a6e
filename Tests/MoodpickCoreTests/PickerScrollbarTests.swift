import Testing
@testable import MoodpickCore

/// The pointer beyond the strip row: the label row grabs the strip, the position indicator is
/// a scrollbar, the horizontal wheel steps like the vertical one.
@Suite("Pointer: label row, scrollbar, horizontal wheel")
struct PickerScrollbarTests {
    /// 80 × 24 full screen: the strip on row 11, the label on 12, the indicator on 14.
    static func picker(start: Int = 0) -> Picker { PickerHarness.picker(columns: 80, rows: 24, start: start) }

    @Test("a click on the indicator glides to that fraction of the list; its ends are the first and the last item",
          arguments: [(16, 0), (63, 15), (70, 15), (15, 0), (40, 8)])
    func indicatorClick(column: Int, expected: Int) {
        var picker = Self.picker(start: 5)
        let track = picker.indicatorTrack
        #expect(track.start == 16 && track.length == 48)
        picker.handle(.press(column: column, row: 14), at: .zero)
        picker.handle(.release(column: column, row: 14), at: .milliseconds(50))
        PickerHarness.settle(&picker)
        if track.contains(column) {
            #expect(picker.centeredIndex == expected)
        } else {
            #expect(picker.centeredIndex == 5)  // off the track: nothing
        }
    }

    @Test("a drag along the indicator scrubs: the target follows the pointer, monotone")
    func scrub() {
        var picker = Self.picker()
        picker.handle(.press(column: 16, row: 14), at: .zero)
        var targets: [Int] = []
        for (step, column) in stride(from: 16, through: 63, by: 3).enumerated() {
            picker.handle(.drag(column: column, row: 14), at: .milliseconds(20 * (step + 1)))
            targets.append(picker.selectedIndex)
        }
        picker.handle(.release(column: 63, row: 14), at: .seconds(1))
        PickerHarness.settle(&picker)
        #expect(targets == targets.sorted())
        #expect(Set(targets).count > 8)
        #expect(picker.centeredIndex == 15)
        #expect(picker.outcome == nil)  // scrubbing never chooses
    }

    @Test("a press on the label row grabs the strip: a drag there moves it")
    func labelRowGrabs() {
        var picker = Self.picker(start: 5)
        picker.handle(.press(column: 40, row: 12), at: .zero)
        picker.handle(.drag(column: 28, row: 12), at: .milliseconds(300))
        #expect(abs(picker.offset - (5 * PickerHarness.pitch + 12)) < 0.001)
        picker.handle(.release(column: 28, row: 12), at: .milliseconds(600))
        PickerHarness.settle(&picker)
        #expect(picker.centeredIndex == 7)
    }

    @Test("the horizontal wheel steps like the vertical one",
          arguments: [(WheelDirection.right, 6), (.down, 6), (.left, 4), (.up, 4)])
    func horizontalWheel(direction: WheelDirection, expected: Int) {
        var picker = Self.picker(start: 5)
        picker.handle(.wheel(direction, column: 3, row: 3), at: .zero)
        PickerHarness.settle(&picker)
        #expect(picker.centeredIndex == expected)
    }

    @Test("replay scripts read wheel left and right")
    func replayWheel() throws {
        let script = try ReplayScript(parsing: "10 wheel left 3 4\n20 wheel right 5 6\n")
        #expect(script.entries.map(\.event) == [.wheel(.left, column: 3, row: 4), .wheel(.right, column: 5, row: 6)])
    }
}
