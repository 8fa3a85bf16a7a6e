import Foundation
import Testing

/// A screen ncurses cannot allocate is reported as such, not as an unknown terminal type.
@Suite("Huge screens")
struct HugeScreenTests {
    @Test("a 10000 × 10000 pty under ulimit -v: the picker comes up and chooses, nothing the size of the screen is allocated")
    func hugeScreen() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let out = session.directory.appendingPathComponent("out")
            let rc = session.directory.appendingPathComponent("rc")
            // stty sets the pty's size as the kernel reports it, which is what moodpick reads.
            // Enter goes once moodpick has the terminal: typed ahead, while the line discipline
            // still turns CR into LF, it would arrive as Ctrl-J (the next cell, as in fzf).
            try await session.type(
                #"stty rows 10000 cols 10000; (ulimit -v 700000; "$MP" a b > "# + shellQuoted(out.path)
                    + #"; echo "$?" > "# + shellQuoted(rc.path) + #"); stty rows 24 cols 80; echo finished"#)
            try await PickerRun(session: session).waitForEchoOff()
            try await session.send("Enter")
            try await shell.waitForLine("finished", timeoutSeconds: 60)
            let status = try String(contentsOf: rc, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(status == "0")
            #expect(try String(contentsOf: out, encoding: .utf8) == "a\n")
        }
    }

    @Test("TERM unknown, dumb or unset: exit 2 with a clear message, the terminal untouched", arguments: [
        ("TERM=no-such-terminal", "unknown terminal type 'no-such-terminal'"),
        ("MOODPICK_DEFAULT_OPTS=--no-accessible TERM=dumb", "terminal 'dumb' cannot place the cursor"),
        ("env -u TERM", "TERM is not set"),
    ])
    func unusableTerm(prefix: String, message: String) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(TerminalRestoreTests.modes)
            let err = session.directory.appendingPathComponent("err")
            try await session.type(#"s1=$(stty -g); "# + prefix + #" "$MP" a b 2> "# + shellQuoted(err.path)
                + #"; echo "rc=$?"; [ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            try await shell.waitForLine("rc=2")
            try await shell.waitForLine("modes-same")
            let text = try String(contentsOf: err, encoding: .utf8)
            #expect(text.contains(message), "stderr: \(text)")
            #expect(try await session.display(TerminalRestoreTests.modes) == baseline)
        }
    }
}
