import Testing
@testable import MoodpickCore

/// A fling: press, one drag report every `every` ms moving one column per report, release at
/// the last column at the last report's time.
struct FlingCase: Sendable, CustomTestStringConvertible {
    var rule: SnapRule
    var start: Int
    var columns: Int  // > 0: pointer moves left (later cells come in); < 0: right
    var every: Double
    var expected: Int
    var testDescription: String { "\(rule) from \(start), pointer \(columns) cols every \(every) ms → \(expected)" }
}

/// A press and a release on the strip row of an 80 × 24 screen resting on `start`.
struct ClickCase: Sendable, CustomTestStringConvertible {
    var start: Int = 0
    var press: Int
    var release: Int
    var releaseMs: Double = 100
    var target: Int
    var outcome: Outcome? = nil
    var testDescription: String { "on \(start): press \(press), release \(release) at \(releaseMs) ms → \(target) \(outcome.map { "\($0)" } ?? "")" }
}

@Suite("Picker: pointer")
struct PickerPointerTests {
    /// Row 11 of an 80 × 24 screen.
    static let stripRow = ScreenLayout(size: ScreenSize(columns: 80, rows: 24)).stripRow

    @Test("the strip row of an 80 × 24 screen is row 11, of 30 × 8 row 3")
    func stripRows() {
        #expect(Self.stripRow == 11)
        #expect(ScreenLayout(size: ScreenSize(columns: 30, rows: 8)).stripRow == 3)
    }

