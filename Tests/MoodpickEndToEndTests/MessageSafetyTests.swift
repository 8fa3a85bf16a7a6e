import Foundation
import Testing

/// Error messages quote text from outside (a file name, a replay line, TERM, an option value):
/// none of its escape sequences or control bytes may reach the terminal through stderr.
@Suite("Message safety")
struct MessageSafetyTests {
    @Test("a message quoting hostile text has no ESC or BEL, only visible symbols", arguments: [
        "\"$MOODPICK\" --items \"$(printf '/x\\033]0;PWNED\\007')\"",
        "printf '0 key \\033]0;PWNED\\007\\n' > \"$D/s\"; printf 'a\\n' | \"$MOODPICK\" --replay \"$D/s\"",
        "printf '0 \\033]0;PWNED\\007 1 2\\n' > \"$D/s\"; printf 'a\\n' | \"$MOODPICK\" --replay \"$D/s\"",
        "\"$MOODPICK\" --output \"$(printf 'x\\033]0;PWNED\\007')\" a",
        "\"$MOODPICK\" --spacing \"$(printf '\\033[2J')\" a",
        "\"$MOODPICK\" --trace \"$(printf '/nonexistent/\\033]0;PWNED\\007')\" --select-1 a",
    ])
    func sanitized(script: String) async throws {
        let directory = try Moodpick.scratchDirectory("message-safety")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Moodpick.shell("D=\(shellQuoted(directory.path)); " + script)
        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty)
        #expect(!result.stderr.contains(0x1B) && !result.stderr.contains(0x07), "stderr: \(result.err.debugDescription)")
        #expect(result.err.contains("␛"), "the ESC is shown as a symbol: \(result.err)")
    }

    @Test("an unknown TERM with an escape sequence in it does not retitle the terminal")
    func hostileTerm() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"TERM="$(printf 'x\033]0;PWNED\007')" "$MP" a b; echo "rc=$?""#)
            let screen = try await shell.waitForLine("rc=2")
            #expect(try await session.display("#{pane_title}") != "PWNED")
            #expect(screen.text.contains("␛"), "the ESC is shown as a symbol:\n\(screen)")
        }
    }
}
