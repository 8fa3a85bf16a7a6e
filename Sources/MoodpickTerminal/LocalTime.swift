import Glibc
import MoodpickCore

/// Today and now in the local time zone, from the system clock: what the wheels start on when
/// no `--start` is given (docs/CONTRACT.md §18). The core is handed them, never reads a clock.
package enum LocalTime {
    /// The date and the time of day now; 0001-01-01 00:00 when the clock cannot be read.
    package static func now() -> (date: CalendarDate, time: TimeOfDay) {
        var seconds = time(nil)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil,
              let date = CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday)),
              let time = TimeOfDay(hour: Int(local.tm_hour), minute: Int(local.tm_min))
        else { return (CalendarDate(dayNumber: 0), TimeOfDay(minuteOfDay: 0)) }
        return (date, time)
    }
}
