import Foundation
import Testing

/// Standard input that cannot be read (docs/CONTRACT.md §2: a file that cannot be read is a
/// runtime error, 2): a directory, a descriptor open only for writing; a closed stdin counts as
/// none, so the built-in moods are the items.
@Suite("Unreadable standard input")
struct StdinFaultTests {
    @Test("stdin a directory or open only for writing: exit 2 naming standard input", arguments: [
        (#""$MOODPICK" --select-1 < /"#, "cannot read standard input: Is a directory"),
        (#""$MOODPICK" --select-1 0>"$D/w""#, "cannot read standard input: Bad file descriptor"),
        (#""$MOODPICK" --filter a < /"#, "cannot read standard input: Is a directory"),
    ])
    func unreadable(script: String, message: String) async throws {
        let directory = try Moodpick.scratchDirectory("stdin-fault")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Moodpick.shell("D=\(shellQuoted(directory.path)); " + script)
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
    }

    @Test("stdin closed: no input, so the built-in moods")
    func closed() async throws {
        let result = try await Moodpick.shell(#""$MOODPICK" --filter happy <&-"#)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀 happy\n")
    }

    @Test("in a terminal, stdin a directory: exit 2 with the message, the terminal untouched")
    func inTerminal() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(TerminalRestoreTests.modes)
            let err = session.directory.appendingPathComponent("err")
            try await session.type(#"clear; s1=$(stty -g); "$MP" < / 2> "# + shellQuoted(err.path)
                + #"; echo "rc=$?"; [ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            let screen = try await shell.waitForLine("rc=2")
            try await shell.waitForLine("modes-same")
            #expect(try String(contentsOf: err, encoding: .utf8).contains("cannot read standard input: Is a directory"))
            #expect(!screen.contains("1/"), "no picture was left:\n\(screen)")
            #expect(try await session.display(TerminalRestoreTests.modes) == baseline)
        }
    }
}
