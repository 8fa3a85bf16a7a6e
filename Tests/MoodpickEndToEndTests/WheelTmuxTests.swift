import Foundation
import Testing

/// The wheels on a real terminal (docs/CONTRACT.md §18): a date and a time picked with keys in
/// a tmux pane of its own server, moodpick's stdin the pane itself.
@Suite("Wheels in tmux")
struct WheelTmuxTests {
    @Test("--date: Down to the month wheel, Right, Enter prints 2024-02-29 (the day follows the leap month)")
    func dateWithKeys() async throws {
        try await PickerRun.with(items: nil, arguments: ["--date", "--start", "2024-01-31"]) { run in
            try await run.session.waitFor("the date wheels at 2024-01-31") { $0.text.contains("2024-01-31 Wednesday") }
            try await run.session.send("Down")
            try await run.session.waitFor("the month wheel active") { screen in screen.text.contains("› month") }
            try await run.session.send("Right")
            try await run.session.waitForRest("the value at 2024-02-29") { $0.text.contains("2024-02-29 Thursday") }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "2024-02-29\n")
        }
    }

    @Test("--time --time-step 15: Down, Left twice, Enter prints 09:00")
    func timeWithKeys() async throws {
        try await PickerRun.with(items: nil, arguments: ["--time", "--time-step", "15", "--start", "09:30"]) { run in
            try await run.session.waitFor("the time wheels at 09:30") { $0.text.contains("09:30") }
            try await run.session.send("Down")
            try await run.session.waitFor("the minute wheel active") { $0.text.contains("› minute") }
            try await run.session.send("Left")
            try await run.session.waitForRest("the value at 09:15") { $0.text.contains("09:15") }
            try await run.session.send("Left")
            try await run.session.waitForRest("the minutes at 00, the hour unchanged") { $0.text.contains("09:00") }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "09:00\n")
        }
    }
}
