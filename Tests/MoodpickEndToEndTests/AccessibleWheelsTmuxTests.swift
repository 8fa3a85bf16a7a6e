import Foundation
import Testing

/// `--accessible` with wheels on a real terminal (docs/CONTRACT.md §17, §18): one question per
/// wheel answered with a typed line; everything written to the pane is captured from before
/// moodpick starts and must hold no escape byte (`AccessibleTmuxTests.with`). No items: stdin
/// is an empty file, which the wheels never read.
@Suite("Accessible wheels in tmux")
struct AccessibleWheelsTmuxTests {
    @Test("--accessible --date: 2024, a month refused, 2, then Enter alone keeps the 29th; the value is read out and printed")
    func date() async throws {
        try await AccessibleTmuxTests.with(items: [], arguments: ["--accessible", "--date", "--start", "2024-01-31"]) { run in
            let session = run.session
            try await session.waitFor("the year's question") { $0.text.contains("year, 0001 to 9999 [2024]:") }
            try await session.type("2024")
            try await session.waitFor("the month's question") { $0.text.contains("month, 01 to 12 [01]:") }
            try await session.type("13")
            try await session.waitFor("the refusal and the question again") { screen in
                screen.text.contains("There is no month 13: 01 to 12.") && screen.lines.filter { $0.text.hasPrefix("month, 01 to 12 [01]:") }.count == 2
            }
            try await session.type("2")
            try await session.waitFor("the day's question, following the leap February") { $0.text.contains("day, 01 to 29 [29]:") }
            try await session.send("Enter")
            let result = try await run.finish(ending: "2024-02-29 Thursday\r\n")
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "2024-02-29\n")
        }
    }

    @Test("TERM=dumb --time --time-step 15: a minute off the step is refused with the nearest; 11:45 is printed")
    func time() async throws {
        try await AccessibleTmuxTests.with(items: [], environment: "TERM=dumb", arguments: ["--time", "--time-step", "15", "--start", "09:30"]) { run in
            let session = run.session
            try await session.waitFor("the hour's question") { $0.text.contains("hour, 00 to 23 [09]:") }
            try await session.type("11")
            try await session.waitFor("the minute's question") { $0.text.contains("minute, 00 to 45 by 15 [30]:") }
            try await session.type("20")
            try await session.waitFor("the refusal") { $0.text.contains("20 is not one of the values: the nearest are 15 and 30.") }
            try await session.type("45")
            let result = try await run.finish(ending: "11:45\r\n")
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "11:45\n")
        }
    }

    @Test("MOODPICK_ACCESSIBLE --date --output json: a whole date typed at the first question is chosen and printed as JSON")
    func wholeDate() async throws {
        try await AccessibleTmuxTests.with(items: [], environment: "MOODPICK_ACCESSIBLE=1", arguments: ["--date", "--start", "2024-01-31", "--output", "json"]) { run in
            try await run.session.waitFor("the year's question") { $0.text.contains("year, 0001 to 9999 [2024]:") }
            try await run.session.type("2024-02-29")
            let result = try await run.finish(ending: "2024-02-29 Thursday\r\n")
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == #"{"value":"2024-02-29","year":2024,"month":2,"day":29,"weekday":"Thursday"}"# + "\n")
        }
    }

    @Test("--accessible --range: Ctrl-D or a line beginning with Esc cancels with 130 and prints nothing", arguments: [["C-d"], ["Escape", "Enter"]])
    func cancels(keys: [String]) async throws {
        try await AccessibleTmuxTests.with(items: [], arguments: ["--accessible", "--range", "0..1000:10", "--unit", "ms"]) { run in
            try await run.session.waitFor("the question") { $0.text.contains("value in ms, 0 to 1000 by 10 [0]:") }
            for key in keys { try await run.session.send(key) }
            let result = try await run.finish(ending: "Cancelled.\r\n")
            #expect(result.status == 130, "stderr: \(result.err)")
            #expect(result.stdout.isEmpty)
        }
    }
}