    @Test("a press on the strip row grabs the strip where it is and stops the glide")
    func pressStopsGlide() {
        var picker = PickerHarness.picker(start: 0)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(70))
        let position = picker.offset
        #expect(position > 0 && position < 12)
        picker.handle(.press(column: 20, row: Self.stripRow), at: .milliseconds(70))
        #expect(picker.isDragging)
        #expect(!picker.isAnimating)
        #expect(picker.target == nil)
        #expect(picker.offset == position)
        picker.advance(to: .seconds(2))
        #expect(picker.offset == position)
    }

    @Test("dragging moves the strip one column per column; pointer left → offset up",
          arguments: [0, 1, -1, 5, -5, 17, -23])
    func dragOneToOne(delta: Int) {
        var picker = PickerHarness.picker(start: 8)  // offset 48: ±23 stays inside 0...90
        picker.handle(.press(column: 40, row: Self.stripRow), at: .zero)
        picker.handle(.drag(column: 40 + delta, row: Self.stripRow), at: .milliseconds(20))
        #expect(picker.offset == 48 - Double(delta))
        // The row the pointer is on no longer matters once the strip is held.
        picker.handle(.drag(column: 40 + delta, row: 0), at: .milliseconds(40))
        #expect(picker.offset == 48 - Double(delta))
    }

    @Test("past the first cell the strip follows the pointer with rubber-band resistance")
    func rubberBandAtStart() {
        var picker = PickerHarness.picker(start: 0)
        picker.handle(.press(column: 40, row: Self.stripRow), at: .zero)
        var previous = 0.0
        for pull in [1, 5, 10, 30, 60] {
            picker.handle(.drag(column: 40 + pull, row: Self.stripRow), at: .milliseconds(Int64(pull * 10)))
            let shown = picker.offset
            #expect(shown < previous)              // further out the further the pointer goes...
            #expect(shown > -Double(pull))         // ...but by less than the pointer
            #expect(shown == RubberBand.displayed(overshoot: -Double(pull), viewportColumns: 80))
            previous = shown
        }
        picker.handle(.release(column: 100, row: Self.stripRow), at: .milliseconds(900))
        #expect(picker.target == 0)
        PickerHarness.settle(&picker)
        #expect(picker.offset == 0)
    }

    @Test("past the last cell the strip follows the pointer with rubber-band resistance")
    func rubberBandAtEnd() {
        var picker = PickerHarness.picker(start: 15)
        let end = picker.layout.maxOffset
        #expect(end == 90)
        picker.handle(.press(column: 40, row: Self.stripRow), at: .zero)
        var previous = end
        for pull in [1, 4, 12, 39] {
            picker.handle(.drag(column: 40 - pull, row: Self.stripRow), at: .milliseconds(Int64(pull * 10)))
            let shown = picker.offset
            #expect(shown > previous)
            #expect(shown - end < Double(pull))
            #expect(shown == end + RubberBand.displayed(overshoot: Double(pull), viewportColumns: 80))
            previous = shown
        }
        // Back inside: one column per column again.
        picker.handle(.drag(column: 42, row: Self.stripRow), at: .milliseconds(500))
        #expect(picker.offset == end - 2)
        picker.handle(.release(column: 42, row: Self.stripRow), at: .milliseconds(800))
        PickerHarness.settle(&picker)
        #expect(picker.target == 15)
        #expect(picker.offset == end)
    }

    @Test("a fast fling: the snap rule picks from the release point and velocity", arguments: [
        // From cell 2 (offset 12), 30 columns in 150 ms: release at 42 (cell 7) at 200 col/s.
        // p = 42 + 0.2 · 0.998/0.002 = 141.8 → cell 24 (center 144).
        FlingCase(rule: .nearest, start: 2, columns: 30, every: 5, expected: 24),
        FlingCase(rule: .directional, start: 2, columns: 30, every: 5, expected: 24),
        FlingCase(rule: .threshold(columns: 2), start: 2, columns: 30, every: 5, expected: 3),
        // Paging: one cell beyond the cell nearest the release point (7).
        FlingCase(rule: .paging(flickVelocity: 30), start: 2, columns: 30, every: 5, expected: 8),
        // Backwards from cell 90 (540): release at 510 (85), p = 410.2 → 68 (408).
        FlingCase(rule: .nearest, start: 90, columns: -30, every: 5, expected: 68),
        FlingCase(rule: .directional, start: 90, columns: -30, every: 5, expected: 68),
        FlingCase(rule: .threshold(columns: 2), start: 90, columns: -30, every: 5, expected: 89),
        FlingCase(rule: .paging(flickVelocity: 30), start: 90, columns: -30, every: 5, expected: 84),
        // 12 columns at 50 col/s from cell 10 (60): release 72 (12), p = 72 + 24.95 = 96.95 → 16.
        FlingCase(rule: .nearest, start: 10, columns: 12, every: 20, expected: 16),
        FlingCase(rule: .paging(flickVelocity: 30), start: 10, columns: 12, every: 20, expected: 13),
        // ...and 20 col/s is under the flick velocity: paging stays on the nearest cell.
        FlingCase(rule: .paging(flickVelocity: 30), start: 10, columns: 12, every: 50, expected: 12),
    ])
    func fling(fling: FlingCase) {
        var picker = PickerHarness.picker(PickerHarness.moods(100), options: PickerOptions(snapRule: fling.rule), start: fling.start)
        let row = Self.stripRow
        var column = 60
        var time = 0.0
        picker.handle(.press(column: column, row: row), at: .zero)
        for _ in 0..<abs(fling.columns) {
            column -= fling.columns.signum()
            time += fling.every
            picker.handle(.drag(column: column, row: row), at: PickerHarness.ms(time))
        }
        let releaseOffset = picker.layout.center(of: fling.start) + Double(fling.columns)
        #expect(picker.offset == releaseOffset)
        picker.handle(.release(column: column, row: row), at: PickerHarness.ms(time))
        #expect(picker.target == fling.expected)
        #expect(PickerHarness.settle(&picker) != nil)
        #expect(picker.offset == picker.layout.center(of: fling.expected))
    }

    @Test("a slow drag under half a cell, then a rest ≥ 150 ms: back to the starting cell", arguments: [
        SnapRule.nearest, .directional, .threshold(columns: 3), .paging(flickVelocity: 30),
    ])
    func restBeforeRelease(rule: SnapRule) {
        var picker = PickerHarness.picker(options: PickerOptions(snapRule: rule), start: 5)
        let row = Self.stripRow
        picker.handle(.press(column: 40, row: row), at: .zero)
        picker.handle(.drag(column: 39, row: row), at: .milliseconds(100))
        picker.handle(.drag(column: 38, row: row), at: .milliseconds(200))
        #expect(picker.offset == 32)
        picker.handle(.release(column: 38, row: row), at: .milliseconds(350))
        #expect(picker.target == 5)
        PickerHarness.settle(&picker)
        #expect(picker.offset == 30)
    }

    @Test("the same slow drag released without a rest keeps its 10 col/s: on to the next cell")
    func noRestBeforeRelease() {
        var picker = PickerHarness.picker(start: 5)
        let row = Self.stripRow
        picker.handle(.press(column: 40, row: row), at: .zero)
        picker.handle(.drag(column: 39, row: row), at: .milliseconds(100))
        picker.handle(.drag(column: 38, row: row), at: .milliseconds(200))
        picker.handle(.release(column: 38, row: row), at: .milliseconds(200))
        // p = 32 + 0.01 · 499 = 36.99 → cell 6.
        #expect(picker.target == 6)
    }

    // Row 12 (the label) grabs the strip and row 14 (the indicator) scrubs: PickerScrollbarTests.
    @Test("a press on a row other than the strip's, the label's or the indicator's does nothing", arguments: [0, 10, 13, 15, 23])
    func pressOffStrip(row: Int) {
        var picker = PickerHarness.picker(start: 3)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.press(column: 40, row: row), at: .milliseconds(50))
        #expect(!picker.isDragging)
        #expect(picker.isAnimating)
        #expect(picker.target == 4)
        picker.handle(.drag(column: 10, row: Self.stripRow), at: .milliseconds(60))
        picker.handle(.release(column: 10, row: Self.stripRow), at: .milliseconds(70))
        #expect(picker.target == 4)
        #expect(picker.outcome == nil)
        PickerHarness.settle(&picker)
        #expect(picker.offset == 24)
    }

    @Test("with the mouse off, presses, drags, releases and the wheel do nothing")
    func mouseOff() {
        var picker = PickerHarness.picker(options: PickerOptions(mouse: false), start: 3)
        let row = Self.stripRow
        picker.handle(.press(column: 40, row: row), at: .zero)
        #expect(!picker.isDragging)
        picker.handle(.drag(column: 10, row: row), at: .milliseconds(10))
        picker.handle(.release(column: 10, row: row), at: .milliseconds(20))
        picker.handle(.press(column: 40, row: row), at: .milliseconds(30))
        picker.handle(.release(column: 40, row: row), at: .milliseconds(40))
        picker.handle(.wheel(.down, column: 40, row: row), at: .milliseconds(50))
        picker.handle(.wheel(.up, column: 40, row: row), at: .milliseconds(60))
        picker.handle(.wheel(.up, column: 40, row: row), at: .milliseconds(70))
        #expect(picker.target == 3)
        #expect(picker.offset == 18)
        #expect(!picker.isAnimating)
        #expect(picker.outcome == nil)
    }

    @Test("wheel down / up: next / previous cell, clamped, on any row", arguments: [
        (WheelDirection.down, 1, 0, 1), (.down, 3, 5, 8), (.up, 2, 5, 3), (.up, 1, 0, 0), (.down, 2, 15, 15),
    ])
    func wheel(direction: WheelDirection, notches: Int, start: Int, expected: Int) {
        for row in [0, Self.stripRow, 23] {
            var picker = PickerHarness.picker(start: start)
            for notch in 0..<notches {
                picker.handle(.wheel(direction, column: 3, row: row), at: .milliseconds(Int64(notch * 8)))
            }
            #expect(picker.target == expected)
            PickerHarness.settle(&picker)
            #expect(picker.offset == picker.layout.center(of: expected))
        }
    }

    @Test("clicks: a cell other than the centered one is centered, the centered one chosen", arguments: [
        // 80 columns resting on cell 0: cell k is drawn on columns 38 + 6k ... 41 + 6k.
        ClickCase(press: 45, release: 45, target: 1),
        ClickCase(press: 44, release: 45, target: 1),            // one column apart is still a click
        ClickCase(press: 47, release: 46, releaseMs: 299, target: 1),
        ClickCase(press: 51, release: 51, target: 2),
        ClickCase(press: 74, release: 74, releaseMs: 1, target: 6),
        ClickCase(press: 77, release: 77, target: 6),
        ClickCase(press: 40, release: 40, target: 0, outcome: .chosen(0)),
        ClickCase(press: 38, release: 38, target: 0, outcome: .chosen(0)),   // its padding
        ClickCase(press: 41, release: 40, target: 0, outcome: .chosen(0)),
        ClickCase(press: 42, release: 42, target: 0),            // spacing: nothing chosen
        ClickCase(press: 49, release: 49, target: 0),            // spacing
        ClickCase(press: 51, release: 51, releaseMs: 300, target: 0),        // too slow: a drag
        ClickCase(press: 51, release: 53, target: 0),            // too far: a drag
        // Resting on cell 5 (offset 30): cell 3 is on 26...29, cell 5 on 38...41.
        ClickCase(start: 5, press: 27, release: 27, target: 3),
        ClickCase(start: 5, press: 39, release: 39, target: 5, outcome: .chosen(5)),
    ])
    func click(click: ClickCase) {
        var picker = PickerHarness.picker(start: click.start)
        let row = Self.stripRow
        picker.handle(.press(column: click.press, row: row), at: .seconds(1))
        picker.handle(.release(column: click.release, row: row), at: .seconds(1) + PickerHarness.ms(click.releaseMs))
        #expect(picker.outcome == click.outcome)
        if click.outcome == nil {
            #expect(picker.target == click.target)
            PickerHarness.settle(&picker)
            #expect(picker.offset == picker.layout.center(of: click.target))
        }
    }

    @Test("a click during a glide on the cell under the center column chooses it (docs/CONTRACT.md §4)")
    func clickCenteredMidGlide() {
        var picker = PickerHarness.picker(start: 0)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(10))
        let geometry = picker.geometry
        let under = geometry.index(atColumn: geometry.centerColumn, offset: picker.offset)
        #expect(under == 0)                       // cell 0 is still under the center column...
        #expect(picker.offset > 0.5)              // ...though the strip has left its center
        picker.handle(.press(column: geometry.centerColumn, row: Self.stripRow), at: .milliseconds(10))
        picker.handle(.release(column: geometry.centerColumn, row: Self.stripRow), at: .milliseconds(70))
        #expect(picker.outcome == .chosen(0))
    }

    @Test("a click on a cell of a strip that is still gliding centers that cell")
    func clickOtherMidGlide() {
        var picker = PickerHarness.picker(start: 0)
        picker.handle(.key(.end), at: .zero)
        picker.advance(to: .milliseconds(100))
        let offset = picker.offset
        let geometry = picker.geometry
        let column = geometry.drawnLeft(of: picker.centeredIndex + 2, offset: offset) + 1
        let expected = picker.centeredIndex + 2
        picker.handle(.press(column: column, row: Self.stripRow), at: .milliseconds(100))
        picker.handle(.release(column: column, row: Self.stripRow), at: .milliseconds(150))
        #expect(picker.outcome == nil)
        #expect(picker.target == expected)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: expected))
    }

    @Test("--no-animation: a release puts the strip on the snap target at once")
    func releaseWithoutAnimation() {
        var picker = PickerHarness.picker(options: PickerOptions(animated: false), start: 5)
        let row = Self.stripRow
        picker.handle(.press(column: 40, row: row), at: .zero)
        picker.handle(.drag(column: 36, row: row), at: .milliseconds(100))
        picker.handle(.release(column: 36, row: row), at: .milliseconds(400))
        #expect(picker.target == 6)      // rest 34 → nearest 6 (36)
        #expect(!picker.isAnimating)
        #expect(picker.offset == 36)
    }
}
