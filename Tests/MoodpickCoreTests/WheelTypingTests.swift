import Testing
@testable import MoodpickCore

@Suite("Wheel typing: digits to values, wheel after wheel")
struct WheelTypingTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 27)!

    /// Types `keys` 100 ms apart, carrying out each step on the stack as the picker would.
    static func typed(_ keys: String, on start: WheelStack) -> (stack: WheelStack, steps: [WheelTyping.Step?]) {
        var stack = start, typing = WheelTyping(), steps: [WheelTyping.Step?] = []
        for (n, key) in keys.enumerated() {
            let step = typing.type(key, at: .milliseconds(100 * n), in: stack)
            steps.append(step)
            if let step {
                if let index = step.index { stack.select(index, onWheel: step.wheel) }
                if step.advance { stack.moveActive(by: 1, wrapping: false) }
            }
        }
        return (stack, steps)
    }

    @Test("a whole date typed, with or without separators", arguments: ["20240229", "2024-02-29", "2024/2/29"])
    func date(keys: String) throws {
        let stack = try WheelSpec.date(start: nil, min: nil, max: nil, today: Self.today)
        let result = Self.typed(keys, on: stack)
        #expect(result.stack.text == "2024-02-29")
        #expect(result.stack.active == 2)
    }

    @Test("a time typed: 0930 and 9:30 both set 09:30; minutes between steps go to the nearest")
    func time() throws {
        let stack = try WheelSpec.time(step: 15, start: "12:00", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        #expect(Self.typed("0930", on: stack).stack.text == "09:30")
        #expect(Self.typed("9:30", on: stack).stack.text == "09:30")
        #expect(Self.typed("0938", on: stack).stack.text == "09:45")
        #expect(Self.typed("0937", on: stack).stack.text == "09:30")  // 37 is nearer 30 than 45
    }

    @Test("each step of 0930: hour 0, hour 09 and on, minute 3 → 00, minute 30")
    func steps() throws {
        let stack = try WheelSpec.time(step: 15, start: "12:00", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        #expect(Self.typed("0930", on: stack).steps == [
            WheelTyping.Step(wheel: 0, index: 0, advance: false), WheelTyping.Step(wheel: 0, index: 9, advance: true),
            WheelTyping.Step(wheel: 1, index: 0, advance: false), WheelTyping.Step(wheel: 1, index: 2, advance: false),
        ])
    }

    @Test("a range takes a sign and a point; other keys are not taken")
    func range() throws {
        let stack = try WheelSpec.range("-10..10:0.5", start: nil, unit: nil)
        let result = Self.typed("-2.5", on: stack)
        #expect(result.stack.text == "-2.5")
        #expect(result.steps[0] == WheelTyping.Step(wheel: 0, index: nil, advance: false))
        #expect(Self.typed("x", on: stack).steps == [nil])
        #expect(Self.typed("1-", on: stack).steps.last! == nil)  // a minus only first
        #expect(Self.typed("1.5.", on: stack).steps.last! == nil)  // one point
    }

    @Test("typed digits are forgotten after a second; Backspace moves to what remains")
    func expiryAndErase() throws {
        let stack = try WheelSpec.range("0..100", start: nil, unit: nil)
        var typing = WheelTyping()
        _ = typing.type("4", at: .zero, in: stack)
        #expect(typing.type("2", at: .milliseconds(999), in: stack)?.index == 42)
        #expect(typing.erase(at: .milliseconds(1100), in: stack)?.index == 4)
        #expect(typing.type("7", at: .milliseconds(2100), in: stack)?.index == 7)  // 1 s after the erase: a new number
        typing.clear()
        #expect(typing.erase(at: .milliseconds(2200), in: stack) == nil)
    }
}
