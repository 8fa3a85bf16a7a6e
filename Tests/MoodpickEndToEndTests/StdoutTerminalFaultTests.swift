import Foundation
import Testing

/// Standard output that refuses the choice while moodpick runs in a terminal (docs/CONTRACT.md
/// §2, §10): the picture is gone and the terminal restored before the item is written, so a
/// full device or a closed pipe ends the run cleanly. `OutputFaultTests` has the same faults
/// without a terminal.
@Suite("Standard output faults in a terminal")
struct StdoutTerminalFaultTests {
    /// (the command line, with `$D` the scratch directory; the status; what the screen says)
    @Test("stdout /dev/full, or a pipe whose reader is gone (SIGPIPE default or ignored): the terminal restored, 2 or 141", arguments: [
        (#""$MP" a b > /dev/full; echo "rc=$?""#, 2, "No space left"),
        (#""$MP" a b | { exec 0<&-; touch "$D/closed"; }; echo "rc=${PIPESTATUS[0]}""#, 141, ""),
        (#"(trap '' PIPE; "$MP" a b | { exec 0<&-; touch "$D/closed"; }; echo "rc=${PIPESTATUS[0]}")"#, 2, "Broken pipe"),
    ])
    func refused(command: String, status: Int, message: String) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(TerminalRestoreTests.modes)
            let closed = session.directory.appendingPathComponent("closed")
            try await session.type("clear; D=" + shellQuoted(session.directory.path) + #"; s1=$(stty -g); "#
                + command + #"; [ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            try await session.waitForRest("the picker") { $0.contains("1/2") && $0.hasLine("a") }
            if command.contains("closed") {
                // The pipe's reader has closed its end before the choice is written.
                try await session.waitFor("the reader gone") { _ in FileManager.default.fileExists(atPath: closed.path) }
            }
            try await session.send("Enter")
            let screen = try await shell.waitForLine("rc=\(status)")
            try await shell.waitForLine("modes-same")
            #expect(!screen.contains("1/2"), "the picture is erased:\n\(screen)")
            if !message.isEmpty { #expect(screen.contains(message), "\(screen)") }
            #expect(!screen.hasLine("a"), "the item reached the terminal:\n\(screen)")
            #expect(try await session.display(TerminalRestoreTests.modes) == baseline)
        }
    }
}
