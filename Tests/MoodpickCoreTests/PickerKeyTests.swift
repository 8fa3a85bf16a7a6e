import Testing
@testable import MoodpickCore

/// A run of one key pressed `presses` times, `spacing` ms apart, from cell `start` (16 items).
struct KeyRun: Sendable, CustomTestStringConvertible {
    var key: Key
    var presses: Int
    var spacing: Double
    var start: Int
    var expected: Int
    var testDescription: String { "\(presses)× \(key) every \(spacing) ms from \(start) → \(expected)" }
}

/// A page key on a screen of some width (40 items, cells 4 wide, pitch 6).
struct PageCase: Sendable, CustomTestStringConvertible {
    var columns: Int
    var start: Int
    var key: Key
    var presses: Int = 1
    var expected: Int
    var testDescription: String { "\(columns) cols, \(presses)× \(key) from \(start) → \(expected)" }
}

@Suite("Picker: keys")
struct PickerKeyTests {
    @Test("N presses move the target exactly N cells, clamped, at any spacing", arguments: [
        KeyRun(key: .right, presses: 3, spacing: 0, start: 0, expected: 3),
        KeyRun(key: .right, presses: 3, spacing: 10, start: 0, expected: 3),
        KeyRun(key: .down, presses: 5, spacing: 50, start: 2, expected: 7),
        KeyRun(key: .tab, presses: 4, spacing: 200, start: 0, expected: 4),
        KeyRun(key: .ctrlN, presses: 7, spacing: 16.667, start: 1, expected: 8),
        KeyRun(key: .right, presses: 20, spacing: 0, start: 0, expected: 15),
        KeyRun(key: .right, presses: 40, spacing: 33, start: 5, expected: 15),
        KeyRun(key: .right, presses: 1, spacing: 0, start: 15, expected: 15),
        KeyRun(key: .left, presses: 3, spacing: 0, start: 10, expected: 7),
        KeyRun(key: .up, presses: 2, spacing: 120, start: 5, expected: 3),
        KeyRun(key: .backTab, presses: 4, spacing: 1, start: 8, expected: 4),
        KeyRun(key: .ctrlP, presses: 6, spacing: 1000, start: 6, expected: 0),
        KeyRun(key: .ctrlJ, presses: 3, spacing: 16.667, start: 2, expected: 5),
        KeyRun(key: .ctrlK, presses: 2, spacing: 50, start: 9, expected: 7),
        KeyRun(key: .left, presses: 40, spacing: 5, start: 15, expected: 0),
        KeyRun(key: .left, presses: 1, spacing: 0, start: 0, expected: 0),
    ])
    func stepRuns(run: KeyRun) {
        var picker = PickerHarness.picker(start: run.start)
        PickerHarness.press(Array(repeating: run.key, count: run.presses), into: &picker,
                            from: .milliseconds(100), spacing: PickerHarness.ms(run.spacing))
        #expect(picker.target == run.expected)
        #expect(PickerHarness.settle(&picker) != nil)
        #expect(picker.target == run.expected)
        #expect(picker.offset == picker.layout.center(of: run.expected))
        #expect(picker.centeredIndex == run.expected)
        #expect(picker.velocity == 0)
        #expect(picker.outcome == nil)
    }

