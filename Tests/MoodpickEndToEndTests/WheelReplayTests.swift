import Foundation
import Testing

/// The wheels on the command line (docs/CONTRACT.md §18, docs/WHEELS.md): `--range`, `--time`
/// and `--date` picked through `--replay`, and their usage errors.
@Suite("Wheel replay")
struct WheelReplayTests {
    /// A case: the options, the script, what stdout gets.
    struct Pick: Sendable, CustomTestStringConvertible {
        let options: [String]
        let script: String
        let out: String
        var testDescription: String { options.joined(separator: " ") + " ⟶ " + out }
    }

    static let picks = [
        Pick(options: ["--range", "1..10"], script: "0 key right\n0 key right\n500 key enter\n", out: "3\n"),
        Pick(options: ["--range", "1..1000000"], script: "0 key end\n2000 key enter\n", out: "1000000\n"),
        Pick(options: ["--range", "0..100"], script: "0 key 2\n10 key 5\n500 key enter\n", out: "25\n"),
        Pick(options: ["--range", "0..1:0.25", "--start", "0.5"], script: "0 key left\n500 key enter\n", out: "0.25\n"),
        Pick(options: ["--date", "--start", "2024-01-31"], script: "0 key down\n100 key right\n1000 key enter\n", out: "2024-02-29\n"),
        Pick(options: ["--date", "--start", "2023-01-31"], script: "0 key down\n100 key right\n1000 key enter\n", out: "2023-02-28\n"),
        Pick(options: ["--time", "--time-step", "15", "--start", "09:30"], script: "0 key down\n100 key right\n1000 key enter\n", out: "09:45\n"),
        Pick(options: ["--time", "--time-step", "15", "--start", "09:30"], script: "0 key left\n1000 key enter\n", out: "08:30\n"),
        Pick(options: ["--range", "1..10", "--output", "index"], script: "0 key right\n0 key right\n500 key enter\n", out: "2\n"),
        Pick(options: ["--range", "1..10", "--output", "json", "--unit", "ms"], script: "0 key right\n500 key enter\n",
             out: #"{"index":1,"value":"2","unit":"ms"}"# + "\n"),
        Pick(options: ["--date", "--start", "2026-02-28", "--output", "json"], script: "0 key enter\n",
             out: #"{"value":"2026-02-28","year":2026,"month":2,"day":28,"weekday":"Saturday"}"# + "\n"),
    ]

    @Test("a value picked with keys is printed in the --output format", arguments: picks)
    func pick(_ pick: Pick) async throws {
        let result = try await Moodpick.replay(pick.script, stdin: Data(), pick.options)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == pick.out)
    }

    @Test("Escape cancels the wheels: 130, nothing on stdout")
    func cancel() async throws {
        let result = try await Moodpick.replay("0 key right\n100 key esc\n", stdin: Data(), ["--range", "1..10"])
        #expect(result.status == 130, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }

    @Test("the date wheels are drawn with the weekday under them")
    func screen() async throws {
        let run = try await Moodpick.replayScreen("0 key down\n", ["--date", "--start", "2026-02-28"], cols: 40)
        #expect(run.result.status == 130, "stderr: \(run.result.err)")
        let text = run.rows.joined(separator: "\n")
        #expect(text.contains("2026-02-28 Saturday"), "\(text)")
        #expect(run.rows.contains { $0.contains("› month") }, "the month wheel is marked active:\n\(text)")
    }

    @Test("--on-change gets each value the wheel rests on as {}")
    func onChange() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-wheel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("changes")
        let script = "0 key right\n500 key right\n1000 key enter\n"
        let result = try await Moodpick.replay(script, stdin: Data(), ["--range", "0..1:0.5", "--on-change", "echo {} >> '\(log.path)'"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "1.0\n")
        #expect(try String(contentsOf: log, encoding: .utf8) == "0.0\n0.5\n1.0\n")
    }

    @Test("--preview under the wheels: the command's rows under the value line, for each value rested on")
    func preview() async throws {
        let options = ["--date", "--start", "2024-01-31", "--preview", "echo day {}; echo {label}", "--preview-height", "2"]
        for (script, shown) in [("0 key enter\n", "2024-01-31 Wednesday"), ("0 key down\n100 key right\n1000 key enter\n", "2024-02-29 Thursday")] {
            let (result, rows) = try await Moodpick.replayScreen(script, options, cols: 80)
            #expect(result.status == 0, "stderr: \(result.err)")
            // Inline: 5 rows and the preview's 2; the prompt, 3 wheels and the value come first.
            #expect(rows[4].trimmingCharacters(in: .whitespaces) == shown, "\(rows.prefix(8))")
            #expect(rows[5] == "day " + shown.prefix(10), "\(rows.prefix(8))")
            #expect(rows[6] == shown, "\(rows.prefix(8))")
            #expect(rows[7].isEmpty, "nothing below the picture: \(rows.prefix(8))")
        }
    }

    /// A usage error: the options, and a part of the message naming the bad input.
    static let errors: [([String], String)] = [
        (["--range", ""], "--range ''"),
        (["--range", "10..1"], "'10..1' is reversed"),
        (["--range", "0..10:0"], "the step must be more than 0"),
        (["--date", "--start", "2026-02-30"], "'2026-02-30': February 2026 has 28 days"),
        (["--time", "--start", "24:00"], "'24:00': the hour must be 00 to 23"),
        (["--range", "0..100", "--start", "200"], "'200' is outside --range 0..100"),
        (["--date", "--min", "2026-03-01", "--start", "2026-02-01"], "--start 2026-02-01 is before --min 2026-03-01"),
        (["--date", "--min", "2026-03-01", "--max", "2026-01-01"], "--min 2026-03-01 is after --max 2026-01-01"),
        (["--range", "1..3", "--filter", "x"], "--filter does not apply to --range"),
        (["--date", "--emoji"], "--emoji does not apply to --date"),
        (["--time", "--output", "index"], "index"),
        (["--range", "1..3", "--date"], "cannot be used together"),
        (["--unit", "ms"], "--unit needs --range"),
    ]

    @Test("bad wheel input is a usage error naming it", arguments: errors)
    func usageError(options: [String], message: String) async throws {
        let result = try await Moodpick.replay("0 key enter\n", stdin: Data(), options)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains(message), "stderr: \(result.err)")
    }
}
