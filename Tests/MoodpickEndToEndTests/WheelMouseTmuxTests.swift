import Foundation
import Testing

/// The wheels under the mouse on a real terminal (docs/CONTRACT.md §18, docs/WHEELS.md "Mouse"):
/// SGR reports sent with `send-keys -l` (`MouseTests`' helpers) into a pane of its own server.
/// A press on a wheel's row makes that wheel active; a drag glides it, a click centers a value,
/// a click on the value under the mark chooses. At 80 × 24 full screen the rows are: the prompt
/// (0), one row per wheel (1…), the value under them.
@Suite("Wheels under the mouse in tmux")
struct WheelMouseTmuxTests {
    /// The column the center slot's values are drawn in at 80 columns (the mark is at 35 and 42).
    static let centerColumn = 38

    /// The first column of `value` on picture row `row`, right of the wheel's name: every
    /// character of a wheel's row is one column wide, so the character offset is the column.
    static func column(of value: String, row: Int, in screen: Screen) -> Int? {
        let text = screen.lines[row].text
        let names = text.index(text.startIndex, offsetBy: min(8, text.count))
        guard let found = text.range(of: value, range: names..<text.endIndex) else { return nil }
        return text.distance(from: text.startIndex, to: found.lowerBound)
    }

    /// Waits for the picture and for the mouse reports to be on, so no report is sent too soon.
    static func ready(_ run: PickerRun, showing value: String) async throws -> Screen {
        let screen = try await run.session.waitForRest("the wheels at \(value)") { $0.text.contains(value) }
        try await run.session.waitForDisplay("#{mouse_any_flag}#{mouse_sgr_flag}", toBe: "11")
        return screen
    }

    @Test("--date: a drag of one cell on the month row activates it and turns January 31 to February 29; Enter prints 2024-02-29")
    func dateDraggedByTheMonth() async throws {
        try await PickerRun.with(items: nil, arguments: ["--date", "--start", "2024-01-31"]) { run in
            let session = run.session
            let start = try await Self.ready(run, showing: "2024-01-31 Wednesday")
            #expect(start.lines[1].text.hasPrefix("› year"), "the year wheel starts active: \(start)")
            // The month row is row 2; one cell is 8 columns (6 for `2024` and its padding, 2 of spacing).
            try await session.sendLiteral(MouseTests.press(40, 2))
            for col in [38, 36, 34, 32] {
                try await InputPace.gap(.milliseconds(40))
                try await session.sendLiteral(MouseTests.drag(col, 2))
            }
            // Held still, then released: no fling, the nearest month stays, and the day follows it.
            try await session.waitForRest("February under the held pointer") { $0.lines[2].text.contains("▕  02  ▏") }
            try await session.sendLiteral(MouseTests.release(32, 2))
            let after = try await session.waitForRest("the date at 2024-02-29") { $0.text.contains("2024-02-29 Thursday") }
            #expect(after.lines[2].text.hasPrefix("› month"), "the pressed wheel is active: \(after)")
            #expect(!run.hasExited, "a drag must not choose")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "2024-02-29\n")
        }
    }

    @Test("--date: a click on a day centers it; a click on the centered day chooses it")
    func dateClickedOnTheDay() async throws {
        try await PickerRun.with(items: nil, arguments: ["--date", "--start", "2024-02-29"]) { run in
            let session = run.session
            let start = try await Self.ready(run, showing: "2024-02-29 Thursday")
            let day = try #require(Self.column(of: "27", row: 3, in: start), "the day row: \(start.lines[3].text)")
            try await session.sendLiteral(MouseTests.press(day, 3) + MouseTests.release(day, 3))
            let after = try await session.waitForRest("the date at 2024-02-27") { $0.text.contains("2024-02-27 Tuesday") }
            #expect(after.lines[3].text.hasPrefix("› day"), "the clicked wheel is active: \(after)")
            #expect(!run.hasExited, "a click on another value centers it, it does not choose")
            try await session.sendLiteral(MouseTests.press(Self.centerColumn, 3) + MouseTests.release(Self.centerColumn, 3))
            let result = try await run.waitForExit("a click on the centered day to choose the date")
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "2024-02-27\n")
        }
    }

    @Test("--time --time-step 15: a click on 45 in the minute row, then on 11 in the hour row; Enter prints 11:45")
    func timeClicked() async throws {
        try await PickerRun.with(items: nil, arguments: ["--time", "--time-step", "15", "--start", "09:30"]) { run in
            let session = run.session
            let start = try await Self.ready(run, showing: "09:30")
            let minute = try #require(Self.column(of: "45", row: 2, in: start), "the minute row: \(start.lines[2].text)")
            try await session.sendLiteral(MouseTests.press(minute, 2) + MouseTests.release(minute, 2))
            let moved = try await session.waitForRest("the time at 09:45") { $0.lines[3].text.contains("09:45") }
            #expect(moved.lines[2].text.hasPrefix("› minute"), "the clicked wheel is active: \(moved)")
            let hour = try #require(Self.column(of: "11", row: 1, in: moved), "the hour row: \(moved.lines[1].text)")
            try await session.sendLiteral(MouseTests.press(hour, 1) + MouseTests.release(hour, 1))
            let after = try await session.waitForRest("the time at 11:45") { $0.lines[3].text.contains("11:45") }
            #expect(after.lines[1].text.hasPrefix("› hour"), "the clicked wheel is active: \(after)")
            #expect(!run.hasExited, "a click on another value centers it, it does not choose")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "11:45\n")
        }
    }
}
