/// A day of the proleptic Gregorian calendar, years 1 to 9999: the value of `--date`.
///
/// Leap years, month lengths and weekdays are arithmetic (no clock, no time zone, no
/// Foundation): "today" is handed in by the shell, never read here.
package struct CalendarDate: Sendable, Hashable, Comparable {
    package let year: Int
    /// 1...12.
    package let month: Int
    /// 1...days in the month.
    package let day: Int

    /// The years a date may have: four digits, as `YYYY-MM-DD` writes them.
    package static let years = 1...9999
    /// The first and last date there is.
    package static let earliest = CalendarDate(uncheckedYear: 1, month: 1, day: 1)
    package static let latest = CalendarDate(uncheckedYear: 9999, month: 12, day: 31)

    /// The date, or nil when there is no such day (2026-02-30, month 13, year 0).
    package init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else {
            return nil
        }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `year` has a February 29: every 4th year, except every 100th, except every 400th.
    package static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`: 28 to 31.
    package static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before it): a number that orders dates and counts days.
    package var dayNumber: Int {
        // Days from civil: years counted from March, so the leap day ends a year.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, clamped to ``earliest``...``latest``.
    package init(dayNumber: Int) {
        let number = min(max(dayNumber, Self.earliest.dayNumber), Self.latest.dayNumber) + 719_468
        let era = (number >= 0 ? number : number - 146_096) / 146_097
        let dayOfEra = number - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        self.init(uncheckedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * shifted + 2) / 5 + 1)
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    package var weekday: Int {
        ((dayNumber % 7) + 7 + 4) % 7
    }

    /// The weekday's English name, shown beside the date.
    package var weekdayName: String {
        Self.weekdayNames[weekday]
    }

    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// `YYYY-MM-DD`, as read and printed.
    package var text: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func padded(_ number: Int, _ digits: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }

    /// `text` read as `YYYY-MM-DD` (exactly 4, 2 and 2 digits), or a usage error naming `option`
    /// and saying what is wrong: the form, the year, the month, or the month's number of days.
    package static func parse(_ text: String, option: String) throws(WheelUsageError) -> CalendarDate {
        let shown = "\(option) '\(text)'"
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.utf8.allSatisfy(isDigit) }) else {
            throw WheelUsageError("\(shown): expected a date as YYYY-MM-DD, e.g. 2026-02-28")
        }
        let year = Int(parts[0]) ?? 0, month = Int(parts[1]) ?? 0, day = Int(parts[2]) ?? 0
        guard years.contains(year) else { throw WheelUsageError("\(shown): the year must be 0001 to 9999") }
        guard (1...12).contains(month) else { throw WheelUsageError("\(shown): there is no month \(parts[1]) (01 to 12)") }
        let length = days(inMonth: month, of: year)
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            throw WheelUsageError("\(shown): \(monthNames[month - 1]) \(parts[0]) has \(length) days (01 to \(length))")
        }
        return date
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
