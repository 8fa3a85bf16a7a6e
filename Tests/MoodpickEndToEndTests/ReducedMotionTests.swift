import Foundation
import Testing

/// `REDUCED_MOTION` (docs/CONTRACT.md §17): a non-empty value means `--no-animation`, and
/// `--animation` on the command line still wins. Headless: a replay's trace holds one line per
/// frame drawn, so a glide is a run of frames and a jump is one.
@Suite("Reduced motion")
struct ReducedMotionTests {
    /// The frames a move one cell right draws under `environment` and `arguments`.
    func frames(environment: [String: String], arguments: [String] = []) async throws -> [Substring] {
        let directory = try Moodpick.scratchDirectory("reduced-motion")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script")
        let trace = directory.appendingPathComponent("trace")
        try "0 key right\n1000 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try await Processes.run(
            try Processes.which("setsid"), ["-w", try Moodpick.binary(), "--replay", script.path, "--trace", trace.path] + arguments,
            stdin: Data("a\nb\nc\n".utf8), environment: Processes.environment(environment))
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "b\n")
        return try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    }

    @Test("without it the move glides through many frames")
    func glides() async throws {
        #expect(try await frames(environment: ["REDUCED_MOTION": ""]).count > 5)
    }

    @Test("REDUCED_MOTION=1: the move jumps, one frame after the first")
    func jumps() async throws {
        #expect(try await frames(environment: ["REDUCED_MOTION": "1"]).count == 2)
    }

    @Test("--animation typed on the command line wins over REDUCED_MOTION; one in the default options does not")
    func commandLineWins() async throws {
        #expect(try await frames(environment: ["REDUCED_MOTION": "1"], arguments: ["--animation"]).count > 5)
        #expect(try await frames(environment: ["REDUCED_MOTION": "1", "MOODPICK_DEFAULT_OPTS": "--animation"]).count == 2)
    }
}
