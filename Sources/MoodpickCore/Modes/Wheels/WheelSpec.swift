/// The wheel options read into a ``WheelStack``, or refused with a usage error that names the
/// option and the value at fault (docs/WHEELS.md has the table of messages).
///
/// Pure: "today" and "now" are handed in by the shell, never read from a clock here.
package enum WheelSpec {
    /// `--range SPEC [--start VALUE] [--unit UNIT]`: one wheel; it starts at the value
    /// `start` (which must be one of the values) or at LO.
    package static func range(_ spec: String, start: String?, unit: String?) throws(WheelUsageError) -> WheelStack {
        let values = try RangeSpec.parse(spec)
        let index = try RangeSpec.startIndex(start, in: values, spec: spec)
        return WheelStack(kind: .range(RangeWheel(spec: spec, values: values, unit: unit)), selection: [index])
    }

    /// `--time [--time-step M] [--start HH:MM] [--min HH:MM] [--max HH:MM]`: hour and minute
    /// wheels. Without a start, `now` rounded to the nearest step (a tie to the earlier),
    /// clamped to the bounds. The bounds need not be on the step: the first and last times on
    /// it inside them are the ones offered.
    package static func time(step: Int?, start: String?, min: String?, max: String?, now: TimeOfDay) throws(WheelUsageError) -> WheelStack {
        let step = step ?? 1
        guard TimeWheels.steps.contains(step) else {
            throw WheelUsageError("--time-step \(step): the step must divide the hour: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60 minutes")
        }
        let low = try min.map { text throws(WheelUsageError) in try TimeOfDay.parse(text, option: "--min") }
        let high = try max.map { text throws(WheelUsageError) in try TimeOfDay.parse(text, option: "--max") }
        if let low, let high, high < low { throw WheelUsageError("--min \(low.text) is after --max \(high.text)") }
        // The bounds on the step: the lower rounded up, the upper down.
        let first = ((low?.minuteOfDay ?? 0) + step - 1) / step * step
        let last = (high?.minuteOfDay ?? 24 * 60 - 1) / step * step
        guard first <= last, first < 24 * 60 else {
            throw WheelUsageError("no time on the \(step)-minute step lies between --min \(low?.text ?? "00:00") and --max \(high?.text ?? "23:59")")
        }
        let wheels = TimeWheels(step: step, bounds: first...last)
        guard let start else {
            let nearest = (now.minuteOfDay + (step - 1) / 2) / step * step
            return stack(wheels, TimeOfDay(minuteOfDay: Swift.min(Swift.max(nearest, first), last)))
        }
        let time = try TimeOfDay.parse(start, option: "--start")
        if let low, time < low { throw WheelUsageError("--start \(time.text) is before --min \(low.text)") }
        if let high, high < time { throw WheelUsageError("--start \(time.text) is after --max \(high.text)") }
        guard time.minute % step == 0 else {
            throw WheelUsageError("--start \(time.text) is not on the \(step)-minute step (--time-step \(step)): the minutes must be a multiple of \(step)")
        }
        return stack(wheels, time)
    }

    /// `--date [--start YYYY-MM-DD] [--min YYYY-MM-DD] [--max YYYY-MM-DD]`: year, month and day
    /// wheels. Without a start, `today`, clamped to the bounds; without bounds, every date from
    /// 0001-01-01 to 9999-12-31.
    package static func date(start: String?, min: String?, max: String?, today: CalendarDate) throws(WheelUsageError) -> WheelStack {
        let low = try min.map { text throws(WheelUsageError) in try CalendarDate.parse(text, option: "--min") }
        let high = try max.map { text throws(WheelUsageError) in try CalendarDate.parse(text, option: "--max") }
        if let low, let high, high < low { throw WheelUsageError("--min \(low.text) is after --max \(high.text)") }
        let wheels = DateWheels(bounds: (low ?? .earliest)...(high ?? .latest))
        var date = Swift.min(Swift.max(today, wheels.bounds.lowerBound), wheels.bounds.upperBound)
        if let start {
            date = try CalendarDate.parse(start, option: "--start")
            if let low, date < low { throw WheelUsageError("--start \(date.text) is before --min \(low.text)") }
            if let high, high < date { throw WheelUsageError("--start \(date.text) is after --max \(high.text)") }
        }
        return WheelStack(kind: .date(wheels), selection: wheels.selection(of: date))
    }

    private static func stack(_ wheels: TimeWheels, _ time: TimeOfDay) -> WheelStack {
        WheelStack(kind: .time(wheels), selection: wheels.selection(of: time))
    }
}
