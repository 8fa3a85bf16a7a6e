import Foundation
import Testing

/// Every signal whose default action ends the process restores the terminal first, and a
/// signal that comes while the picker is stopped (Ctrl-Z, then `kill %1`) ends it at once.
@Suite("More signals in tmux")
struct SignalRestoreTests {
    /// (signal, status the shell sees). SIGRTMIN+1 is 35 with glibc (it keeps 32 and 33).
    static let endingSignals: [(Int32, Int)] = [
        (SIGUSR1, 138), (SIGUSR2, 140), (SIGALRM, 142), (SIGPIPE, 141), (SIGXCPU, 152), (SIGXFSZ, 153),
        (SIGSYS, 159), (SIGVTALRM, 154), (SIGPROF, 155), (SIGSTKFLT, 144), (SIGPWR, 158), (SIGIO, 157), (35, 163),
    ]

    @Test("a signal outside the usual set: 128+N and the terminal restored", arguments: endingSignals)
    func endingSignal(signal: Int32, status: Int) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(TerminalRestoreTests.modes)
            try await session.type(
                #"s1=$(stty -g); sh -c 'printf "a\nb\n" | LANG=C.UTF-8 "$MP" --fullscreen; echo "rc=$?"'; "#
                    + #"[ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            try await session.waitFor("the picker") { $0.label == "a" }
            try await session.waitForDisplay("#{alternate_on}#{mouse_any_flag}", toBe: "11")
            let pid = try await shell.moodpickPID()
            #expect(kill(pid, signal) == 0)
            try await shell.waitForLine("rc=\(status)")
            try await shell.waitForLine("modes-same")
            try await TerminalRestoreTests.expectRestored(shell, baseline: baseline)
        }
    }

    @Test("Ctrl-Z then kill %1: moodpick dies at once with 143 and writes nothing")
    func killWhileStopped() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(TerminalRestoreTests.modes)
            try await session.type(#"printf 'a\nb\n' | LANG=C.UTF-8 "$MP" --fullscreen"#)
            try await session.waitFor("the picker") { $0.label == "a" }
            try await session.send("C-z")
            try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
            try await session.waitForDisplay("#{alternate_on}", toBe: "0")
            try await session.type("clear; echo BEFORE-KILL")
            try await shell.waitForLine("BEFORE-KILL")
            let pid = try await shell.moodpickPID()
            try await session.type("kill %1")
            // bash sends SIGTERM, then SIGCONT to a stopped job: moodpick must be gone soon after.
            let deadline = ContinuousClock.now + .seconds(10)
            while kill(pid, 0) == 0 && ContinuousClock.now < deadline { try await Task.sleep(for: TmuxSession.pollInterval) }
            let after = try await session.capture()
            #expect(kill(pid, 0) != 0, "moodpick is still there after kill %1:\n\(after)")
            try await session.type("jobs; echo jobs-listed")
            let screen = try await shell.waitForLine("jobs-listed")
            #expect(screen.text.contains("Terminated"), "\(screen)")
            #expect(!screen.text.contains("tty output"), "moodpick stopped again:\n\(screen)")
            #expect(screen.hasLine("BEFORE-KILL"), "the shell's lines were overwritten:\n\(screen)")
            #expect(try await session.display(TerminalRestoreTests.modes) == baseline)
        }
    }
}
