import Foundation
import Testing

/// `--emoji-max-version auto` on a terminal that never answers (`Support/silent_pty.py`): the
/// samples are sent with the start-up probe, nothing comes back, and every emoji is kept
/// (docs/EMOJI.md, "Only what the terminal can draw").
@Suite("--emoji-max-version auto on a silent terminal")
struct EmojiAutoSilentTests {
    struct Run: Decodable {
        var status: Int?
        var frame_ms: Double?
        var output: String
    }

    @Test("no answer: 🫨 is still offered and chosen; the samples were sent, and put the cursor back")
    func silentKeepsEveryEmoji() async throws {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/silent_pty.py").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-emoji-silent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await Processes.run(
            python, [script, out.path, "", "1/1 of 1914", #"\r"#, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary(), "--emoji", "--no-history", "--query", "shaking face"],
            timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(Run.self, from: Data(result.out.utf8))
        #expect(run.status == 0, "moodpick's exit status; it wrote: \(run.output.debugDescription)")
        #expect(try String(contentsOf: out, encoding: .utf8) == "🫨\n")
        #expect(run.output.contains("\u{1B}D\u{1B}7\r\u{1F971}\u{1B}[6n"), "the samples went out")
        #expect(run.output.contains("\u{1B}8\u{1B}[A\u{1B}[6n\u{1B}[?2026$p"), "then the probe's own questions")
        #expect(run.output.contains("\u{1B}[16t\u{1B}[>q\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"),
                "XTVERSION, the kitty graphics query, then the sentinel last")
    }
}
