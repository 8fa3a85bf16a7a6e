import Foundation
import Testing

/// Faults and bad input in a real terminal (docs/CONTRACT.md §4, §8): endless input, pastes, tiny
/// terminals, resize storms.
@Suite("Robustness in tmux")
struct RobustnessTests {
    @Test("endless input stops at --max-items with a note on stderr, and the picker works")
    func endlessInput() async throws {
        try await PickerRun.with(items: nil, arguments: ["--max-items", "1000"], inputCommand: "yes endless") { run in
            let screen = try await run.session.waitForRest("the picker with 1000 items", timeoutSeconds: 30) {
                $0.label == "endless" && $0.counter?.count == 1000
            }
            #expect(screen.counter?.index == 1)
            try await run.session.send("End")
            try await run.session.waitForRest("the last of 1000 centered") { $0.counter?.index == 1000 }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "endless\n")
            #expect(!result.err.isEmpty, "a note on stderr says the input was cut at --max-items")
        }
    }

    @Test("a bracketed paste counts as typed text and never chooses")
    func paste() async throws {
        try await PickerRun.with(items: "apple\nbanana\ncherry\n") { run in
            let session = run.session
            try await session.waitFor("the picker") { $0.label == "apple" }
            try await session.sendLiteral("\u{1B}[200~cher\r\u{1B}[201~")
            try await session.waitForRest("cherry centered after the paste") { $0.label == "cherry" }
            #expect(!run.hasExited, "a paste must not choose")
            try await session.send("Escape")
            let result = try await run.waitForExit()
            #expect(result.status == 130, "stderr: \(result.err)")
        }
    }

    @Test("a 1 × 1 terminal and back: no crash, the picker still centered and working")
    func tinyTerminal() async throws {
        try await PickerRun.with(items: Moods.input, arguments: ["--start", "3"]) { run in
            let session = run.session
            try await session.waitForRest("mood 3 centered") { $0.showsMood(3, cols: 80) }
            for (cols, rows) in [(1, 1), (2, 1), (5, 3)] {
                try await session.resize(cols: cols, rows: rows)
                try await session.waitForRest("the pane at \(cols) × \(rows)") { $0.rows == rows }
                if run.hasExited {
                    let result = try await run.waitForExit()
                    Issue.record("moodpick ended at \(cols) × \(rows): status \(result.status), stderr: \(result.err)")
                    return
                }
            }
            try await session.resize(cols: 80, rows: 24)
            try await session.waitForRest("mood 3 centered again at 80 × 24") { $0.showsMood(3, cols: 80) }
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == Moods.lines[3] + "\n")
        }
    }

    @Test("a storm of resizes ends with the centered item centered at the last size")
    func resizeStorm() async throws {
        try await PickerRun.with(items: Moods.input, arguments: ["--start", "6"]) { run in
            let session = run.session
            try await session.waitForRest("mood 6 centered") { $0.showsMood(6, cols: 80) }
            for cols in [60, 91, 40, 120, 73, 66] {
                try await session.resize(cols: cols, rows: 24)
            }
            try await session.waitForRest("mood 6 centered at 66 columns") { $0.showsMood(6, cols: 66) }
            try await session.send("Left")
            try await session.waitForRest("mood 5 centered at 66 columns") { $0.showsMood(5, cols: 66) }
        }
    }
}
