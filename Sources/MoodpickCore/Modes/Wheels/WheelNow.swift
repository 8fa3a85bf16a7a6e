/// Today and now as the wheels start on them: the shell's reading of the local clock
/// (`MoodpickTerminal.LocalTime`), or 1970-01-01 00:00 when there is none or it is out of range.
package struct WheelNow: Sendable {
    package let date: CalendarDate
    package let time: TimeOfDay

    package init(_ clock: (year: Int, month: Int, day: Int, hour: Int, minute: Int)?) {
        guard let clock, let date = CalendarDate(year: clock.year, month: clock.month, day: clock.day),
              let time = TimeOfDay(hour: clock.hour, minute: clock.minute)
        else {
            self.date = CalendarDate(dayNumber: 0)
            self.time = TimeOfDay(minuteOfDay: 0)
            return
        }
        self.date = date
        self.time = time
    }
}
