/// `--date`: a year, a month and a day wheel, within bounds (`--min`, `--max`).
///
/// The year wheel offers the years from the lower bound's to the upper bound's, the month wheel
/// 01 to 12, the day wheel the days of the selected month of the selected year (28 to 31):
/// when the month or the year changes, a day past the new month's end clamps to it (January 31
/// + one month = February 28, or 29 in a leap year) and the day wheel's count changes. A date
/// outside the bounds is not kept: it clamps to the bound, and the wheels that moved glide back.
package struct DateWheels: Sendable, Hashable {
    /// The first and last selectable dates.
    package let bounds: ClosedRange<CalendarDate>

    package init(bounds: ClosedRange<CalendarDate>) {
        self.bounds = bounds
    }

    var years: NumberRange { NumberRange(bounds.lowerBound.year, through: bounds.upperBound.year, integerDigits: 4) }
    static let months = NumberRange(1, through: 12, integerDigits: 2)

    /// The wheels as they stand for `selection`: the day wheel has the selected month's days.
    func wheels(for selection: [Int]) -> [Wheel] {
        let date = date(of: selection)
        return [
            Wheel(name: "year", values: years),
            Wheel(name: "month", values: Self.months),
            Wheel(name: "day", values: NumberRange(1, through: CalendarDate.days(inMonth: date.month, of: date.year), integerDigits: 2)),
        ]
    }

    /// The date a selection shows: the day clamped to its month's length, then the date clamped
    /// to the bounds.
    func date(of selection: [Int]) -> CalendarDate {
        let year = years.units(at: selection[0])
        let month = Self.months.units(at: selection[1])
        let day = min(max(selection[2] + 1, 1), CalendarDate.days(inMonth: month, of: year))
        let date = CalendarDate(year: year, month: month, day: day) ?? bounds.lowerBound
        return min(max(date, bounds.lowerBound), bounds.upperBound)
    }

    /// The selection that shows `date`.
    func selection(of date: CalendarDate) -> [Int] {
        [date.year - bounds.lowerBound.year, date.month - 1, date.day - 1]
    }

    func normalized(_ selection: [Int]) -> [Int] { self.selection(of: date(of: selection)) }

    func json(of selection: [Int]) -> String {
        let date = date(of: selection)
        return "{\"value\":\"\(date.text)\",\"year\":\(date.year),\"month\":\(date.month),\"day\":\(date.day),"
            + "\"weekday\":\"\(date.weekdayName)\"}"
    }
}
