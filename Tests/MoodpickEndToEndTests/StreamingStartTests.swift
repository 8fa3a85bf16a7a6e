import Foundation
import Testing

/// The start while standard input still arrives (docs/CONTRACT.md §12): the start-up probe goes
/// out as soon as the first item is in, the items that come while its answers travel are read
/// meanwhile, and the first frame follows the answers with all of them. Driven by
/// `Support/streaming_pty.py`, which writes the pipe and answers the terminal in steps tied to
/// what moodpick does (never to a clock): the first item, then (once the probe is out) two
/// more, then the answers.
@Suite("The first frame while items still arrive")
struct StreamingStartTests {
    struct Run: Decodable {
        var status: Int?
        var step: String
        var asked_while_open: Bool
        var first_frame: String?
        var output: String
    }

    /// moodpick with `arguments` on the scripted pty: the run and what it printed.
    static func run(_ arguments: [String], first: String, more: String, last: String, keys: String) async throws -> (run: Run, chosen: String) {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/streaming_pty.py").path
        let out = try Moodpick.scratchDirectory("streaming-start").appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let result = try await Processes.run(
            python, [script, out.path, first, more, last, keys, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary()] + arguments,
            timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(Run.self, from: Data(result.out.utf8))
        return (run, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test("items sent while the probe's answers travel are in the first frame; the rest join without moving the centred item")
    func itemsDuringTheProbe() async throws {
        let (run, chosen) = try await Self.run([], first: #"😀 a\n"#, more: #"😢 b\n😡 c\n"#, last: #"😴 d\n"#, keys: #"\r"#)
        #expect(run.asked_while_open, "the probe went out while the input was still open")
        let frame = try #require(run.first_frame, "a frame after the answers (reached: \(run.step)); it wrote: \(run.output.debugDescription)")
        #expect(frame.contains("1/3…"), "the first frame counts a, b and c, still loading: \(frame.debugDescription)")
        #expect(frame.contains("😀") && frame.contains("😢") && frame.contains("😡") && !frame.contains("😴"), "\(frame.debugDescription)")
        #expect(run.status == 0 && chosen == "😀 a\n", "Enter after the rest came chose the centred `a`; it wrote: \(run.output.debugDescription)")
    }
}
