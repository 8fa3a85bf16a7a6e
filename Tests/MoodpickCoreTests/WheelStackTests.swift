import Testing
@testable import MoodpickCore

@Suite("Wheel stack: active wheel, joined selection, bounds, output")
struct WheelStackTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 27)!

    static func date(_ start: String, min: String? = nil, max: String? = nil) throws -> WheelStack {
        try WheelSpec.date(start: start, min: min, max: max, today: today)
    }

    static func time(_ start: String, step: Int = 1, min: String? = nil, max: String? = nil) throws -> WheelStack {
        try WheelSpec.time(step: step, start: start, min: min, max: max, now: TimeOfDay(hour: 12, minute: 0)!)
    }

    @Test("the day follows the month and leap years: January 31 + one month = February 28 or 29", arguments: [
        ("2026-01-31", 1, "2026-02-28", 28), ("2024-01-31", 1, "2024-02-29", 29), ("2026-03-31", 3, "2026-04-30", 30),
        ("2026-01-15", 1, "2026-02-15", 28), ("2026-02-28", 2, "2026-03-28", 31),
    ])
    func dayFollowsMonth(start: String, monthIndex: Int, expected: String, days: Int) throws {
        var stack = try Self.date(start)
        let before = stack.wheels[2].values.count
        let change = stack.select(monthIndex, onWheel: 1)
        #expect(stack.text == expected)
        #expect(stack.wheels[2].values.count == days)
        #expect(change.resized == (before == days ? [] : [2]))
        #expect(change.moved == (start.hasSuffix("-31") ? [2] : []))
    }

    @Test("the day follows the year: 2024-02-29 + one year = 2025-02-28; the day keeps no memory of 29")
    func dayFollowsYear() throws {
        var stack = try Self.date("2024-02-29")
        let change = stack.select(stack.selection[0] + 1, onWheel: 0)
        #expect(stack.text == "2025-02-28")
        #expect(change == WheelStack.Change(moved: [2], resized: [2]))
        stack.select(stack.selection[0] - 1, onWheel: 0)
        #expect(stack.text == "2024-02-28")
    }

    @Test("bounds clamp the combination: the wheels that moved are named, to glide back")
    func dateBounds() throws {
        var stack = try Self.date("2026-03-20", min: "2026-03-15", max: "2027-02-10")
        #expect(stack.wheels[0].values.count == 2)  // years 2026 and 2027
        #expect(stack.select(1, onWheel: 1) == WheelStack.Change(moved: [1, 2], resized: []))  // February 2026 < min
        #expect(stack.text == "2026-03-15")
        #expect(stack.select(1, onWheel: 0) == WheelStack.Change(moved: [1, 2], resized: [2]))  // 2027-03-15 > max
        #expect(stack.text == "2027-02-10")
        #expect(stack.wheels[2].values.count == 28)
        #expect(stack.select(30, onWheel: 2) == WheelStack.Change(moved: [2], resized: []))  // a day past max
        #expect(stack.text == "2027-02-10")
        #expect(stack.select(0, onWheel: 2) == WheelStack.Change())
        #expect(stack.text == "2027-02-01")
    }

    @Test("time: hours from the lower bound's to the upper's, minutes on the step, the combination clamped")
    func timeBounds() throws {
        var stack = try Self.time("10:00", step: 15, min: "09:20", max: "17:10")
        #expect(stack.wheels.map(\.name) == ["hour", "minute"])
        #expect(stack.wheels[0].values.count == 9)  // 09 … 17
        #expect(stack.wheels[1].values.count == 4)  // 00 15 30 45
        #expect(stack.select(0, onWheel: 0) == WheelStack.Change(moved: [1], resized: []))  // 09:00 < 09:30
        #expect(stack.text == "09:30")
        stack.select(8, onWheel: 0)
        #expect(stack.text == "17:00")  // 17:30 > the last step 17:00
        #expect(stack.select(0, onWheel: 1) == WheelStack.Change())
        #expect(stack.output(.json) == "{\"value\":\"17:00\",\"hour\":17,\"minute\":0}")
    }

    @Test("Up/Down stop at the first and last wheel, Tab goes round", arguments: [
        (0, -1, false, 0), (0, 1, false, 1), (2, 1, false, 2), (2, 1, true, 0), (0, -1, true, 2), (1, 5, true, 0),
    ])
    func activeWheel(from: Int, delta: Int, wrapping: Bool, to: Int) throws {
        var stack = try Self.date("2026-02-28")
        stack.activate(from)
        stack.moveActive(by: delta, wrapping: wrapping)
        #expect(stack.active == to)
    }

    @Test("typed digits on the active wheel: the nearest value, complete at the wheel's digits")
    func typing() throws {
        var stack = try Self.date("2026-02-10")
        #expect(stack.typed("20")! == (19, false))  // year 20
        #expect(stack.typed("2024")! == (2023, true))
        stack.activate(1)
        #expect(stack.typed("1")! == (0, false))
        #expect(stack.typed("12")! == (11, true))
        stack.activate(2)
        #expect(stack.typed("31")! == (27, true))  // February 2026 ends on the 28th
        #expect(stack.typed("-") == nil)
        let range = try WheelSpec.range("0..100:5", start: nil, unit: nil)
        #expect(range.typed("45")! == (9, false))
    }

    @Test("one cell width for the whole stack: the widest value plus padding")
    func cellWidth() throws {
        #expect(try Self.date("2026-02-28").cellWidth == 6)
        #expect(try Self.time("09:30").cellWidth == 4)
        #expect(try WheelSpec.range("-5..100", start: nil, unit: nil).cellWidth == 5)
    }

    @Test("output in every format", arguments: [
        (OutputFormat.line, "2026-02-28", "09:30", "0.75"), (.symbol, "2026-02-28", "09:30", "0.75"),
        (.label, "2026-02-28 Saturday", "09:30", "0.75 ms"), (.index, "2026-02-28", "09:30", "3"),
        (.json, "{\"value\":\"2026-02-28\",\"year\":2026,\"month\":2,\"day\":28,\"weekday\":\"Saturday\"}",
         "{\"value\":\"09:30\",\"hour\":9,\"minute\":30}", "{\"index\":3,\"value\":\"0.75\",\"unit\":\"ms\"}"),
    ])
    func output(format: OutputFormat, date: String, time: String, range: String) throws {
        #expect(try Self.date("2026-02-28").output(format) == date)
        #expect(try Self.time("09:30").output(format) == time)
        #expect(try WheelSpec.range("0..1:0.25", start: "0.75", unit: "ms").output(format) == range)
        #expect(try Self.time("09:30").outputBytes(format, print0: true).last == 0)
    }

    @Test("every select leaves a valid date within the bounds, and Change names exactly what moved and what resized")
    func dateInvariant() throws {
        let low = CalendarDate(year: 2023, month: 11, day: 20)!, high = CalendarDate(year: 2025, month: 2, day: 10)!
        var stack = try Self.date("2024-01-31", min: low.text, max: high.text)
        var steps = 0
        for wheel in [1, 0, 2, 1, 0, 2] {
            for index in -1...32 {
                let before = stack.selection, counts = stack.wheels.map(\.values.count)
                let change = stack.select(index, onWheel: wheel)
                let date = try CalendarDate.parse(stack.text, option: "--start")
                #expect(date >= low && date <= high)
                #expect(stack.selection == [date.year - 2023, date.month - 1, date.day - 1])
                #expect(stack.wheels[2].values.count == CalendarDate.days(inMonth: date.month, of: date.year))
                let requested = min(max(index, 0), counts[wheel] - 1)
                let moved = (0..<3).filter { $0 == wheel ? stack.selection[$0] != requested : stack.selection[$0] != before[$0] }
                #expect(change.moved == moved)
                #expect(change.resized == (0..<3).filter { stack.wheels[$0].values.count != counts[$0] })
                steps += 1
            }
        }
        #expect(steps == 6 * 34)
    }
}
