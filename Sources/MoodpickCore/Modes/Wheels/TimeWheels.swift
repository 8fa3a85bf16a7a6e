/// `--time`: an hour wheel and a minute wheel (every `step` minutes), 24-hour, within bounds.
///
/// The hour wheel offers the hours from the lower bound's to the upper bound's; the minute
/// wheel always offers 00 to 59 by the step. A combination outside the bounds (09:00 when
/// `--min 09:30`) is not kept: the time clamps to the bound, and the wheels that moved glide
/// back to it, as iOS's date picker springs back to its minimum.
package struct TimeWheels: Sendable, Hashable {
    /// Minutes between two values of the minute wheel: a divisor of 60.
    package let step: Int
    /// The first and last selectable times, in minutes since midnight, both on the step.
    package let bounds: ClosedRange<Int>

    /// The minute steps `--time-step` accepts: the divisors of 60, so every hour looks alike.
    package static let steps = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60]

    package init(step: Int, bounds: ClosedRange<Int>) {
        self.step = step
        self.bounds = bounds
    }

    var hours: NumberRange { NumberRange(bounds.lowerBound / 60, through: bounds.upperBound / 60, integerDigits: 2) }
    var minutes: NumberRange { NumberRange(0, through: 59, step: step, integerDigits: 2) }

    func wheels() -> [Wheel] {
        [Wheel(name: "hour", values: hours), Wheel(name: "minute", values: minutes)]
    }

    /// The time a selection shows, clamped to the bounds.
    func time(of selection: [Int]) -> TimeOfDay {
        let minute = hours.units(at: selection[0]) * 60 + minutes.units(at: selection[1])
        return TimeOfDay(minuteOfDay: min(max(minute, bounds.lowerBound), bounds.upperBound))
    }

    /// The selection that shows `time` (on the step, within the bounds).
    func selection(of time: TimeOfDay) -> [Int] {
        [time.hour - bounds.lowerBound / 60, time.minute / step]
    }

    func normalized(_ selection: [Int]) -> [Int] { self.selection(of: time(of: selection)) }

    func json(of selection: [Int]) -> String {
        let time = time(of: selection)
        return "{\"value\":\"\(time.text)\",\"hour\":\(time.hour),\"minute\":\(time.minute)}"
    }
}
