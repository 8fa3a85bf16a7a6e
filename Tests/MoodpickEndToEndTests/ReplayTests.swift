import Foundation
import Testing

/// The headless picker (docs/CONTRACT.md §6): `--replay` runs with a virtual clock and screen, no terminal.
@Suite("Headless replay")
struct ReplayTests {
    @Test("a malformed script line exits 2 naming its line number")
    func badLine() async throws {
        let script = "# a comment\n\n0 key right\n10 key left\n\n20 key right\n30 frobnicate 1 2\n40 key enter\n"
        let result = try await Moodpick.replay(script, stdin: Data("a\nb\nc\n".utf8))
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
        #expect(result.err.range(of: #"(^|[^0-9])7([^0-9]|$)"#, options: .regularExpression) != nil,
                "the message names line 7: \(result.err)")
    }

    @Test("a replayed Right and Enter print the second item")
    func rightEnter() async throws {
        let result = try await Moodpick.replay("0 key right\n500 key enter\n", stdin: Data("a\nb\nc\n".utf8))
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "b\n")
    }

    @Test("a script that chooses nothing ends as cancelled: 130, nothing on stdout")
    func noChoice() async throws {
        let result = try await Moodpick.replay("0 key right\n", stdin: Data("a\nb\nc\n".utf8))
        #expect(result.status == 130, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--trace ends at exactly center(target); --screen holds the last frame")
    func traceAndScreen() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace")
        let screen = directory.appendingPathComponent("screen")
        let result = try await Moodpick.replay("0 key right\n", stdin: Data(Moods.input.utf8), ["--trace", trace.path, "--screen", screen.path])
        #expect(result.status == 130, "stderr: \(result.err)")
        let frames = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let last = try #require(frames.last, "the trace has frames").split(separator: " ")
        try #require(last.count == 3, "a frame line is `<ms> <offset> <index>`: \(last)")
        #expect(Double(last[1]) == 6, "emoji cells 4 wide, spacing 2: center(1) = 6; trace: \(frames.suffix(3))")
        #expect(Int(last[2]) == 1)
        let rows = try String(contentsOf: screen, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count >= 24, "one line per screen row")
        let text = rows.joined(separator: "\n")
        #expect(text.contains("😢"), "the screen shows the centered emoji:\n\(text)")
        #expect(rows.count > 2 && rows[2].trimmingCharacters(in: .whitespaces) == "sad",
                "inline, the label row (row 2, under the strip) shows `sad`:\n\(text)")
    }

    @Test("--start takes an index (clamped) or a label, exact before prefix, else 0",
          arguments: [("2", 2), ("99", 9), ("sleepy", 3), ("SLE", 3), ("th", 4), ("nothing like it", 0)])
    func start(value: String, index: Int) async throws {
        let result = try await Moodpick.replay("0 key enter\n", stdin: Data(Moods.input.utf8), ["--start", value])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == Moods.lines[index] + "\n")
    }
}
