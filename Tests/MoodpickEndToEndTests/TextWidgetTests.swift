import Foundation
import Testing

/// The text widgets of `moodpick --bash|--zsh|--fish --widgets history,files,dirs` in the real
/// shells, each in its own tmux server with the two-line prompt (docs/CONTRACT.md §16): Ctrl-R
/// puts a command of the shell's own history in the line's place (newest first, a repeat once,
/// a two-line command whole), Ctrl-T inserts paths quoted so that the shell finds them, Tab
/// marking several, Alt-C changes the directory and draws the prompt there; in emacs and vi
/// mode, at the top and at the bottom of a full screen.
@Suite("Text widgets in bash, zsh and fish")
struct TextWidgetTests {
    typealias Mode = EditingMode

    static let everyShellAndMode = ShellKind.everyShellAndMode
    static let widgets = "history,files,dirs"

    /// The path with blanks, both quotes and a dollar; a plain one; what the walk leaves out.
    static let awkward = "with space/it's \"quoted\" $HOME.txt"
    static let tree = [awkward, "plain.txt", ".hidden.txt", ".git/config.txt", "sub dir/deeper/"]

    /// The second line of the two-line command as the shell shows it (fish indents it).
    static func secondRow(_ kind: ShellKind) -> String { kind == .fish ? "  second'" : "second'" }

    /// A shell with the text widgets, in `mode`, started in the folder of `tree`.
    static func with(_ kind: ShellKind, _ mode: Mode, _ body: (WidgetShell, TmuxSession) async throws -> Void) async throws {
        try await WidgetShell.with(kind, widgets: widgets, tree: tree) { shell in
            try await shell.use(mode)
            try await body(shell, shell.session)
        }
    }

    /// Types the commands of the history: one twice, then one of two lines.
    func typeHistory(_ shell: WidgetShell) async throws {
        let session = shell.session
        for _ in 0..<2 {
            try await session.type("echo one")
            try await session.waitFor("its output") { WidgetShell.rows($0).last == "$" && $0.hasLine("one") }
        }
        try await session.sendLiteral("echo 'first")
        try await session.send("Enter")
        try await session.sendLiteral("second'")
        try await session.send("Enter")
        try await session.waitFor("the two lines' output") { WidgetShell.rows($0).suffix(4) == ["first", "second", WidgetShell.promptTop, "$"] }
    }

    @Test("Ctrl-R: the newest command first, a repeat once, a two-line one whole; the chosen one replaces the line, the cursor at its end, and runs",
          arguments: everyShellAndMode)
    func history(kind: ShellKind, mode: Mode) async throws {
        try await Self.with(kind, mode) { shell, session in
            try await typeHistory(shell)
            // `echo one`, the two-line command, and the vi-mode command when typed.
            let distinct = mode == .vi ? 3 : 2
            try await session.send("C-r")
            let opened = try await session.waitForRest("the history, the newest centred") {
                $0.contains("esc cancel") && $0.contains("echo 'first␊second'")
            }
            let top = try #require(opened.lines.first { $0.text.hasPrefix("history>") }, "\(opened)")
            #expect(top.trimmed.hasSuffix("1/\(distinct)"), "each command once:\n\(opened)")
            try await session.send("Escape")
            try await shell.waitForPrompt(line: "")
            // The line is the query: `first` finds the two-line command alone.
            try await session.sendLiteral("first")
            try await shell.waitForPrompt(line: "first")
            let during = try await shell.openWidget(key: "C-r")
            #expect(during.contains("history> first") && during.contains("1/1 of \(distinct)"), "\(during)")
            try await session.send("Enter")
            let after = try await session.waitFor("the command in the line's place") {
                WidgetShell.rows($0).suffix(3) == [WidgetShell.promptTop, "$ echo 'first", Self.secondRow(kind)]
            }
            #expect(try await shell.cursor() == (Self.secondRow(kind).count, WidgetShell.rows(after).count - 1), "the cursor at its end:\n\(after)")
            try await session.send("Enter")
            try await session.waitFor("the command runs") { WidgetShell.rows($0).suffix(4) == ["first", "second", WidgetShell.promptTop, "$"] }
        }
    }

