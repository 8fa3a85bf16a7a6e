import Foundation
import Testing

/// The shell widget against what a working day puts in its way, in real bash, zsh and fish in
/// tmux (docs/CONTRACT.md §16): a line holding an escape sequence and tabs, a line longer than
/// the row, moodpick missing from PATH, `set -e` and ERR_EXIT, default options that would
/// break the widget or do not parse, zsh's `combining_chars`, and the second key for terminals
/// that send Alt as 8-bit meta.
@Suite("Shell widget faults in bash, zsh and fish")
struct ShellWidgetFaultTests {
    /// Editing modes a case runs in.
    typealias Mode = EditingMode

    static let everyShellAndMode = ShellKind.everyShellAndMode

    /// fish strips a pasted line's controls itself, and its vi mode ends a paste at the ESC.
    static let pastedEscapeCases = everyShellAndMode.filter { !($0.0 == .fish && $0.1 == .vi) }

    /// `$ echo A` is 8 columns: the cursor on the B.
    static let betweenAB = 8

    /// A line that retitles the terminal (OSC 2) if it reaches it raw, with tabs in it.
    static let retitling = "echo A\u{1B}]2;PWNED\u{07}\tx\ty"

    @Test("an OSC 2 and tabs in the line: the pane keeps its title; bash shows the line as readline does, on one row",
          arguments: pastedEscapeCases)
    func escapeSequenceInLine(kind: ShellKind, mode: Mode) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            if mode == .vi { try await shell.useViMode() }
            let title = try await session.display("#{pane_title}")
            // Pasted as tmux pastes, in bracketed-paste markers: the shell takes it as text.
            try await session.command(["set-buffer", "-b", "osc", Self.retitling])
            try await session.command(["paste-buffer", "-p", "-b", "osc", "-t", "s"])
            let typed = try await session.waitFor("the pasted line") { screen in
                WidgetShell.lastNonBlankRow(screen).map { WidgetShell.withoutTrailingBlanks(screen[$0].text).hasSuffix("y") } ?? false
            }
            let line = try #require(WidgetShell.lastNonBlankRow(typed).map { WidgetShell.withoutTrailingBlanks(typed[$0].text) })
            let during = try await shell.openWidget()
            #expect(try await session.display("#{pane_title}") == title, "the line's OSC 2 reached the terminal")
            let shown = WidgetShell.rows(during)
            let picker = try #require(shown.firstIndex { $0.hasPrefix(">") }, "\(during)")
            #expect(picker >= 2 && shown[picker - 1] == line && shown[picker - 2] == WidgetShell.promptTop,
                    "the line, as the shell showed it, on the row above the picker:\n\(during)")
            if kind == .bash { #expect(line == "$ echo A^[]2;PWNED^G    x       y", "\(typed)") }
            try await session.send("Escape")
            let after = try await shell.waitForPrompt(line: String(line.dropFirst(WidgetShell.prompt.count)))
            let rows = WidgetShell.rows(after)
            #expect(rows.suffix(2) == [WidgetShell.promptTop, line] && rows.filter { $0.contains("PWNED") }.count == 1,
                    "the prompt and the line, no stray copy of it:\n\(after)")
            #expect(try await session.display("#{pane_title}") == title)
        }
    }

    @Test("tabs that make the line wider than the row: the widget's copy stays on one row, none is left above the prompt")
    func tabsWiderThanRow() async throws {
        try await WidgetShell.with(.bash) { shell in
            let session = shell.session
            // 21 characters, 2 columns a character would fit; the tabs make 90 columns.
            try await session.command(["set-buffer", "-b", "tabs", "echo " + String(repeating: "\t", count: 11) + "tail"])
            try await session.command(["paste-buffer", "-p", "-b", "tabs", "-t", "s"])
            try await session.waitFor("the pasted line") { $0.contains("tail") }
            let during = try await shell.openWidget()
            let rows = WidgetShell.rows(during)
            #expect(rows.count == 7 && rows[0] == WidgetShell.promptTop && rows[1].hasPrefix("$ <") && rows[1].hasSuffix("tail"),
                    "the line on one row, its end in view, the picker under it:\n\(during)")
            try await session.send("Escape")
            let after = try await session.waitFor("the picker gone") { !$0.contains("esc cancel") && $0.contains("tail") }
            #expect(WidgetShell.rows(after).filter { $0 == WidgetShell.promptTop }.count == 1, "one prompt:\n\(after)")
            #expect(WidgetShell.rows(after).count == 3, "the prompt and the line as bash wraps it, nothing else:\n\(after)")
        }
    }

    @Test("a line longer than the row: the text around the cursor stays in view while the picker is up",
          arguments: everyShellAndMode)
    func longLine(kind: ShellKind, mode: Mode) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            if mode == .vi { try await shell.useViMode() }
            let words = "fix(checkout): retry the payment webhook when the bank answers slowly and the customer waits END"
            try await session.sendLiteral("echo '\(words)'")
            try await session.waitFor("the typed line") { $0.text.replacingOccurrences(of: "\n", with: "").contains("waits END") }
            let during = try await shell.openWidget()
            let rows = WidgetShell.rows(during)
            let picker = try #require(rows.firstIndex { $0.hasPrefix(">") }, "\(during)")
            #expect(rows[..<picker].contains { $0.contains("waits END") }, "the end of the line, at the cursor, is in view:\n\(during)")
            if kind == .bash {
                #expect(rows[picker - 1].hasPrefix("$ <") && rows[picker - 1].hasSuffix("waits END'") && rows[picker - 1].count < 80,
                        "bash: the tail on one row, the cut marked:\n\(during)")
            }
            try await session.send("Escape")
            try await session.waitFor("the picker gone") { !$0.contains("esc cancel") }
            try await session.send("Enter")
            let ran = try await session.waitFor("the line runs") { WidgetShell.rows($0).last == "$" }
            #expect(ran.lines.map(\.text).joined().components(separatedBy: words).count == 3, "the line and its output, whole:\n\(ran)")
        }
    }

    @Test("moodpick missing from PATH: a message on a row of its own, the prompt and the line intact", arguments: ShellKind.allCases)
    func moodpickMissing(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await session.type(kind.pathWithoutMoodpick)
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            try await session.send("M-:")
            let message = "moodpick-emoji-widget: moodpick is not on PATH"
            let after = try await session.waitFor("the message") { $0.hasLine(message) }
            let rows = WidgetShell.rows(after)
            let prompt = try #require(rows.lastIndex(of: "$ echo AB"), "\(after)")
            #expect(rows[prompt - 1] == WidgetShell.promptTop, "the prompt whole:\n\(after)")
            #expect(!rows.contains { $0.contains("command not found") }, "\(after)")
            #expect(try await shell.cursor() == (Self.betweenAB, prompt), "the cursor where it was on the line")
            try await session.sendLiteral("X")
            try await session.waitFor("typing goes on") { WidgetShell.rows($0).contains("$ echo AXB") }
        }
    }

    @Test("`set -e` (bash) or ERR_EXIT (zsh), then Esc in the widget: the shell stays, the line as it was",
          arguments: [ShellKind.bash, .zsh], Mode.allCases)
    func errexitEscape(kind: ShellKind, mode: Mode) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            if mode == .vi { try await shell.useViMode() }
            try await session.type(kind == .bash ? "set -e" : "setopt err_exit")
            try await session.waitFor("a fresh prompt") { WidgetShell.rows($0).last == "$" }
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            try await session.send("Escape")
            try await shell.waitForPrompt(line: "echo AB")
            try await session.send("Enter")
            let ran = try await session.waitFor("the line runs in the same shell") { WidgetShell.rows($0).suffix(3) == ["AB", WidgetShell.promptTop, "$"] }
            #expect(WidgetShell.rows(ran).contains("$ echo AB"), "\(ran)")
        }
    }

    @Test("MOODPICK_DEFAULT_OPTS='--multi --fullscreen': Tab, Tab, Enter inserts one emoji, no newline", arguments: ShellKind.allCases)
    func defaultMultiFullscreen(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await session.type(kind.exporting("MOODPICK_DEFAULT_OPTS", "--multi --fullscreen"))
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo x:")
            _ = try await shell.openWidget()
            _ = try await shell.search("rocket", centering: "🚀")
            try await session.send("Tab")
            try await session.send("Tab")
            try await session.send("Enter")
            let after = try await session.waitForRest("the picker gone, the line changed") {
                !$0.contains("esc cancel") && $0.contains("echo x:") && !WidgetShell.rows($0).contains("$ echo x:")
            }
            let rows = WidgetShell.rows(after)
            let last = try #require(rows.last)
            #expect(rows.dropLast().last == WidgetShell.promptTop && last.hasPrefix("$ echo x:"),
                    "an emoji after `x:`, the line on one row:\n\(after)")
        }
    }

    @Test("a broken default (--hieght 3): its message on rows of its own, then the prompt and the line intact", arguments: ShellKind.allCases)
    func brokenDefault(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await session.type(kind.exporting("MOODPICK_DEFAULT_OPTS", "--hieght 3"))
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            try await session.send("M-:")
            // The first line, with its hint, is wider than the 80-column pane: tmux wraps it.
            let message = ["moodpick: MOODPICK_DEFAULT_OPTS: unknown option '--hieght' (did you mean --heigh", "t?)",
                           "Try 'moodpick --help' for more information."]
            let expected = [WidgetShell.promptTop, "$ echo AB"] + message + [WidgetShell.promptTop, "$ echo AB"]
            let after = try await session.waitFor("the line, the message under it, the prompt and the line again") {
                Array(WidgetShell.rows($0).suffix(expected.count)) == expected
            }
            let rows = WidgetShell.rows(after)
            #expect(try await shell.cursor() == (Self.betweenAB, rows.count - 1))
            try await session.sendLiteral("X")
            try await shell.waitForPrompt(line: "echo AXB")
        }
    }

    @Test("a broken default does not keep the rc file from setting the widget up", arguments: ["--bash", "--zsh", "--fish"])
    func scriptDespiteBrokenDefault(option: String) async throws {
        let binary = try Moodpick.binary()
        let plain = try await Processes.run(binary, [option], environment: Processes.environment(["MOODPICK_DEFAULT_OPTS": ""]))
        for broken in [["MOODPICK_DEFAULT_OPTS": "--hieght 3"], ["MOODPICK_DEFAULT_OPTS": "'unclosed"]] {
            let run = try await Processes.run(binary, [option], environment: Processes.environment(broken))
            #expect(run.status == 0 && run.out == plain.out && run.out.contains("moodpick-emoji-widget"), "\(broken): \(run.err)")
        }
    }

    @Test("zsh: ❤️ (with U+FE0F) is drawn as ❤️, not ❤<fe0f>", arguments: Mode.allCases)
    func zshCombiningChars(mode: Mode) async throws {
        try await WidgetShell.with(.zsh) { shell in
            let session = shell.session
            if mode == .vi { try await shell.useViMode() }
            try await session.sendLiteral("echo ")
            _ = try await shell.openWidget()
            try await session.sendLiteral("red heart")
            try await session.waitForRest("red heart centred") { $0.lines.contains { $0.trimmed.hasPrefix("red heart") } }
            try await session.send("Enter")
            let after = try await shell.waitForPrompt(line: "echo ❤️")
            #expect(!after.contains("<fe0f>"), "\(after)")
            try await session.send("Enter")
            try await session.waitFor("the command's output") { $0.hasLine("❤️") }
        }
    }

    @Test("Ctrl-X : opens the widget too (bash, zsh), for terminals that send Alt-: as º", arguments: [ShellKind.bash, .zsh], Mode.allCases)
    func controlXColon(kind: ShellKind, mode: Mode) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            if mode == .vi { try await shell.useViMode() }
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            try await session.send("C-x")
            try await session.sendLiteral(":")
            try await session.waitFor("the emoji picker") { $0.contains("esc cancel") }
            _ = try await shell.search("rocket", centering: "🚀")
            try await session.send("Enter")
            try await shell.waitForPrompt(line: "echo A🚀B")
        }
    }

    @Test("the --bash and --zsh output, the README and the man page say what to do where Alt-: types º")
    func eightBitMetaDocumented() async throws {
        let binary = try Moodpick.binary()
        for shell in ["--bash", "--zsh", "--fish"] {
            let script = try await Processes.run(binary, [shell], environment: [:]).out
            #expect(script.contains("XTerm*metaSendsEscape: true"), "\(shell)")
        }
        for document in ["README.md", "docs/moodpick.1"] {
            let text = try String(contentsOf: Moodpick.packageRoot.appendingPathComponent(document), encoding: .utf8)
            #expect(text.contains("metaSendsEscape: true") && text.contains("Ctrl-X :"), "\(document)")
        }
    }
}
