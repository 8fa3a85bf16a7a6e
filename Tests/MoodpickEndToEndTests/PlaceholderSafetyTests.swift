import Foundation
import MoodpickCore
import Testing

/// What moodpick accepts as a command is safe for `sh` itself (docs/CONTRACT.md §13): random
/// commands made of quotes, substitutions, comments, here-documents and placeholders, filled
/// with an item that tries every way to run itself, each run by the real `sh -c` and `bash -c`. Every
/// accepted command runs none of it; refused ones are refused for a reason (some of them do).
@Suite("Accepted commands are safe in sh")
struct PlaceholderSafetyTests {
    static let tokens = [
        "echo ", "cat ", "x", " ", " ", "'", "\"", "$(", ")", "`", "\\", ";", "#", "{}", "{label}", "{q}",
        "<<E", "<<-'E'", "\nE\n", "\n", "${x:-", "}", "$((1+", "))", "$",
    ]

    /// The values every placeholder gets: `$(…)`, backticks, both quotes and `;`, a newline.
    static func hostileValues(touching directory: URL) -> CommandTemplate.Values {
        let touch = { (name: String) in "touch " + directory.appendingPathComponent(name).path }
        let value = "$(\(touch("p1")))`\(touch("p2"))`'\"; \(touch("p3")); \"'\n\(touch("p4")) \\"
        return CommandTemplate.Values(line: value, index: 0, symbol: value, label: value, query: value)
    }

    @Test("400 random commands: each accepted one, filled with a hostile item, runs nothing of it in sh or bash")
    func randomCommands() async throws {
        let directory = try Moodpick.scratchDirectory("placeholder-safety")
        defer { try? FileManager.default.removeItem(at: directory) }
        let values = Self.hostileValues(touching: directory)
        var generator = SeededGenerator(seed: 26)
        var accepted = 0
        var refusedThatRan = 0
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 2...12, using: &generator)).map { _ in Self.tokens.randomElement(using: &generator)! }.joined()
            guard text.contains("{") else { continue }
            let template = CommandTemplate(text)
            let command = template.command(for: values)
            // moodpick runs /bin/sh (dash on Debian); where /bin/sh is bash, bash reads it.
            // In the scratch directory: a command may make files of its own words there.
            for shell in ["/bin/sh", try Processes.which("bash")] {
                _ = try await Processes.run(
                    try Processes.which("env"), ["-C", directory.path, "timeout", "5", shell, "-c", command], timeoutSeconds: 20)
            }
            let ran = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { ["p1", "p2", "p3", "p4"].contains($0) }
            if template.quotingProblem == nil {
                accepted += 1
                #expect(ran.isEmpty, "accepted, yet the item ran: \(text.debugDescription) → \(ran)")
            } else if !ran.isEmpty {
                refusedThatRan += 1
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
        #expect(accepted > 50, "accepted \(accepted)")
        #expect(refusedThatRan > 10, "the check can see an item run: \(refusedThatRan) refused commands ran it")
    }
}
