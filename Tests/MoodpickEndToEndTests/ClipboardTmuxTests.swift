import Foundation
import Testing

/// `--copy` in tmux: the bytes moodpick writes, recorded with `pipe-pane -o`, hold exactly one
/// OSC 52 with the base64 of the printed choice, after the picture is gone.
@Suite("--copy in tmux")
struct ClipboardTmuxTests {
    @Test("--copy sends exactly one OSC 52 with the base64 of the choice, after the alternate screen is left")
    func oneSequence() async throws {
        let arguments = ["--emoji", "--no-history", "--copy", "--start", "thumbs up"]
        try await PickerRun.with(items: nil, arguments: arguments) { run in
            let session = run.session
            try await session.waitForRest("thumbs up centered") { $0.label.hasPrefix("thumbs up") }
            let recording = session.directory.appendingPathComponent("recording")
            try await session.command(["pipe-pane", "-o", "-t", "s", "cat >> \(shellQuoted(recording.path))"])
            try await session.waitForDisplay("#{pane_pipe}", toBe: "1")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "👍\n", "--emoji prints the emoji alone by default")

            let expected = "\u{1B}]52;c;" + Data("👍".utf8).base64EncodedString() + "\u{07}"
            // The pipe's reader may lag behind the pane: poll until the sequence is there.
            var bytes = ""
            let deadline = ContinuousClock.now + .seconds(20)
            while true {
                bytes = (try? String(contentsOf: recording, encoding: .utf8)) ?? ""
                if bytes.contains(expected) || ContinuousClock.now > deadline { break }
                try await Task.sleep(for: TmuxSession.pollInterval)
            }
            #expect(bytes.components(separatedBy: "\u{1B}]52;").count == 2, "exactly one OSC 52: \(bytes.debugDescription)")
            let sequence = try #require(bytes.range(of: expected), "the OSC 52 of the choice: \(bytes.debugDescription)")
            let leave = try #require(bytes.range(of: "\u{1B}[?1049l", options: .backwards),
                                     "the alternate screen is left: \(bytes.debugDescription)")
            #expect(leave.upperBound <= sequence.lowerBound, "the sequence comes after the picture is gone: \(bytes.debugDescription)")
        }
    }
}