    @Test("Ctrl-T: paths with blanks, quotes and a dollar inserted quoted, two marked with Tab, and the shell finds both",
          arguments: everyShellAndMode)
    func files(kind: ShellKind, mode: Mode) async throws {
        try await Self.with(kind, mode) { shell, session in
            let command = "ls -1d --literal -- "
            try await session.sendLiteral(command)
            try await shell.waitForPrompt(line: command)
            _ = try await shell.openWidget(key: "C-t")
            try await session.sendLiteral("txt")
            // Two of the four .txt files: the hidden one and the one in .git are left out.
            let during = try await session.waitForRest("the two matches") { $0.contains("files> txt") && $0.contains("1/2 of 2") }
            #expect(!during.contains("hidden") && !during.contains(".git"), "\(during)")
            try await session.send("Tab")
            try await session.send("Tab")
            try await session.send("Enter")
            // Marked items come out in input order, and the walk lists the top folder first.
            let after = try await session.waitForRest("both paths on the line") {
                !$0.contains("esc cancel") && WidgetShell.rows($0).joined().contains("$ " + command + "plain.txt ") && $0.contains("HOME.txt")
            }
            let line = try #require(WidgetShell.rows(after).last, "\(after)")
            #expect(WidgetShell.rows(after).joined().contains("$ " + command), "\(after)")
            // The line wraps: what matters is that it ends with the two paths and a blank.
            #expect(line.hasSuffix(".txt"), "the paths after the command:\n\(after)")
            #expect(try await shell.cursor().x == line.count + 1, "the cursor after the blank after them")
            try await session.send("Enter")
            let ran = try await session.waitFor("ls lists both") { WidgetShell.rows($0).last == "$" && $0.hasLine(Self.awkward) }
            #expect(ran.hasLine("plain.txt") && !ran.contains("No such file"), "\(ran)")
        }
    }

    @Test("Alt-C: cd into a folder whose name has a blank, the prompt drawn there, the line being edited kept",
          arguments: everyShellAndMode)
    func dirs(kind: ShellKind, mode: Mode) async throws {
        try await Self.with(kind, mode) { shell, session in
            try await session.sendLiteral("echo kept")
            try await shell.waitForPrompt(line: "echo kept")
            let during = try await shell.openWidget(key: "M-c")
            #expect(during.contains("cd>") && !during.contains(".git"), "\(during)")
            try await session.sendLiteral("deeper")
            try await session.waitForRest("the folder matched") { $0.contains("cd> deeper") && $0.contains("1/1") }
            try await session.send("Enter")
            // bash and zsh run `builtin cd -- …` as a command, then give the line back; fish
            // changes directory itself.
            let after = try await session.waitFor("the prompt after the cd, the line back") { screen in
                let rows = WidgetShell.rows(screen)
                return rows.suffix(2) == [WidgetShell.promptTop, "$ echo kept"] && (kind == .fish || screen.contains("$ builtin cd -- sub\\ dir/deeper"))
            }
            #expect(!after.contains("esc cancel"), "\(after)")
            try await session.sendLiteral("; pwd")
            try await session.send("Enter")
            let ran = try await session.waitFor("pwd in the new folder") { screen in
                screen.lines.contains { $0.trimmed.hasSuffix("/tree/sub dir/deeper") } && WidgetShell.rows(screen).last == "$"
            }
            #expect(ran.hasLine("kept"), "\(ran)")
        }
    }

