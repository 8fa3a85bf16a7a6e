import Foundation
import Testing

/// `--tmux` in a real tmux 3.3 with a client attached (docs/CONTRACT.md §16): the choice and the
/// status reach the caller, items and arguments reach the popup as text, a signal to the caller
/// leaves no process and no file, and the README's key binding types the emoji into the pane.
@Suite("--tmux popup")
struct TmuxPopupTests {
    static let items = "😀 happy\n😢 sad\n🤔 thinking\n"

    @Test("the popup has the SIZE asked; the choice reaches stdout with status 0, Esc gives 130 and nothing")
    func choiceAndStatus() async throws {
        try await PopupSession.with { popup in
            let session = popup.session
            try Self.items.write(to: popup.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            try await popup.start("\"$MP\" --tmux=60%,9 < items")
            let screen = try await popup.waitForPopup()
            let frame = try #require(screen.lines.first { $0.trimmed.hasPrefix("┌") }, "\(screen)")
            #expect(frame.trimmed.count == 48, "60% of 80 columns:\n\(screen)")
            #expect(screen.lines.filter { $0.text.contains("│") }.count == 7, "9 rows, the border's two included:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("sad centered") { $0.contains("▕ 😢 ▏") }
            try await session.send("Enter")
            let chosen = try await popup.waitForExit()
            #expect(chosen.status == 0, "stderr: \(chosen.err)")
            #expect(chosen.out == "😢 sad\n")

            try await popup.start("\"$MP\" --tmux < items")
            try await popup.waitForPopup()
            try await session.send("Escape")
            let cancelled = try await popup.waitForExit()
            #expect(cancelled.status == 130 && cancelled.stdout.isEmpty, "\(cancelled.out)\(cancelled.err)")
            #expect(try popup.temporaryFiles().isEmpty)
        }
    }

    @Test("items and arguments that a shell would run reach the popup as text and come back so")
    func quotingAttacks() async throws {
        let attacks = ["$(touch pwned1)", "`touch pwned2`", "'; touch pwned3 #", "\"; touch pwned4 #"]
        try await PopupSession.with { popup in
            let session = popup.session
            try (attacks.joined(separator: "\n") + "\n").write(to: popup.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            let prompt = shellQuoted("$(touch pwned5)> ")
            try await popup.start("\"$MP\" --tmux --prompt \(prompt) --start \(shellQuoted(attacks[0])) < items")
            let screen = try await popup.waitForPopup()
            #expect(screen.contains("$(touch pwned5)>"), "the prompt as typed:\n\(screen)")
            // The label row holds the centred item's whole text (its cell may show it shortened).
            try await session.waitForRest("the first item centered") { $0.contains("$(touch pwned1)") && $0.contains("▕") }
            try await session.send("Enter")
            let fromInput = try await popup.waitForExit()
            #expect(fromInput.status == 0 && fromInput.out == attacks[0] + "\n", "\(fromInput.out)\(fromInput.err)")

            try await popup.start("\"$MP\" --tmux --start \(shellQuoted(attacks[2])) -- " + attacks.map(shellQuoted).joined(separator: " "))
            try await popup.waitForPopup()
            try await session.waitForRest("the third item centered") { $0.contains(attacks[2]) && $0.contains("▕") }
            try await session.send("Enter")
            let fromArguments = try await popup.waitForExit()
            #expect(fromArguments.status == 0 && fromArguments.out == attacks[2] + "\n", "\(fromArguments.out)\(fromArguments.err)")

            let files = try FileManager.default.contentsOfDirectory(atPath: popup.directory.path)
            #expect(!files.contains { $0.hasPrefix("pwned") }, "\(files)")
        }
    }

    @Test("SIGTERM or SIGINT to the caller closes the popup and leaves no process and no file", arguments: [SIGTERM, SIGINT])
    func signalLeavesNothing(signal: Int32) async throws {
        try await PopupSession.with { popup in
            let session = popup.session
            try Self.items.write(to: popup.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            // Alone on its line: bash abandons the rest of a line whose command died of SIGINT.
            try await session.type("\"$MP\" --tmux < items")
            try await popup.waitForPopup()
            let shell = try #require(Int32(try await session.command(["display-message", "-p", "-t", "work", "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)))
            let server = try await popup.serverPID()
            let running = Processes.descendants(of: server, named: "moodpick")
            #expect(running.count == 3, "the caller, the popup's side and the picker: \(running)")
            let caller = try #require(Processes.descendants(of: shell, named: "moodpick").first)
            kill(caller, signal)
            try await session.waitFor("every moodpick process to end") { _ in
                Processes.descendants(of: server, named: "moodpick").isEmpty
            }
            try await session.type("echo \"rc=$?\"")
            let after = try await session.waitFor("the caller's status") { $0.hasLine("rc=\(128 + signal)") }
            #expect(!after.contains("esc cancel") && !after.contains("┌"), "the popup is closed:\n\(after)")
            #expect(Processes.descendants(of: shell, named: "tmux").isEmpty, "no tmux client left")
            let left = try popup.temporaryFiles()
            #expect(left.isEmpty, "\(left)")
        }
    }

    @Test("a popup closed before the picker ends: exit 2 with a message, nothing on stdout, no process and no file left")
    func closedPopup() async throws {
        try await PopupSession.with { popup in
            let session = popup.session
            try Self.items.write(to: popup.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            try await popup.start("\"$MP\" --tmux < items")
            try await popup.waitForPopup()
            try await session.command(["display-popup", "-C", "-t", "work"])
            let closed = try await popup.waitForExit()
            #expect(closed.status == 2 && closed.stdout.isEmpty, "\(closed.status) \(closed.out)\(closed.err)")
            #expect(closed.err.contains("--tmux: the popup was closed before the picker ended"), "\(closed.err)")
            let server = try await popup.serverPID()
            try await session.waitFor("every moodpick process to end") { _ in Processes.descendants(of: server, named: "moodpick").isEmpty }
            #expect(try popup.temporaryFiles().isEmpty)
        }
    }

    @Test("a popup larger than a 40×10 client is cut to the client and the picker runs in it", arguments: [
        "--tmux=100%,40 < items", "--tmux --preview 'echo {}' --preview-height 30 < items", "--tmux=100,10 < items",
    ])
    func clampedToClient(arguments: String) async throws {
        try await PopupSession.with(cols: 40, rows: 10) { popup in
            let session = popup.session
            try Self.items.write(to: popup.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            try await popup.start("\"$MP\" " + arguments)
            let screen = try await session.waitFor("the popup with the picker") { $0.contains("┌") && $0.contains("▕ 😀 ▏") }
            #expect(screen.lines.filter { $0.text.contains("│") }.count == 8, "10 rows, the border's two included:\n\(screen)")
            try await session.send("Enter")
            let chosen = try await popup.waitForExit()
            #expect(chosen.status == 0 && chosen.out == "😀 happy\n", "\(chosen.status) \(chosen.out)\(chosen.err)")
        }
    }

    @Test("the README's key binding opens the popup and types the emoji into the pane, without Enter")
    func bindingPastes() async throws {
        let readme = try String(contentsOf: Moodpick.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let binding = try #require(readme.split(separator: "\n").first { $0.hasPrefix("bind-key ") }, "no bind-key line in README.md")
        try await PopupSession.with { popup in
            let session = popup.session
            let path = Moodpick.binaryURL.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            for (name, value) in [("PATH", path), ("LANG", "C.UTF-8"), ("LC_ALL", "C.UTF-8"),
                                  ("XDG_STATE_HOME", popup.directory.appendingPathComponent("state").path)] {
                try await session.command(["set-environment", "-g", name, value])
            }
            let config = popup.directory.appendingPathComponent("binding.conf")
            try (String(binding) + "\n").write(to: config, atomically: true, encoding: .utf8)
            try await session.command(["source-file", config.path])
            try await session.type("cat")
            try await session.waitFor("cat running") { $0.hasLine("$ cat") }
            // The client in `s` reads the keys: prefix, then e.
            try await session.send("C-b")
            try await session.send("e")
            try await popup.waitForPopup()
            try await session.sendLiteral("rocket")
            try await session.waitForRest("🚀 in the mark") { $0.contains("▕ 🚀 ▏") }
            try await session.send("Enter")
            let typed = try await session.waitFor("the emoji typed into cat") { !$0.contains("esc cancel") && $0.hasLine("🚀") }
            let row = try #require(typed.lines.firstIndex { $0.trimmed == "🚀" })
            #expect(try await session.display("#{cursor_y},#{cursor_x}") == "\(row),2", "no Enter after it:\n\(typed)")
            try await session.send("Enter")
            try await session.waitFor("cat's copy of the line") { $0.lines.filter { $0.trimmed == "🚀" }.count == 2 }
        }
    }

    @Test("outside tmux, in --replay and with a tmux older than 3.3 it runs as usual; a bad SIZE is a usage error")
    func runsAsUsual() async throws {
        let directory = try Moodpick.scratchDirectory("tmux")
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        // A tmux that says it is 3.2a, and opens nothing whatever it is asked.
        let fake = old.appendingPathComponent("tmux")
        try "#!/bin/sh\necho 'tmux 3.2a'\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let replay = directory.appendingPathComponent("choose.replay")
        try "0 key right\n1 key enter\n".write(to: replay, atomically: true, encoding: .utf8)
        let runs: [(String, Int32, String)] = [
            ("unset TMUX; \"$MOODPICK\" --tmux --select-1 only", 0, "only\n"),
            ("TMUX=/nonexistent,1,0 \"$MOODPICK\" --tmux --replay \(shellQuoted(replay.path)) a b", 0, "b\n"),
            ("TMUX=/nonexistent,1,0 PATH=\(shellQuoted(old.path)):$PATH \"$MOODPICK\" --tmux --select-1 only", 0, "only\n"),
            ("\"$MOODPICK\" --tmux=0% --select-1 only", 64, ""),
            ("\"$MOODPICK\" --tmux=80%,12,3 --select-1 only", 64, ""),
        ]
        for (script, status, output) in runs {
            let result = try await Moodpick.shell(script)
            #expect(result.status == status && result.out == output, "\(script): \(result.status) \(result.out)\(result.err)")
        }
    }
}
