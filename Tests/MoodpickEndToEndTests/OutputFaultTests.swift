import Foundation
import Testing

/// Where the chosen item goes when stdout cannot take it: never anywhere else, and the run
/// ends with status 2 and a message (a closed stdout, /dev/full, a closed pipe with SIGPIPE
/// ignored).
@Suite("Output faults")
struct OutputFaultTests {
    @Test("with stdout closed, a headless run writes the item nowhere: not into --trace, exit 2")
    func closedStdoutHeadless() async throws {
        let directory = try Moodpick.scratchDirectory("closed-stdout")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0 key enter\n".write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        let result = try await Moodpick.shell(
            "cd \(shellQuoted(directory.path)) && printf 'secret-item\\n' | \"$MOODPICK\" --replay script --trace trace >&-")
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains("standard output"), "stderr: \(result.err)")
        let trace = try String(contentsOf: directory.appendingPathComponent("trace"), encoding: .utf8)
        #expect(!trace.contains("secret-item"), "the item went into the trace:\n\(trace)")
    }

    @Test("with stdout closed, items and the wheels say the same: it is closed (not Bad file descriptor), exit 2", arguments: [
        ("printf 'a\\n' | \"$MOODPICK\" --replay script", "item"),
        ("\"$MOODPICK\" --range 1..3 --replay script", "value"),
        ("\"$MOODPICK\" --date --start 2026-12-01 --replay script", "value"),
    ])
    func closedStdoutMessage(command: String, what: String) async throws {
        let directory = try Moodpick.scratchDirectory("closed-stdout-message")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0 key enter\n".write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        let result = try await Moodpick.shell("cd \(shellQuoted(directory.path)) && \(command) >&-")
        #expect(result.status == 2)
        #expect(result.err == "moodpick: cannot write the chosen \(what) to standard output: it is closed\n", "stderr: \(result.err)")
    }

    /// Each script prints `rc=<status>` on fd 3 (the test's stdout).
    @Test("stdout that refuses the item: exit 2 with a message", arguments: [
        ("\"$MOODPICK\" --select-1 only >/dev/full; echo \"rc=$?\"", "No space left"),
        // The reader closes its end before the writer starts, so the pipe is surely broken.
        ("exec 3>&1; trap '' PIPE; { while [ ! -e \"$D/closed\" ]; do sleep 0.01; done; \"$MOODPICK\" --select-1 only; echo \"rc=$?\" >&3; } "
            + "| { exec 0<&-; touch \"$D/closed\"; }", "Broken pipe"),
    ])
    func refusedStdout(script: String, reason: String) async throws {
        let directory = try Moodpick.scratchDirectory("refused-stdout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Moodpick.shell("D=\(shellQuoted(directory.path)); " + script)
        #expect(result.out.contains("rc=2"), "stdout: \(result.out) stderr: \(result.err)")
        #expect(result.err.contains("standard output") && result.err.contains(reason), "stderr: \(result.err)")
    }

    @Test("with stdout closed in a terminal, the item never reaches the terminal")
    func closedStdoutInteractive() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"printf 'x\033]0;PWNED\007y item\n' | "$MP" >&-; echo "rc=$?""#)
            try await session.waitForRest("the picker") { $0.text.contains("item") && $0.text.contains("1/1") }
            try await session.send("Enter")
            let screen = try await shell.waitForLine("rc=2")
            #expect(try await session.display("#{pane_title}") != "PWNED", "the item's OSC reached the terminal")
            #expect(screen.text.contains("standard output"), "no message:\n\(screen)")
        }
    }
}

/// The files a run writes about itself fail loudly too.
@Suite("Trace, record and screen faults")
struct RecorderFaultTests {
    @Test("an unwritable --trace, --record or --screen exits 2 naming the file", arguments: [
        ("--trace /dev/full", "/dev/full"), ("--record /dev/full", "/dev/full"), ("--screen /dev/full", "/dev/full"),
        ("--screen /nonexistent/x", "/nonexistent/x"), ("--trace /nonexistent/x", "/nonexistent/x"),
    ])
    func unwritable(option: String, path: String) async throws {
        let directory = try Moodpick.scratchDirectory("recorder-faults")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0 key right\n100 key enter\n".write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        let result = try await Moodpick.shell(
            "cd \(shellQuoted(directory.path)) && printf 'a\\nb\\n' | \"$MOODPICK\" --replay script \(option)")
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains("cannot write \(path)"), "stderr: \(result.err)")
    }
}
