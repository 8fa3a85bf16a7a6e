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
        try await Wait.until(
            "the recording to hold \(expected.debugDescription)",
            look: { (try? String(contentsOf: recording, encoding: .utf8)) ?? "" }, describe: { $0.debugDescription }
        ) { $0.contains(expected) }
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

    /// Runs moodpick with `--copy` in a pane, presses Enter once `centered` holds, and returns
    /// its result and what the pane was sent, once that holds the sequence copying `copied`.
    private func copy(items: String?, arguments: [String], centered: @escaping (Screen) -> Bool, copied: String) async throws
        -> (result: ProcessResult, bytes: String) {
        try await PickerRun.with(items: items, arguments: ["--copy"] + arguments) { run in
            let session = run.session
            try await session.waitForRest("the item to choose centered") { centered($0) }
            let recording = try await record(session)
            try await session.send("Enter")
            let result = try await run.waitForExit()
            let bytes = try await recorded(recording, holding: "\u{1B}]52;c;" + Data(copied.utf8).base64EncodedString())
            return (result, bytes)
        }
    }

    @Test("--copy sends exactly one OSC 52 with the base64 of the choice, after the alternate screen is left")
    func oneSequence() async throws {
        let (result, bytes) = try await copy(
            items: nil, arguments: ["--emoji", "--no-history", "--start", "thumbs up"], centered: { $0.label.hasPrefix("thumbs up") },
            copied: "👍")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "👍\n", "--emoji prints the emoji alone by default")
        try expectOneSequence(copying: "👍", in: bytes)
    }

    @Test("--copy copies what is printed: with --accept-nth, the accepted field, not the whole line",
          arguments: [
              ("alpha one three\nbeta two four\n", ["--accept-nth", "2"], "two\n", "two"),
              ("alpha:one:three\nbeta:two:four\n", ["--delimiter", ":", "--accept-nth", "1,3", "--print0"], "beta:four\0", "beta:four"),
          ] as [(String, [String], String, String)])
    func acceptedField(items: String, arguments: [String], printed: String, copied: String) async throws {
        let (result, bytes) = try await copy(
            items: items, arguments: ["--start", "1"] + arguments, centered: { $0.label.contains("beta") }, copied: copied)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == printed)
        try expectOneSequence(copying: copied, in: bytes)
    }

    @Test("--copy of a choice larger than one OSC 52 carries copies nothing and says so; at the cap it copies it whole",
          arguments: [(74_994, true), (74_995, false), (5_000_000, false)])
    func tooLarge(bytes: Int, copied: Bool) async throws {
        let item = String(repeating: "x", count: bytes)
        // From a shell, which stays after moodpick: its `rc=` line is recorded after all moodpick wrote.
        try await ShellRun.with { shell in
            let session = shell.session
            let file = { (name: String) in shellQuoted(session.directory.appendingPathComponent(name).path) }
            try (item + "\n").write(to: session.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            let recording = try await record(session)
            try await session.type("\"$MP\" --fullscreen --copy < \(file("items")) > \(file("out")) 2> \(file("err")); echo rc=$?")
            try await session.waitForRest("the one item") { $0.contains("1/1") }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            let recorded = try await recorded(recording, holding: "rc=0")
            let out = try Data(contentsOf: session.directory.appendingPathComponent("out"))
            let err = (try? String(contentsOf: session.directory.appendingPathComponent("err"), encoding: .utf8)) ?? ""
            #expect(out.count == bytes + 1)
            if copied {
                let sequence = "\u{1B}]52;c;" + Data(item.utf8).base64EncodedString() + "\u{07}"
                #expect(sequence.utf8.count == 100_000)
                #expect(recorded.contains(sequence), "the whole choice, in one sequence")
                #expect(recorded.components(separatedBy: "\u{1B}]52;").count == 2, "exactly one OSC 52")
                #expect(err.isEmpty, "stderr: \(err)")
            } else {
                #expect(!recorded.contains("\u{1B}]52;"), "no OSC 52 at all")
                #expect(err.contains("--copy: the choice is \(bytes) bytes, more than the 74994"), "stderr: \(err)")
            }
        }
    }
}
