import Foundation
import Testing

/// The terminal is left as it was found (docs/CONTRACT.md §2, §8), seen from an interactive bash in tmux:
/// after a choice, a cancel, every signal whose default action ends the process (the usual ones,
/// crash signals and the rest), across Ctrl-Z / `fg`, and when a stopped picker is killed.
@Suite("Terminal restore in tmux")
struct TerminalRestoreTests {
    /// The pane modes that moodpick changes while it runs.
    static let modes = "#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{mouse_button_flag} #{keypad_cursor_flag} #{cursor_flag}"

    /// Checks that the pane is back to `baseline` modes and the shell takes commands.
    static func expectRestored(_ shell: ShellRun, baseline: String) async throws {
        try await shell.session.waitForDisplay("#{alternate_on}", toBe: "0")
        #expect(try await shell.session.display(Self.modes) == baseline, "modes: \(Self.modes)")
        #expect(try await shell.session.display("#{mouse_any_flag}") == "0")
        try await shell.session.type("clear; echo o''k")
        try await shell.waitForLine("ok")
    }

    @Test("after a choice or a cancel the terminal is restored and the shell prompt works",
          arguments: [("Enter", "rc=0 got=[b]"), ("Escape", "rc=130 got=[]")])
    func restoredAfterExit(key: String, expected: String) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
            #expect(baseline.hasPrefix("0 0 "), "the shell starts without alternate screen or mouse: \(baseline)")
            try await session.type(
                #"s1=$(stty -g); x=$(printf 'a\nb\nc\n' | LANG=C.UTF-8 "$MP" --fullscreen); echo "rc=$? got=[$x]"; "#
                    + #"[ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            try await session.waitFor("the picker") { $0.label == "a" }
            try await session.waitForDisplay("#{alternate_on}#{mouse_any_flag}", toBe: "11")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.label == "b" }
            try await session.send(key)
            try await shell.waitForLine(expected)
            try await shell.waitForLine("modes-same")
            try await Self.expectRestored(shell, baseline: baseline)
        }
    }

    /// (signal, status the shell sees): the usual ones; the crash signals (a Swift trap is SIGILL
    /// or SIGTRAP); every other signal whose default action ends the process. SIGRTMIN+1 is 35
    /// with glibc (it keeps 32 and 33).
    static let endingSignals: [(Int32, Int)] = [
        (SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131),
        (SIGSEGV, 139), (SIGBUS, 135), (SIGILL, 132), (SIGTRAP, 133), (SIGABRT, 134), (SIGFPE, 136),
        (SIGUSR1, 138), (SIGUSR2, 140), (SIGALRM, 142), (SIGPIPE, 141), (SIGXCPU, 152), (SIGXFSZ, 153),
        (SIGSYS, 159), (SIGVTALRM, 154), (SIGPROF, 155), (SIGSTKFLT, 144), (SIGPWR, 158), (SIGIO, 157), (35, 163),
    ]

    @Test("every signal that ends the process (SIGTERM, SIGHUP, SIGINT, crash signals, the rest): the shell sees 128+N and the terminal is restored",
          arguments: endingSignals)
    func signals(signal: Int32, status: Int) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
            // `sh -c`, because an interactive bash abandons the rest of a command line whose
            // foreground job died of SIGINT, as if Ctrl-C had been typed.
            try await session.type(
                #"s1=$(stty -g); sh -c 'printf "a\nb\n" | LANG=C.UTF-8 "$MP" --fullscreen; echo "rc=$?"'; "#
                    + #"[ "$s1" = "$(stty -g)" ] && echo modes-same"#)
            try await session.waitFor("the picker") { $0.label == "a" }
            try await session.waitForDisplay("#{alternate_on}#{mouse_any_flag}", toBe: "11")
            let pid = try await shell.moodpickPID()
            #expect(kill(pid, signal) == 0)
            try await shell.waitForLine("rc=\(status)")
            try await shell.waitForLine("modes-same")
            try await Self.expectRestored(shell, baseline: baseline)
        }
    }

    /// How the picker is stopped: Ctrl-Z typed at it, or SIGTSTP sent by another process
    /// (`kill -TSTP`), which must behave the same.
    enum Stop: String, CaseIterable, CustomTestStringConvertible {
        case ctrlZ = "Ctrl-Z"
        case signalFromOutside = "kill -TSTP"
        var testDescription: String { rawValue }
    }

    @Test("Ctrl-Z, or SIGTSTP from outside, suspends with the terminal restored; fg brings the picker back, drawn and working",
          arguments: Stop.allCases)
    func suspendAndResume(stop: Stop) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
            let out = session.directory.appendingPathComponent("out")
            try await session.type(#"printf 'a\nb\nc\n' | LANG=C.UTF-8 "$MP" --fullscreen > "# + shellQuoted(out.path))
            try await session.waitFor("the picker") { $0.label == "a" }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.label == "b" }

            switch stop {
            case .ctrlZ: try await session.send("C-z")
            case .signalFromOutside: #expect(kill(try await shell.moodpickPID(), SIGTSTP) == 0)
            }
            try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
            try await session.waitForDisplay("#{alternate_on}", toBe: "0")
            #expect(try await session.display(Self.modes) == baseline, "modes while suspended")

            try await session.type(#"fg; echo "rc=$?""#)
            try await session.waitForRest("the picker back with `b` centered") { $0.label == "b" && $0.strip.text.contains("b") }
            try await session.waitForDisplay("#{alternate_on}#{mouse_any_flag}", toBe: "11")
            try await session.send("Right")
            try await session.waitForRest("`c` centered after the resume") { $0.label == "c" }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            #expect(try String(contentsOf: out, encoding: .utf8) == "c\n")
            try await Self.expectRestored(shell, baseline: baseline)
        }
    }

    @Test("Ctrl-Z then kill %1: moodpick dies at once with 143 and writes nothing")
    func killWhileStopped() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
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
            try? await Wait.until("moodpick to end after kill %1", timeoutSeconds: 10) { Processes.hasEnded(pid) }
            let after = try await session.capture()
            #expect(Processes.hasEnded(pid), "moodpick is still there after kill %1:\n\(after)")
            // bash 5.2 can miss a child that dies within microseconds of being continued: the
            // zombie stays unreaped and `jobs` says Stopped until the shell's next SIGCHLD, or
            // longer. A five-line C program that re-raises SIGTERM from its handler does the
            // same (docs/TERMINAL.md, "Suspend and resume"). Then the zombie's own status says
            // how moodpick died; otherwise bash has reaped it and says so.
            let zombie = Processes.zombieStatus(pid)
            try await session.type("jobs; echo jobs-listed")
            let screen = try await shell.waitForLine("jobs-listed")
            if let zombie {
                #expect(zombie & 0x7F == SIGTERM, "moodpick's wait status \(zombie): not killed by SIGTERM")
            } else {
                #expect(screen.text.contains("Terminated"), "\(screen)")
            }
            #expect(!screen.text.contains("tty output"), "moodpick stopped again:\n\(screen)")
            #expect(screen.hasLine("BEFORE-KILL"), "the shell's lines were overwritten:\n\(screen)")
            #expect(try await session.display(Self.modes) == baseline)
        }
    }

    /// Whether an inline picture of `a b c` (its prompt row `>` … `1/3`) is drawn below the row
    /// where `fg` was typed.
    static func pictureBelowFg(_ screen: Screen) -> Bool {
        guard let typed = screen.lines.lastIndex(where: { $0.text.contains("$ fg") }) else { return false }
        return screen.lines[(typed + 1)...].contains { $0.text.hasPrefix(">") && $0.text.hasSuffix("1/3") }
    }

    @Test("SIGSTOP, which no handler sees, then fg: the picker is drawn again and works; the terminal restored at the end")
    func uncatchableStop() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
            try await session.type(#"clear; "$MP" a b c"#)
            try await session.waitForRest("the picker") { $0.contains("1/3") && $0.hasLine("a") }
            #expect(kill(try await shell.moodpickPID(), SIGSTOP) == 0)
            try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
            try await session.type(#"fg; echo "rc=$?""#)
            try await session.waitForRest("the picker drawn again below `fg`") { Self.pictureBelowFg($0) }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.lines.contains { $0.text.hasPrefix(">") && $0.text.hasSuffix("2/3") } }
            try await session.send("Enter")
            try await shell.waitForLine("b")
            try await shell.waitForLine("rc=0")
            try await Self.expectRestored(shell, baseline: baseline)
        }
    }

    @Test("Ctrl-Z with moodpick inside a script: the whole job stops, bash says so, fg brings the picker back")
    func suspendInsideAScript() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let baseline = try await session.display(Self.modes)
            let script = session.directory.appendingPathComponent("pick.sh")
            try #"x=$(printf 'a\nb\nc\n' | "$MP"); echo "got=$x""#.write(to: script, atomically: true, encoding: .utf8)
            try await session.type("clear; sh " + shellQuoted(script.path))
            try await session.waitForRest("the picker") { $0.contains("1/3") && $0.hasLine("a") }
            try await session.send("C-z")
            try await session.waitFor("bash to report the stopped job") { $0.contains("Stopped") }
            let suspended = try await session.display(Self.modes)
            #expect(suspended == baseline, "modes while suspended: \(suspended), before: \(baseline)")
            try await session.type(#"fg; echo "rc=$?""#)
            try await session.waitForRest("the picker back below `fg`") { Self.pictureBelowFg($0) }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.lines.contains { $0.text.hasPrefix(">") && $0.text.hasSuffix("2/3") } }
            try await session.send("Enter")
            try await shell.waitForLine("got=b")
            try await shell.waitForLine("rc=0")
            try await Self.expectRestored(shell, baseline: baseline)
        }
    }

    @Test("a hang-up (the tmux server killed under it) ends moodpick as SIGHUP does: status 129, not a cancel's 130",
          arguments: [true, false])
    func hangUp(fullscreen: Bool) async throws {
        // The kernel sends the terminal's foreground job SIGHUP when it hangs up, but a reader may
        // see the end of its input first: a race that moodpick used to lose about half the time,
        // exiting 130 as if cancelled. Here moodpick starts with SIGHUP blocked (a mask is kept
        // across exec), so that signal never wins and only its reading of the hang-up decides.
        // The script's bash ignores SIGHUP, so it outlives the terminal and writes the status.
        let bash = try Processes.which("bash")
        let python = try Processes.which("python3")
        let binary = try Moodpick.binary()
        let blocked = #"import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGHUP]); os.execv(sys.argv[1], sys.argv[1:])"#
        try await TmuxSession.with(command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            let picker = [python, "-c", blocked, binary] + (fullscreen ? ["--fullscreen"] : [])
            let script = """
                trap '' HUP; printf 'a\\nb\\n' | LANG=C.UTF-8 \(picker.map(shellQuoted).joined(separator: " ")) > \(file("out")) 2> \(file("err"))
                echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))

                """
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "\(shellQuoted(bash)) \(file("run.sh"))"
        }) { session in
            let run = PickerRun(session: session)
            try await session.waitForRest("the picker") { $0.contains("1/2") }
            try await session.command(["kill-server"])
            let result = try await run.waitForExit("moodpick to end after the hang-up")
            #expect(result.status == 129, "stderr: \(result.err)")
            #expect(result.stdout.isEmpty)
        }
    }
}
