import Testing
@testable import MoodpickCore

@Suite("Wheel calendar: leap years, month lengths, weekdays")
struct WheelCalendarTests {
    @Test("leap years: every 4th, not every 100th, every 400th", arguments: [
        (2024, true), (2026, false), (1900, false), (2000, true), (2100, false), (2400, true), (4, true), (1, false),
    ])
    func leapYears(year: Int, leap: Bool) {
        #expect(CalendarDate.isLeapYear(year) == leap)
        #expect(CalendarDate.days(inMonth: 2, of: year) == (leap ? 29 : 28))
    }

    @Test("month lengths")
    func monthLengths() {
        #expect((1...12).map { CalendarDate.days(inMonth: $0, of: 2026) } == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    }

    @Test("known weekdays and day numbers (proleptic Gregorian)", arguments: [
        ("1970-01-01", "Thursday", 0), ("1969-12-31", "Wednesday", -1), ("2000-01-01", "Saturday", 10957),
        ("2000-02-29", "Tuesday", 11016), ("2024-02-29", "Thursday", 19782), ("2026-11-27", "Friday", 20784),
        ("1900-03-01", "Thursday", -25508), ("1582-10-15", "Friday", -141_427), ("2100-02-28", "Sunday", 47540),
        ("0001-01-01", "Monday", -719_162), ("9999-12-31", "Friday", 2_932_896),
    ])
    func weekdays(text: String, weekday: String, dayNumber: Int) throws {
        let date = try CalendarDate.parse(text, option: "--start")
        #expect(date.weekdayName == weekday)
        #expect(date.dayNumber == dayNumber)
        #expect(CalendarDate(dayNumber: dayNumber) == date)
        #expect(date.text == text)
    }

    @Test("day numbers and dates agree day by day across leap centuries and both ends")
    func dayNumbersRoundTrip() {
        for years in [1...3, 1599...2401, 9997...9999] {
            var expected = CalendarDate(year: years.lowerBound, month: 1, day: 1)!.dayNumber
            for year in years {
                for month in 1...12 {
                    for day in 1...CalendarDate.days(inMonth: month, of: year) {
                        let date = CalendarDate(year: year, month: month, day: day)!
                        #expect(date.dayNumber == expected)
                        #expect(CalendarDate(dayNumber: expected) == date)
                        expected += 1
                    }
                }
            }
        }
    }

    @Test("dates beyond the calendar clamp to its ends; impossible days are nil")
    func ends() {
        #expect(CalendarDate(dayNumber: -10_000_000) == .earliest)
        #expect(CalendarDate(dayNumber: 10_000_000) == .latest)
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 10000, month: 1, day: 1) == nil)
        #expect(TimeOfDay(hour: 24, minute: 0) == nil)
        #expect(TimeOfDay(minuteOfDay: 1440).text == "23:59")
    }
}
