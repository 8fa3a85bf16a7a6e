import Testing
@testable import MoodpickCore

/// `--accessible` with wheels (docs/CONTRACT.md §17, §18): one plain question per wheel, each
/// answer checked, the whole value read out at the end.
@Suite("Accessible wheels")
struct AccessibleWheelsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 27)!
    static let now = TimeOfDay(hour: 0, minute: 0)!

    static func date(_ start: String, min: String? = nil, max: String? = nil) throws -> AccessibleWheels {
        AccessibleWheels(stack: try WheelSpec.date(start: start, min: min, max: max, today: today))
    }

    /// The text of each step for `lines` read one after the other, and the last outcome.
    static func answers(_ wheels: inout AccessibleWheels, _ lines: [String]) -> ([String], AccessibleMenu.Outcome?) {
        var texts: [String] = []
        var outcome: AccessibleMenu.Outcome?
        for line in lines {
            let step = wheels.read(line: line)
            texts.append(step.text)
            outcome = step.outcome
        }
        return (texts, outcome)
    }

    @Test("a date: what it picks, how to answer, then the year's question with today's value in brackets")
    func dateStart() throws {
        #expect(try Self.date("2026-02-28").start().text == """
            Pick a date in 3 parts: year, month, day, from 0001-01-01 to 9999-12-31. For each part type a number (or the whole date, \
            YYYY-MM-DD) and press Enter; Enter alone keeps the value in brackets; Esc or Ctrl-D cancels.
            year, 0001 to 9999 [2026]: 
            """)
    }

    @Test("year, month, day typed: the day's question follows the leap month, and the value is read out and chosen")
    func leapDay() throws {
        var wheels = try Self.date("2023-01-31")
        let (texts, outcome) = Self.answers(&wheels, ["2024", "2", "29"])
        #expect(texts == ["month, 01 to 12 [01]: ", "day, 01 to 29 [29]: ", "2024-02-29 Thursday\n"])
        #expect(outcome == .chosen(2023), "the top wheel's position, as Enter on the wheels names the active one's")
        #expect(wheels.stack.outputBytes(.line) == Array("2024-02-29\n".utf8))
    }

    @Test("Enter alone keeps each bracketed value; the day clamps to a shorter month as on the wheels")
    func keeps() throws {
        var wheels = try Self.date("2025-01-31")
        let (texts, outcome) = Self.answers(&wheels, ["", "02", ""])
        #expect(texts == ["month, 01 to 12 [01]: ", "day, 01 to 28 [28]: ", "2025-02-28 Friday\n"])
        #expect(outcome != nil)
        #expect(wheels.stack.text == "2025-02-28")
    }

    @Test("an answer that does not fit says why and asks the same question again, the value unchanged",
          arguments: [
              ("13", "There is no month 13: 01 to 12.\nmonth, 01 to 12 [02]: "),
              ("0", "There is no month 0: 01 to 12.\nmonth, 01 to 12 [02]: "),
              ("march", "march is not a number: type the month in digits.\nmonth, 01 to 12 [02]: "),
              ("2.5", "2.5 is not one of the values: the nearest are 02 and 03.\nmonth, 01 to 12 [02]: "),
              ("123456789012345678901234", "There is no month 123456789012345678901234: 01 to 12.\nmonth, 01 to 12 [02]: "),
              // A line holding only NUL (Ctrl-@, Ctrl-Space) is not Enter alone; nor is a control character among digits.
              ("\u{0}", "That is not a number: type the month in digits.\nmonth, 01 to 12 [02]: "),
              ("\u{0}\u{0}\u{7}", "That is not a number: type the month in digits.\nmonth, 01 to 12 [02]: "),
              (" \u{0} ", "That is not a number: type the month in digits.\nmonth, 01 to 12 [02]: "),
              ("1\u{0}", "That is not a number: type the month in digits.\nmonth, 01 to 12 [02]: "),
          ])
    func refused(line: String, text: String) throws {
        var wheels = try Self.date("2026-02-28")
        _ = wheels.read(line: "")
        let step = wheels.read(line: line)
        #expect(step == AccessibleMenu.Step(text: text, outcome: nil))
        #expect(wheels.asking == 1)
        #expect(wheels.stack.text == "2026-02-28")
    }

    @Test("a part that would put the date outside --min/--max is refused, naming the bound")
    func bounds() throws {
        var wheels = try Self.date("2026-03-20", min: "2026-03-15", max: "2026-06-30")
        #expect(wheels.start().text.hasPrefix("Pick a date in 3 parts: year, month, day, from 2026-03-15 to 2026-06-30."))
        let (texts, outcome) = Self.answers(&wheels, ["", "2", "7", "", "10", "16"])
        #expect(texts == [
            "month, 01 to 12 [03]: ",
            "With month 02 the date would be before the earliest, 2026-03-15.\nmonth, 01 to 12 [03]: ",
            "With month 07 the date would be after the latest, 2026-06-30.\nmonth, 01 to 12 [03]: ",
            "day, 01 to 31 [20]: ",
            "With day 10 the date would be before the earliest, 2026-03-15.\nday, 01 to 31 [20]: ",
            "2026-03-16 Monday\n",
        ])
        #expect(outcome != nil)
    }

    @Test("a time on a 15-minute step: the minute's question names the step; 20 is not on it")
    func time() throws {
        var wheels = AccessibleWheels(stack: try WheelSpec.time(step: 15, start: "09:30", min: nil, max: nil, now: Self.now))
        #expect(wheels.start().text.hasSuffix(
            "Pick a time in 2 parts: hour, minute, from 00:00 to 23:45. For each part type a number (or the whole time, HH:MM) and press Enter; "
                + "Enter alone keeps the value in brackets; Esc or Ctrl-D cancels.\nhour, 00 to 23 [09]: "))
        let (texts, outcome) = Self.answers(&wheels, ["11", "20", "45"])
        #expect(texts == [
            "minute, 00 to 45 by 15 [30]: ",
            "20 is not one of the values: the nearest are 15 and 30.\nminute, 00 to 45 by 15 [30]: ",
            "11:45\n",
        ])
        #expect(outcome != nil)
        #expect(wheels.stack.text == "11:45")
    }

    @Test("a range with a unit and decimals: one question; the position is what a choice names")
    func range() throws {
        var wheels = AccessibleWheels(stack: try WheelSpec.range("0..1:0.25", start: "0.5", unit: "ms"))
        #expect(wheels.start().text == """
            Pick a number. Type it and press Enter; Enter alone keeps the value in brackets; Esc or Ctrl-D cancels.
            value in ms, 0.00 to 1.00 by 0.25 [0.50]: 
            """)
        let (texts, outcome) = Self.answers(&wheels, ["1.5", ".75"])
        #expect(texts == ["There is no value 1.5: 0.00 to 1.00 by 0.25.\nvalue in ms, 0.00 to 1.00 by 0.25 [0.50]: ", "0.75 ms\n"])
        #expect(outcome == .chosen(3))
    }

    @Test("a whole date typed at any question sets every wheel and chooses; one that does not fit says why",
          arguments: [
              (["2024-02-29"], "2024-02-29 Thursday\n", true),
              (["", "1999-12-31"], "1999-12-31 Friday\n", true),
              (["2026-02-30"], "The date '2026-02-30': February 2026 has 28 days (01 to 28).\nyear, 1990 to 2030 [2026]: ", false),
              (["1989-12-31"], "1989-12-31 is before the earliest, 1990-01-01.\nyear, 1990 to 2030 [2026]: ", false),
              (["2031-01-01"], "2031-01-01 is after the latest, 2030-12-31.\nyear, 1990 to 2030 [2026]: ", false),
              (["2026-2-1"], "The date '2026-2-1': expected a date as YYYY-MM-DD, e.g. 2026-02-28.\nyear, 1990 to 2030 [2026]: ", false),
          ])
    func wholeDate(lines: [String], last: String, chooses: Bool) throws {
        var wheels = try Self.date("2026-02-28", min: "1990-01-01", max: "2030-12-31")
        let (texts, outcome) = Self.answers(&wheels, lines)
        #expect(texts.last == last)
        #expect((outcome != nil) == chooses)
    }

    @Test("a whole time off the step or outside the bounds is refused; on it, chosen")
    func wholeTime() throws {
        var wheels = AccessibleWheels(stack: try WheelSpec.time(step: 15, start: "09:30", min: "08:00", max: "18:00", now: Self.now))
        let (texts, outcome) = Self.answers(&wheels, ["11:20", "07:45", "9:15", "11:45"])
        #expect(texts == [
            "11:20 is not on the 15-minute step.\nhour, 08 to 18 [09]: ",
            "07:45 is before the earliest, 08:00.\nhour, 08 to 18 [09]: ",
            "The time '9:15': expected a time as HH:MM, 24-hour, two digits each, e.g. 09:05.\nhour, 08 to 18 [09]: ",
            "11:45\n",
        ])
        #expect(outcome != nil)
        #expect(wheels.stack.text == "11:45")
    }

    @Test("a line that begins with Esc, or the end of input, cancels at any question", arguments: ["\u{1B}", "\u{1B}[A", "\u{1B}2024"])
    func cancels(line: String) throws {
        var wheels = try Self.date("2026-02-28")
        _ = wheels.read(line: "2025")
        #expect(wheels.read(line: line) == AccessibleMenu.Step(text: "\nCancelled.\n", outcome: .cancelled))
        #expect(wheels.endOfInput().outcome == .cancelled)
    }

    @Test("nothing it prints holds an escape byte, whatever is typed or the unit holds")
    func plain() throws {
        var wheels = AccessibleWheels(stack: try WheelSpec.range("1..10", start: nil, unit: "\u{1B}[31mms\u{7}"))
        var text = wheels.start().text
        text += wheels.read(line: "x\u{1B}[2J").text
        text += wheels.read(line: "4").text
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.hasSuffix("4 ms \n"), "the escape sequence gone, the bell a space: \(text.debugDescription)")
    }
}
