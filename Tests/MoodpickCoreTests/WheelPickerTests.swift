import Testing
@testable import MoodpickCore

@Suite("Wheel picker: keys, typing, the pointer and motion over the stack")
struct WheelPickerTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 27)!
    static let screen = ScreenSize(columns: 80, rows: 6)

    static func picker(_ stack: WheelStack, animated: Bool = true) -> WheelPicker {
        WheelPicker(stack: stack, options: PickerOptions(animated: animated), picture: screen)
    }

    static func date(_ start: String, animated: Bool = true) throws -> WheelPicker {
        picker(try WheelSpec.date(start: start, min: nil, max: nil, today: today), animated: animated)
    }

    /// Sends `keys` 0.5 s apart, then lets every spring settle; returns every effect.
    @discardableResult
    static func press(_ keys: [Key], on picker: inout WheelPicker) -> [PickerEffect] {
        var effects: [PickerEffect] = []
        for key in keys {
            effects += picker.update(.input(.key(key)), at: picker.time + .milliseconds(500))
        }
        effects += picker.update(.advance, at: picker.time + .seconds(3))
        return effects
    }

    static func isRestingOnSelection(_ picker: WheelPicker) -> Bool {
        !picker.isAnimating && picker.offsets == picker.view.restingOffsets(of: picker.stack)
    }

    @Test("a range picked with keys: Right glides, settles on the value, Enter chooses its position")
    func rangeKeys() throws {
        var picker = Self.picker(try WheelSpec.range("0..100:5", start: nil, unit: "%"))
        _ = picker.update(.input(.key(.right)), at: .milliseconds(10))
        #expect(picker.isAnimating)
        let effects = Self.press([.right, .right], on: &picker)
        #expect(effects.contains(.settled(item: 3)))
        #expect(Self.isRestingOnSelection(picker))
        #expect(Self.press([.enter], on: &picker) == [.ended(.chosen(3))])
        #expect(picker.stack.text == "15")
        #expect(picker.outcome == .chosen(3))
    }

    @Test("on a lone range wheel Up/Down and Tab step the value, Esc cancels")
    func loneRangeKeys() throws {
        var picker = Self.picker(try WheelSpec.range("1..10", start: "5", unit: nil))
        Self.press([.down, .tab, .up], on: &picker)
        #expect(picker.stack.text == "6")
        #expect(Self.press([.escape], on: &picker) == [.ended(.cancelled)])
    }

    @Test("End on a million values: the last value, with no animation at once")
    func millionEnd() throws {
        var picker = Self.picker(try WheelSpec.range("1..1000000", start: nil, unit: nil), animated: false)
        #expect(picker.update(.advance, at: .zero) == [.restFrame, .settled(item: 0)])  // the first rest, as the strip's
        let effects = picker.update(.input(.key(.end)), at: .milliseconds(10))
        #expect(!picker.isAnimating)
        #expect(effects == [.restFrame, .settled(item: 999_999)])
        #expect(picker.stack.text == "1000000")
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("the month wheel turned: the day wheel follows (leap years), and glides to its clamped day", arguments: [
        ("2024-01-31", "2024-02-29"), ("2023-01-31", "2023-02-28"), ("2026-03-31", "2026-04-30"), ("2026-01-15", "2026-02-15"),
    ])
    func monthAndLeapYear(start: String, expected: String) throws {
        var picker = try Self.date(start)
        _ = picker.update(.input(.key(.down)), at: .milliseconds(10))
        _ = picker.update(.input(.key(.right)), at: .milliseconds(20))
        #expect(picker.stack.text == expected)
        #expect(picker.isAnimating)
        Self.press([], on: &picker)
        #expect(Self.isRestingOnSelection(picker))
        #expect(picker.layouts[2].count == picker.stack.wheels[2].values.count)
    }

    @Test("Up/Down stop at the ends, Tab and Shift-Tab go round; a change of wheel forgets typed digits")
    func movingBetweenWheels() throws {
        var picker = try Self.date("2026-05-10")
        Self.press([.up], on: &picker)
        #expect(picker.stack.active == 0)
        Self.press([.down, .down, .down], on: &picker)
        #expect(picker.stack.active == 2)
        Self.press([.tab], on: &picker)
        #expect(picker.stack.active == 0)
        Self.press([.backTab], on: &picker)
        #expect(picker.stack.active == 2)
        _ = picker.update(.input(.key(.character("1"))), at: picker.time + .milliseconds(10))
        #expect(picker.typing.text == "1")
        _ = picker.update(.input(.key(.up)), at: picker.time + .milliseconds(10))
        #expect(picker.typing.text.isEmpty)
    }

    @Test("typed digits jump and move on: 0930 is 09:30; 2026-02-28 typed is that date", arguments: [
        ("time", "0930", "09:30"), ("time", "9:45", "09:45"), ("date", "20240229", "2024-02-29"), ("date", "2026-02-28", "2026-02-28"),
    ])
    func typing(kind: String, typed: String, expected: String) throws {
        let stack = kind == "time"
            ? try WheelSpec.time(step: 1, start: "12:00", min: nil, max: nil, now: TimeOfDay(hour: 12, minute: 0)!)
            : try WheelSpec.date(start: "2026-11-27", min: nil, max: nil, today: Self.today)
        var picker = Self.picker(stack)
        for (i, character) in typed.enumerated() {
            _ = picker.update(.input(.key(.character(character))), at: .milliseconds(100 * (i + 1)))
        }
        #expect(picker.stack.text == expected)
        Self.press([], on: &picker)
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("the time step: --time-step 15 moves a quarter hour a key; Right on 45 comes round to 00 (no carry into the hour)")
    func timeStep() throws {
        var picker = Self.picker(try WheelSpec.time(step: 15, start: "09:30", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!))
        Self.press([.down, .left], on: &picker)
        #expect(picker.stack.text == "09:15")
        Self.press([.right, .right], on: &picker)
        #expect(picker.stack.text == "09:45")
        Self.press([.right], on: &picker)
        #expect(picker.stack.text == "09:00")
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("Left/Right go round the month, the day, the hour and the minute, each on its own (as iOS); the year and a range stop at their ends",
          arguments: [
              ("date", "2026-12-15", [Key.down, .right], "2026-01-15"),
              ("date", "2026-01-15", [Key.down, .left], "2026-12-15"),
              ("date", "2026-02-28", [Key.down, .down, .right], "2026-02-01"),
              ("date", "2026-03-01", [Key.down, .down, .left], "2026-03-31"),
              ("date", "9999-06-01", [Key.right], "9999-06-01"),
              ("date", "0001-06-01", [Key.left], "0001-06-01"),
              ("date", "2026-12-15", [Key.down, .pageDown, .end], "2026-12-15"),
              ("time", "23:30", [Key.right], "00:30"),
              ("time", "00:00", [Key.down, .left], "00:59"),
              ("range", "10", [Key.right, .right], "10"),
              ("range", "0", [Key.left, .up], "0"),
          ] as [(String, String, [Key], String)])
    func goingRound(kind: String, start: String, keys: [Key], expected: String) throws {
        let stack: WheelStack = switch kind {
        case "date": try WheelSpec.date(start: start, min: nil, max: nil, today: Self.today)
        case "time": try WheelSpec.time(step: 1, start: start, min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        default: try WheelSpec.range("0..10", start: start, unit: nil)
        }
        var picker = Self.picker(stack)
        Self.press(keys, on: &picker)
        #expect(picker.stack.text == expected)
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("going round stays within --min/--max: December to January of the same year springs back to the bound")
    func goingRoundWithinBounds() throws {
        var picker = Self.picker(try WheelSpec.date(start: "2026-12-15", min: "2026-06-01", max: nil, today: Self.today))
        Self.press([.down, .right], on: &picker)
        #expect(picker.stack.text == "2026-06-01")
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("a press on a row activates its wheel; a drag of one pitch and a release snap one value on")
    func dragOneValue() throws {
        var picker = try Self.date("2026-05-10")
        let pitch = picker.stack.cellWidth + picker.view.spacing
        let monthRow = 2  // prompt, year, month
        _ = picker.update(.input(.press(column: 50, row: monthRow)), at: .milliseconds(100))
        #expect(picker.stack.active == 1)
        _ = picker.update(.input(.drag(column: 50 - pitch / 2, row: monthRow)), at: .milliseconds(400))
        _ = picker.update(.input(.drag(column: 50 - pitch, row: monthRow)), at: .milliseconds(700))
        _ = picker.update(.input(.release(column: 50 - pitch, row: monthRow)), at: .milliseconds(1000))
        Self.press([], on: &picker)
        #expect(picker.stack.text == "2026-06-10")
        #expect(Self.isRestingOnSelection(picker))
    }

    @Test("a click on a neighbouring value centers it; a click on the value under the mark chooses")
    func clicks() throws {
        var picker = try Self.date("2026-05-10")
        let pitch = picker.stack.cellWidth + picker.view.spacing
        let center = StripGeometry.centerColumn(columns: Self.screen.columns)
        let dayRow = 3
        _ = picker.update(.input(.press(column: center + pitch, row: dayRow)), at: .milliseconds(100))
        _ = picker.update(.input(.release(column: center + pitch, row: dayRow)), at: .milliseconds(150))
        Self.press([], on: &picker)
        #expect(picker.stack.text == "2026-05-11")
        #expect(picker.stack.active == 2)
        _ = picker.update(.input(.press(column: center, row: dayRow)), at: picker.time + .milliseconds(100))
        let effects = picker.update(.input(.release(column: center, row: dayRow)), at: picker.time + .milliseconds(50))
        #expect(effects == [.ended(.chosen(10))])
    }

    @Test("--no-mouse: presses do nothing; the scroll wheel over a row steps that wheel")
    func mouseSettings() throws {
        var picker = try Self.date("2026-05-10")
        _ = picker.update(.input(.wheel(.down, column: 10, row: 1)), at: .milliseconds(100))
        Self.press([], on: &picker)
        #expect(picker.stack.text == "2027-05-10")
        picker.options.mouse = false
        _ = picker.update(.input(.press(column: 10, row: 3)), at: picker.time + .milliseconds(100))
        #expect(picker.stack.active == 0)
    }
}

@Suite("Wheel picker on screen: the stacked wheels after keys, at 80 and 40 columns")
struct WheelPickerScreenTests {
    static func keyed(_ keys: [Key], columns: Int) throws -> Frame {
        let stack = try WheelSpec.date(start: "2026-01-28", min: nil, max: nil, today: WheelPickerTests.today)
        var picker = WheelPicker(stack: stack, picture: ScreenSize(columns: columns, rows: 6))
        WheelPickerTests.press(keys, on: &picker)
        return picker.frame()
    }

    @Test("Down, Right at 80 columns: the month wheel active on February, the day kept")
    func date80() throws {
        let frame = try Self.keyed([.down, .right], columns: 80)
        #expect(frame.textLines == WheelViewTests.date80Text)
        #expect(frame.styleLines(legend: Look.legend()) == WheelViewTests.date80Styles)
    }

    @Test("Down, Right, Down at 40 columns: the day wheel active")
    func date40() throws {
        let frame = try Self.keyed([.down, .right, .down], columns: 40)
        #expect(frame.textLines == [
            ">                                  28/28",
            "  year    2025  ▕ 2026 ▏  2027    2028",
            "  month    01   ▕  02  ▏   03      04",
            "› day      27   ▕  28  ▏",
            "               2026-02-28 Saturday",
            "↑/↓ wheel · ←/→ value · 0-9 type · ent…",
        ])
        #expect(frame.styleLines(legend: Look.legend()) == [
            "PP                                 IIIII",
            "IIIIII    ....  M LLLL M  ....    2222",
            "IIIIIII    ..   M  LL  M   ..      22",
            "PPPPP      ..   MCCCCCCM",
            "               LLLLLLLLLLIIIIIIIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
    }
}
