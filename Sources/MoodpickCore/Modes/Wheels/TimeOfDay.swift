/// A time of day on the 24-hour clock, to the minute: the value of `--time`.
package struct TimeOfDay: Sendable, Hashable, Comparable {
    /// 0...23.
    package let hour: Int
    /// 0...59.
    package let minute: Int

    /// The time, or nil for an hour outside 0...23 or a minute outside 0...59.
    package init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Minutes since midnight, 0...1439.
    package var minuteOfDay: Int { hour * 60 + minute }

    /// The time `minuteOfDay` minutes after midnight, clamped to 00:00...23:59.
    package init(minuteOfDay: Int) {
        let clamped = min(max(minuteOfDay, 0), 24 * 60 - 1)
        hour = clamped / 60
        minute = clamped % 60
    }

    /// `HH:MM`, as read and printed.
    package var text: String { CalendarDate.padded(hour, 2) + ":" + CalendarDate.padded(minute, 2) }

    package static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minuteOfDay < b.minuteOfDay }

    /// `text` read as `HH:MM` (two digits each, 24-hour: 00:00 to 23:59), or a usage error
    /// naming `option` and saying what is accepted. `9:5`, `24:00` and `12:60` are refused.
    package static func parse(_ text: String, option: String) throws(WheelUsageError) -> TimeOfDay {
        let shown = "\(option) '\(text)'"
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.utf8.allSatisfy(CalendarDate.isDigit) }) else {
            throw WheelUsageError("\(shown): expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05")
        }
        let hour = Int(parts[0]) ?? 0, minute = Int(parts[1]) ?? 0
        guard hour < 24 else { throw WheelUsageError("\(shown): the hour must be 00 to 23") }
        guard let time = TimeOfDay(hour: hour, minute: minute) else { throw WheelUsageError("\(shown): the minutes must be 00 to 59") }
        return time
    }
}