    /// A widget picking something at the bottom of a full screen.
    enum Pick: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case history, files, dirs
        var testDescription: String { rawValue }
        var key: String { ["history": "C-r", "files": "C-t", "dirs": "M-c"][rawValue]! }
    }

    @Test("at the bottom of a full screen each widget scrolls it up; afterwards the prompt and every earlier line are whole",
          arguments: ShellKind.allCases, Pick.allCases)
    func bottomOfScreen(kind: ShellKind, pick: Pick) async throws {
        try await WidgetShell.with(kind, widgets: Self.widgets, tree: Self.tree) { shell in
            let session = shell.session
            try await session.type("seq 101 140")
            try await shell.waitForPrompt(line: "")
            _ = try await shell.openWidget(key: pick.key)
            let query = ["history": "seq", "files": "plain", "dirs": "deeper"][pick.rawValue]!
            try await session.sendLiteral(query)
            let during = try await session.waitForRest("one match") { $0.contains("> \(query)") && $0.contains("1/1") }
            #expect(WidgetShell.rows(during).count == during.rows, "\(during)")
            try await session.send("Enter")
            let line = ["history": "seq 101 140", "files": "plain.txt ", "dirs": ""][pick.rawValue]!
            let after = try await session.waitFor("the prompt, after the cd for Alt-C") { screen in
                let rows = WidgetShell.rows(screen)
                return rows.suffix(2) == [WidgetShell.promptTop, WidgetShell.withoutTrailingBlanks("$ " + line)] && !screen.contains("esc cancel")
                    && (pick != .dirs || kind == .fish || screen.contains("$ builtin cd -- "))
            }
            var rows = WidgetShell.rows(after)
            #expect(rows.suffix(2) == [WidgetShell.promptTop, WidgetShell.withoutTrailingBlanks("$ " + line)], "\(after)")
            rows.removeLast(2)
            if pick == .dirs && kind != .fish {
                #expect(rows.last?.hasPrefix("$ builtin cd -- ") == true, "\(after)")
                rows.removeLast(2)
            }
            // Every line above is the output, in order, up to its last line, none lost or doubled.
            let numbers = rows.compactMap { Int($0) }
            #expect(numbers.count == rows.count && numbers.last == 140, "\(after)")
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }, "\(after)")
        }
    }

    @Test("`set -e` (bash) or ERR_EXIT (zsh), then Esc in each text widget: the shell stays, the line as it was",
          arguments: [ShellKind.bash, .zsh], Pick.allCases)
    func errexitEscape(kind: ShellKind, pick: Pick) async throws {
        try await WidgetShell.with(kind, widgets: Self.widgets, tree: Self.tree) { shell in
            let session = shell.session
            try await session.type(kind == .bash ? "set -e" : "setopt err_exit")
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo AB")
            _ = try await shell.openWidget(key: pick.key)
            try await session.send("Escape")
            try await shell.waitForPrompt(line: "echo AB")
            try await session.send("Enter")
            try await session.waitFor("the line runs in the same shell") { WidgetShell.rows($0).suffix(3) == ["AB", WidgetShell.promptTop, "$"] }
        }
    }

    @Test("default options that would change what the widgets read or print are overridden", arguments: ShellKind.allCases)
    func defaultsOverridden(kind: ShellKind) async throws {
        try await WidgetShell.with(kind, widgets: Self.widgets, tree: Self.tree) { shell in
            let session = shell.session
            try await session.type(kind.exporting("MOODPICK_DEFAULT_OPTS", "--output index --tac --no-read0 --no-multi"))
            try await shell.waitForPrompt(line: "")
            _ = try await shell.openWidget(key: "C-r")
            try await session.sendLiteral("MOODPICK")
            try await session.waitForRest("the export matched") { $0.contains("history> MOODPICK") && $0.contains("1/1") }
            try await session.send("Enter")
            try await shell.waitForPrompt(line: kind.exporting("MOODPICK_DEFAULT_OPTS", "--output index --tac --no-read0 --no-multi"))
            try await session.send("C-u")
            try await shell.waitForPrompt(line: "")
            _ = try await shell.openWidget(key: "C-t")
            try await session.sendLiteral("txt")
            try await session.waitForRest("the two matches") { $0.contains("files> txt") && $0.contains("1/2 of 2") }
            try await session.send("Tab")
            try await session.send("Tab")
            try await session.send("Enter")
            let after = try await session.waitFor("both paths") { !$0.contains("esc cancel") && $0.contains("plain.txt") && $0.contains("HOME.txt") }
            #expect(WidgetShell.rows(after).last?.hasPrefix("$ ") == true, "\(after)")
        }
    }

    @Test("moodpick missing from PATH: the text widget's message names it, the prompt and the line intact", arguments: ShellKind.allCases)
    func moodpickMissing(kind: ShellKind) async throws {
        try await WidgetShell.with(kind, widgets: Self.widgets) { shell in
            let session = shell.session
            try await session.type(kind.pathWithoutMoodpick)
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo AB")
            try await session.send("C-t")
            let message = "moodpick-files-widget: moodpick is not on PATH"
            let after = try await session.waitFor("the message") { $0.hasLine(message) }
            let rows = WidgetShell.rows(after)
            let prompt = try #require(rows.lastIndex(of: "$ echo AB"), "\(after)")
            #expect(rows[prompt - 1] == WidgetShell.promptTop, "the prompt whole:\n\(after)")
            try await session.sendLiteral("X")
            try await session.waitFor("typing goes on") { WidgetShell.rows($0).contains("$ echo ABX") }
        }
    }

    @Test("without --widgets only the emoji widget is bound: Ctrl-R, Ctrl-T and Alt-C stay the shell's", arguments: ["--bash", "--zsh", "--fish"])
    func optIn(option: String) async throws {
        let binary = try Moodpick.binary()
        let plain = try await Processes.run(binary, [option], environment: Processes.environment(["MOODPICK_DEFAULT_OPTS": ""]))
        let all = try await Processes.run(binary, [option, "--widgets", "emoji,history,files,dirs"], environment: Processes.environment(["MOODPICK_DEFAULT_OPTS": ""]))
        let bindings = { (script: String) in script.split(separator: "\n").filter { $0.contains("bind") && $0.contains("moodpick-") && !$0.contains("()") } }
        #expect(bindings(plain.out).allSatisfy { $0.contains("emoji") }, "\(plain.out)")
        for widget in ["history", "files", "dirs"] {
            #expect(bindings(all.out).contains { $0.contains("moodpick-\(widget)-widget") }, "\(widget)")
        }
        let bad = try await Processes.run(binary, [option, "--widgets", "emoji,fles"], environment: Processes.environment(["MOODPICK_DEFAULT_OPTS": ""]))
        #expect(bad.status == 64 && bad.err.contains("'fles'"), "\(bad.err)")
    }
}
