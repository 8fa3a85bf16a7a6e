import Foundation
import Testing

/// `--record` in a real terminal, then `--replay` of what it wrote (docs/CONTRACT.md §6).
@Suite("Record and replay")
struct RecordTests {
    @Test("a recorded interactive run starts with `0 resize 80 24` and replays to the same choice")
    func recordThenReplay() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("events")

        try await PickerRun.with(items: Moods.input, arguments: ["--record", record.path]) { run in
            let session = run.session
            try await session.waitForRest("the first mood") { $0.showsMood(0, cols: 80) }
            try await session.send("Right", "Right")
            try await session.waitForRest("mood 2") { $0.showsMood(2, cols: 80) }
            try await session.sendLiteral(MouseTests.wheelDown(40, 11))
            try await session.waitForRest("mood 3") { $0.showsMood(3, cols: 80) }
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == Moods.lines[3] + "\n")
        }

        let script = try String(contentsOf: record, encoding: .utf8)
        let first = script.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(first.map(String.init) == "0 resize 80 24", "script:\n\(script)")
        let replayed = try await Moodpick.run(["--replay", record.path], input: Moods.input)
        #expect(replayed.status == 0, "stderr: \(replayed.err)\nscript:\n\(script)")
        #expect(replayed.out == Moods.lines[3] + "\n", "script:\n\(script)")
    }
}
