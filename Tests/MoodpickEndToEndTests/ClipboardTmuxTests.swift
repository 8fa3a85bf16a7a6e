import Foundation
import Testing

/// `--copy` in tmux: the bytes moodpick writes, recorded with `pipe-pane -o`, hold exactly one
/// OSC 52 with the base64 of the printed choice, after the picture is gone; or none, with a
/// message, when the choice is too large for the sequence.
@Suite("--copy in tmux")
struct ClipboardTmuxTests {
    /// Starts recording what the pane is sent, into the returned file.
    private func record(_ session: TmuxSession) async throws -> URL {
        let recording = session.directory.appendingPathComponent("recording")
        try await session.command(["pipe-pane", "-o", "-t", "s", "cat >> \(shellQuoted(recording.path))"])
        try await session.waitForDisplay("#{pane_pipe}", toBe: "1")
        return recording
    }

    /// The recording once it holds `expected` (the pipe's reader may lag behind the pane).
    private func recorded(_ recording: URL, holding expected: String) async throws -> String {
        var bytes = ""
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            bytes = (try? String(contentsOf: recording, encoding: .utf8)) ?? ""
            if bytes.contains(expected) || ContinuousClock.now > deadline { return bytes }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
    }

    /// Checks that `bytes` hold exactly one OSC 52, of `text`, after the alternate screen is left.
    private func expectOneSequence(copying text: String, in bytes: String) throws {
        let expected = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
        #expect(bytes.components(separatedBy: "\u{1B}]52;").count == 2, "exactly one OSC 52: \(bytes.debugDescription)")
        let sequence = try #require(bytes.range(of: expected), "the OSC 52 of \(text): \(bytes.debugDescription)")
        let leave = try #require(bytes.range(of: "\u{1B}[?1049l", options: .backwards),
                                 "the alternate screen is left: \(bytes.debugDescription)")
        #expect(leave.upperBound <= sequence.lowerBound, "the sequence comes after the picture is gone: \(bytes.debugDescription)")
    }

    @Test("--copy sends exactly one OSC 52 with the base64 of the choice, after the alternate screen is left")
    func oneSequence() async throws {
        let arguments = ["--emoji", "--no-history", "--copy", "--start", "thumbs up"]
        try await PickerRun.with(items: nil, arguments: arguments) { run in
            let session = run.session
            try await session.waitForRest("thumbs up centered") { $0.label.hasPrefix("thumbs up") }
            let recording = try await record(session)
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "👍 thumbs up\n")
            let bytes = try await recorded(recording, holding: "\u{1B}]52;c;" + Data("👍 thumbs up".utf8).base64EncodedString())
            try expectOneSequence(copying: "👍 thumbs up", in: bytes)
        }
    }

    @Test("--copy copies what is printed: with --accept-nth, the accepted field, not the whole line",
          arguments: [
              ("alpha one three\nbeta two four\n", ["--accept-nth", "2"], "two\n", "two"),
              ("alpha:one:three\nbeta:two:four\n", ["--delimiter", ":", "--accept-nth", "1,3", "--print0"], "beta:four\0", "beta:four"),
          ] as [(String, [String], String, String)])
    func acceptedField(items: String, arguments: [String], printed: String, copied: String) async throws {
        try await PickerRun.with(items: items, arguments: ["--copy", "--start", "1"] + arguments) { run in
            let session = run.session
            try await session.waitForRest("beta centered") { $0.label.contains("beta") }
            let recording = try await record(session)
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == printed)
            let bytes = try await recorded(recording, holding: "\u{1B}]52;c;" + Data(copied.utf8).base64EncodedString())
            try expectOneSequence(copying: copied, in: bytes)
        }
    }
}
