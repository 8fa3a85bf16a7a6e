import Testing
@testable import MoodpickCore

@Suite("Wheel options: parsing and usage errors")
struct WheelSpecTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 27)!
    static let now = TimeOfDay(hour: 14, minute: 7)!

    static func message(_ body: () throws(WheelUsageError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    @Test("--range usage errors name the value and say what is accepted", arguments: [
        ("5", "--range '5': expected LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("", "--range '': expected LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("..5", "--range '..5': both ends and the step must be given, as LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("1..", "--range '1..': both ends and the step must be given, as LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("1..5:", "--range '1..5:': both ends and the step must be given, as LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("a..5", "--range 'a..5': 'a' is not a number (digits, an optional - and decimal point, e.g. -2.5)"),
        ("1...5", "--range '1...5': expected LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25"),
        ("1..5:x", "--range '1..5:x': 'x' is not a number (digits, an optional - and decimal point, e.g. -2.5)"),
        ("10..1", "--range '10..1' is reversed: LO must not be after HI (1..10)"),
        ("-1..-3:0.5", "--range '-1..-3:0.5' is reversed: LO must not be after HI (-3..-1)"),
        ("0..10:0", "--range '0..10:0': the step must be more than 0"),
        ("0..10:0.00", "--range '0..10:0.00': the step must be more than 0"),
        ("0..10:-1", "--range '0..10:-1': the step must be more than 0"),
        ("0..1234567890123456789", "--range '0..1234567890123456789': '1234567890123456789' has too many digits (at most 18, 9 after the point)"),
        ("0..1:0.0000000001", "--range '0..1:0.0000000001': '0.0000000001' has too many digits (at most 18, 9 after the point)"),
        ("0..999999999999999999:0.5", "--range '0..999999999999999999:0.5': too large with 1 decimal; at most 18 digits in all"),
        ("0..1000000000000", "--range '0..1000000000000' holds 1000000000001 values; at most 1000000000000"),
    ])
    func rangeErrors(spec: String, expected: String) {
        #expect(Self.message { () throws(WheelUsageError) in _ = try WheelSpec.range(spec, start: nil, unit: nil) } == expected)
    }

    @Test("--start with --range must be one of the values", arguments: [
        ("0..100:5", "200", "--start '200' is outside --range 0..100:5: its values run from 0 to 100"),
        ("0..100:5", "-1", "--start '-1' is outside --range 0..100:5: its values run from 0 to 100"),
        ("0..10:3", "10", "--start '10' is outside --range 0..10:3: its values run from 0 to 9"),
        ("0..100:5", "7", "--start '7' is not one of the values of --range 0..100:5: the nearest are 5 and 10"),
        ("0..1:0.25", "0.3", "--start '0.3' is not one of the values of --range 0..1:0.25: the nearest are 0.25 and 0.50"),
        ("0..100", "ten", "--start 'ten' is not a number (--range 0..100)"),
        ("0..100", "99999999999999999999", "--start '99999999999999999999' is outside --range 0..100"),
    ])
    func rangeStartErrors(spec: String, start: String, expected: String) {
        #expect(Self.message { () throws(WheelUsageError) in _ = try WheelSpec.range(spec, start: start, unit: nil) } == expected)
    }

    @Test("--range starts at LO, or at --start in any spelling of the value")
    func rangeStarts() throws {
        #expect(try WheelSpec.range("-5..5", start: nil, unit: nil).selection == [0])
        #expect(try WheelSpec.range("0..1:0.25", start: "0.5", unit: nil).selection == [2])
        #expect(try WheelSpec.range("0..1:0.25", start: ".500", unit: nil).text == "0.50")
        #expect(try WheelSpec.range("0..100:5", start: "100", unit: "ms").output(.label) == "100 ms")
    }

    @Test("--time usage errors", arguments: [
        (7, nil, nil, nil, "--time-step 7: the step must divide the hour: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60 minutes"),
        (0, nil, nil, nil, "--time-step 0: the step must divide the hour: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60 minutes"),
        (nil, "9:5", nil, nil, "--start '9:5': expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05"),
        (nil, "09:05:00", nil, nil, "--start '09:05:00': expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05"),
        (nil, "9am", nil, nil, "--start '9am': expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05"),
        (nil, "24:00", nil, nil, "--start '24:00': the hour must be 00 to 23"),
        (nil, "12:60", nil, nil, "--start '12:60': the minutes must be 00 to 59"),
        (nil, nil, "25:00", nil, "--min '25:00': the hour must be 00 to 23"),
        (nil, nil, nil, "1200", "--max '1200': expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05"),
        (nil, nil, "17:00", "09:00", "--min 17:00 is after --max 09:00"),
        (nil, "08:59", "09:00", nil, "--start 08:59 is before --min 09:00"),
        (nil, "17:01", nil, "17:00", "--start 17:01 is after --max 17:00"),
        (15, "09:20", nil, nil, "--start 09:20 is not on the 15-minute step (--time-step 15): the minutes must be a multiple of 15"),
        (30, nil, "09:01", "09:29", "no time on the 30-minute step lies between --min 09:01 and --max 09:29"),
        (60, nil, "23:01", nil, "no time on the 60-minute step lies between --min 23:01 and --max 23:59"),
    ] as [(Int?, String?, String?, String?, String)])
    func timeErrors(step: Int?, start: String?, min: String?, max: String?, expected: String) {
        #expect(Self.message { () throws(WheelUsageError) in
            _ = try WheelSpec.time(step: step, start: start, min: min, max: max, now: Self.now)
        } == expected)
    }

    @Test("--time starts at --start, else at now rounded to the nearest step (a tie to the earlier), within the bounds", arguments: [
        (1, nil, nil, nil, "14:07"), (15, nil, nil, nil, "14:00"), (10, nil, nil, nil, "14:10"), (15, "09:30", nil, nil, "09:30"),
        (15, nil, "15:00", nil, "15:00"), (15, nil, nil, "12:10", "12:00"), (60, nil, nil, nil, "14:00"), (1, "00:00", nil, nil, "00:00"),
    ] as [(Int, String?, String?, String?, String)])
    func timeStarts(step: Int, start: String?, min: String?, max: String?, expected: String) throws {
        #expect(try WheelSpec.time(step: step, start: start, min: min, max: max, now: Self.now).text == expected)
    }

    @Test("ties and the last step of the day: 14:05 with 10-minute steps → 14:00, 23:53 with 15 → 23:45")
    func timeRounding() throws {
        #expect(try WheelSpec.time(step: 10, start: nil, min: nil, max: nil, now: TimeOfDay(hour: 14, minute: 5)!).text == "14:00")
        #expect(try WheelSpec.time(step: 10, start: nil, min: nil, max: nil, now: TimeOfDay(hour: 14, minute: 6)!).text == "14:10")
        #expect(try WheelSpec.time(step: 15, start: nil, min: nil, max: nil, now: TimeOfDay(hour: 23, minute: 53)!).text == "23:45")
    }

    @Test("--date usage errors", arguments: [
        ("2026-02-30", nil, nil, "--start '2026-02-30': February 2026 has 28 days (01 to 28)"),
        ("2024-02-30", nil, nil, "--start '2024-02-30': February 2024 has 29 days (01 to 29)"),
        ("2026-04-31", nil, nil, "--start '2026-04-31': April 2026 has 30 days (01 to 30)"),
        ("2026-01-00", nil, nil, "--start '2026-01-00': January 2026 has 31 days (01 to 31)"),
        ("2026-13-01", nil, nil, "--start '2026-13-01': there is no month 13 (01 to 12)"),
        ("2026-00-10", nil, nil, "--start '2026-00-10': there is no month 00 (01 to 12)"),
        ("0000-01-01", nil, nil, "--start '0000-01-01': the year must be 0001 to 9999"),
        ("2026-2-3", nil, nil, "--start '2026-2-3': expected a date as YYYY-MM-DD, e.g. 2026-02-28"),
        ("26-02-03", nil, nil, "--start '26-02-03': expected a date as YYYY-MM-DD, e.g. 2026-02-28"),
        ("2026/02/03", nil, nil, "--start '2026/02/03': expected a date as YYYY-MM-DD, e.g. 2026-02-28"),
        ("today", nil, nil, "--start 'today': expected a date as YYYY-MM-DD, e.g. 2026-02-28"),
        (nil, "2026-02-29", nil, "--min '2026-02-29': February 2026 has 28 days (01 to 28)"),
        (nil, nil, "2026-1-1", "--max '2026-1-1': expected a date as YYYY-MM-DD, e.g. 2026-02-28"),
        (nil, "2026-12-31", "2026-01-01", "--min 2026-12-31 is after --max 2026-01-01"),
        ("2025-12-31", "2026-01-01", nil, "--start 2025-12-31 is before --min 2026-01-01"),
        ("2027-01-01", nil, "2026-12-31", "--start 2027-01-01 is after --max 2026-12-31"),
    ] as [(String?, String?, String?, String)])
    func dateErrors(start: String?, min: String?, max: String?, expected: String) {
        #expect(Self.message { () throws(WheelUsageError) in
            _ = try WheelSpec.date(start: start, min: min, max: max, today: Self.today)
        } == expected)
    }

    @Test("--date starts at --start, else today clamped to the bounds", arguments: [
        (nil, nil, nil, "2026-11-27"), ("2024-02-29", nil, nil, "2024-02-29"), (nil, "2027-01-01", nil, "2027-01-01"),
        (nil, nil, "2026-06-30", "2026-06-30"), (nil, "2026-01-01", "2026-12-31", "2026-11-27"), ("0001-01-01", nil, nil, "0001-01-01"),
    ] as [(String?, String?, String?, String)])
    func dateStarts(start: String?, min: String?, max: String?, expected: String) throws {
        #expect(try WheelSpec.date(start: start, min: min, max: max, today: Self.today).text == expected)
    }

    @Test("--output index is a range's only")
    func outputIndex() throws {
        #expect(Self.message { () throws(WheelUsageError) in
            try WheelSpec.date(start: nil, min: nil, max: nil, today: Self.today).check(output: .index)
        } == "--output index applies to --range only; --time and --date print their value (line, symbol, label or json)")
        #expect(Self.message { () throws(WheelUsageError) in
            try WheelSpec.time(step: nil, start: nil, min: nil, max: nil, now: Self.now).check(output: .index)
        } != nil)
        for format in OutputFormat.allCases {
            #expect(Self.message { () throws(WheelUsageError) in
                try WheelSpec.range("1..3", start: nil, unit: nil).check(output: format)
            } == nil)
        }
    }
}