    @Test("presses in the middle of a glide count from the target, not from the strip")
    func midAnimationPresses() {
        var picker = PickerHarness.picker(start: 4)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(30))
        #expect(picker.isAnimating)
        #expect(picker.centeredIndex == 4)  // the strip has not yet reached cell 5...
        picker.handle(.key(.right), at: .milliseconds(30))
        #expect(picker.target == 6)  // ...but the target moves on from 5
        picker.advance(to: .milliseconds(150))
        picker.handle(.key(.left), at: .milliseconds(150))
        picker.handle(.key(.left), at: .milliseconds(150))
        picker.handle(.key(.left), at: .milliseconds(150))
        #expect(picker.target == 3)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: 3))
    }

    @Test("a press keeps the strip's velocity: no jump in speed from press to press")
    func velocityIsContinuous() {
        var picker = PickerHarness.picker(start: 0)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(60))
        let before = picker.velocity
        let position = picker.offset
        #expect(before > 0)
        picker.handle(.key(.right), at: .milliseconds(60))
        #expect(picker.velocity == before)
        #expect(picker.offset == position)
    }

    @Test("a glide never passes its target", arguments: [1, 2, 5, 15])
    func noOvershoot(presses: Int) {
        var picker = PickerHarness.picker(start: 0)
        PickerHarness.press(Array(repeating: .right, count: presses), into: &picker, from: .zero, spacing: .milliseconds(20))
        let goal = picker.layout.center(of: presses)
        var previous = picker.offset
        while picker.isAnimating {
            picker.advance(to: picker.time + PickerHarness.frame)
            #expect(picker.offset <= goal)
            #expect(picker.offset >= previous)
            previous = picker.offset
        }
        #expect(picker.offset == goal)
    }

    @Test("PgDn / PgUp move by the cells that fit whole in the viewport, near the ends too", arguments: [
        // 80 columns, center column 40: cells at 38 + 6k, whole for k in -6...6 (13 cells).
        PageCase(columns: 80, start: 20, key: .pageDown, expected: 33),
        PageCase(columns: 80, start: 20, key: .pageUp, expected: 7),
        // At the first cell a page is still the 13 cells a full viewport holds.
        PageCase(columns: 80, start: 0, key: .pageDown, expected: 13),
        PageCase(columns: 80, start: 35, key: .pageDown, expected: 39),
        PageCase(columns: 80, start: 39, key: .pageDown, expected: 39),
        PageCase(columns: 80, start: 5, key: .pageUp, expected: 0),
        // 30 columns, center 15: cells at 13 + 6k, whole for k in -2...2 (5 cells).
        PageCase(columns: 30, start: 10, key: .pageDown, expected: 15),
        PageCase(columns: 30, start: 10, key: .pageUp, expected: 5),
        PageCase(columns: 30, start: 10, key: .pageDown, presses: 2, expected: 20),
        // 20 columns, center 10: cells at 8 + 6k, whole for k in -1...1.
        PageCase(columns: 20, start: 10, key: .pageDown, expected: 13),
        // 3 columns: no cell is whole; a page is still one cell.
        PageCase(columns: 3, start: 10, key: .pageDown, expected: 11),
        PageCase(columns: 3, start: 10, key: .pageUp, expected: 9),
    ])
    func pages(page: PageCase) {
        var picker = PickerHarness.picker(PickerHarness.moods(40), columns: page.columns, rows: 24, start: page.start)
        PickerHarness.press(Array(repeating: page.key, count: page.presses), into: &picker, from: .zero, spacing: .milliseconds(10))
        #expect(picker.target == page.expected)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: page.expected))
    }

    @Test("Home and End go to the first and the last cell", arguments: [
        (Key.home, 7, 0), (.end, 7, 15), (.home, 0, 0), (.end, 15, 15),
    ])
    func homeEnd(key: Key, start: Int, expected: Int) {
        var picker = PickerHarness.picker(start: start)
        picker.handle(.key(key), at: .zero)
        #expect(picker.target == expected)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: expected))
    }

    @Test("End then Home mid-glide rests on cell 0")
    func endThenHome() {
        var picker = PickerHarness.picker(start: 7)
        picker.handle(.key(.end), at: .zero)
        picker.advance(to: .milliseconds(100))
        picker.handle(.key(.home), at: .milliseconds(100))
        PickerHarness.settle(&picker)
        #expect(picker.target == 0)
        #expect(picker.offset == 0)
    }

    @Test("Enter / Space during a glide choose the cell the glide heads to", arguments: [Key.enter, .space])
    func chooseMidGlide(key: Key) {
        var picker = PickerHarness.picker(start: 1)
        PickerHarness.press([.right, .right, .right], into: &picker, from: .zero, spacing: .milliseconds(10))
        picker.advance(to: .milliseconds(30))
        #expect(picker.isAnimating)
        #expect(picker.centeredIndex < 4)
        picker.handle(.key(key), at: .milliseconds(30))
        #expect(picker.outcome == .chosen(4))
    }

    @Test("Enter / Space at rest choose the centered cell", arguments: [Key.enter, .space])
    func chooseAtRest(key: Key) {
        var picker = PickerHarness.picker(start: 9)
        picker.handle(.key(key), at: .seconds(3))
        #expect(picker.outcome == .chosen(9))
    }

    @Test("Esc, Ctrl-C, Ctrl-G, Ctrl-Q cancel; later events change nothing", arguments: [Key.escape, .ctrlC, .ctrlG, .ctrlQ])
    func cancel(key: Key) {
        var picker = PickerHarness.picker(start: 3)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.key(key), at: .milliseconds(30))
        #expect(picker.outcome == .cancelled)
        picker.handle(.key(.right), at: .milliseconds(40))
        picker.handle(.key(.enter), at: .milliseconds(50))
        #expect(picker.outcome == .cancelled)
        #expect(picker.target == 4)
    }

    @Test("Ctrl-Z changes nothing in the picker, mid-glide with typed text (--jump)")
    func ctrlZ() {
        var picker = PickerHarness.picker(options: PickerOptions(jump: true), start: 0)
        picker.handle(.key(.character("s")), at: .zero)
        picker.handle(.key(.right), at: .milliseconds(10))
        var untouched = picker
        picker.handle(.key(.ctrlZ), at: .milliseconds(40))
        untouched.advance(to: .milliseconds(40))
        #expect(picker.offset == untouched.offset)
        #expect(picker.velocity == untouched.velocity)
        #expect(picker.target == untouched.target)
        #expect(picker.typeAhead == untouched.typeAhead)
        #expect(picker.isAnimating == untouched.isAnimating)
        #expect(picker.outcome == nil)
        // And the runs go on alike.
        picker.handle(.key(.character("h")), at: .milliseconds(50))
        untouched.handle(.key(.character("h")), at: .milliseconds(50))
        #expect(picker.target == untouched.target)
        #expect(picker.target == 8)  // "sh": shocked
    }

    @Test("--no-animation: every key puts the strip on its target at once", arguments: [
        ([Key.right], 1), ([.right, .right, .right], 3), ([.end], 15), ([.end, .left], 14),
        ([.pageDown], 13), ([.tab, .tab, .backTab], 1), ([.left], 0),
    ])
    func noAnimation(keys: [Key], expected: Int) {
        var picker = PickerHarness.picker(options: PickerOptions(animated: false))
        var time = Duration.zero
        for key in keys {
            picker.handle(.key(key), at: time)
            #expect(!picker.isAnimating)
            #expect(picker.offset == picker.layout.center(of: picker.target!))
            time += .milliseconds(5)
        }
        #expect(picker.target == expected)
        #expect(picker.offset == picker.layout.center(of: expected))
        #expect(picker.velocity == 0)
    }

    @Test("resize keeps the centered item centered: the offset does not change", arguments: [
        (80, 24), (30, 8), (41, 10), (7, 3), (200, 50), (1, 1),
    ])
    func resizeAtRest(columns: Int, rows: Int) {
        var picker = PickerHarness.picker(start: 5)
        let before = picker.offset
        picker.handle(.resize(columns: columns, rows: rows), at: .seconds(1))
        #expect(picker.offset == before)
        #expect(picker.centeredIndex == 5)
        #expect(picker.geometry.centerColumn == columns / 2)
        #expect(picker.picture == ScreenSize(columns: columns, rows: rows))
    }

    @Test("resize during a glide: the glide goes on to the same target")
    func resizeMidGlide() {
        var picker = PickerHarness.picker(start: 5)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(100))
        let before = picker.offset
        picker.handle(.resize(columns: 30, rows: 8), at: .milliseconds(100))
        #expect(picker.offset == before)
        #expect(picker.target == 7)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: 7))
    }

    @Test("an empty list: keys do nothing, Enter cancels")
    func emptyList() {
        var picker = PickerHarness.picker(ItemStore(items: []))
        #expect(picker.target == nil)
        for key in [Key.right, .left, .end, .home, .character("a"), .backspace] {
            picker.handle(.key(key), at: .zero)
            #expect(picker.target == nil)
            #expect(!picker.isAnimating)
        }
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == .cancelled)
    }

    @Test("an empty list: PgDn / PgUp do nothing (they must not trap)")
    func emptyListPages() async {
        await #expect(processExitsWith: .success) {
            var picker = PickerHarness.picker(ItemStore(items: []))
            picker.handle(.key(.pageDown), at: .zero)
            picker.handle(.key(.pageUp), at: .zero)
            precondition(picker.target == nil && picker.outcome == nil)
        }
    }
}
