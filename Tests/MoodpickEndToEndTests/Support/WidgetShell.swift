import Foundation
import Testing

/// A shell the widget ships for.
enum ShellKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case bash, zsh, fish

    var testDescription: String { rawValue }

    /// The rc file: the two-line prompt `WidgetShell.promptTop` / `$ `, nothing from the
    /// machine's own configuration, and the one documented set-up line (with `--widgets
    /// LIST` when `widgets` is given).
    func rcText(widgets: String? = nil) -> String {
        let options = widgets.map { " --widgets \($0)" } ?? ""
        switch self {
        case .bash:
            return """
                PS1='\(WidgetShell.promptTop)\\n$ '
                PROMPT_COMMAND=
                HISTFILE=/dev/null
                eval "$(moodpick --bash\(options))"

                """
        case .zsh:
            return """
                PS1=$'\(WidgetShell.promptTop)\\n$ '
                HISTFILE=/dev/null
                source <(moodpick --zsh\(options))

                """
        case .fish:
            return """
                set -g fish_greeting
                set -g fish_autosuggestion_enabled 0
                function fish_prompt; echo \(WidgetShell.promptTop); echo -n '$ '; end
                function fish_right_prompt; end
                function fish_mode_prompt; end
                moodpick --fish\(options) | source

                """
        }
    }

    /// The command line that starts the shell (`executable`) on the rc file `rc` alone.
    func command(_ executable: String, rc: URL) -> String {
        let shell = shellQuoted(executable)
        switch self {
        case .bash: return "\(shell) --noprofile --rcfile \(shellQuoted(rc.path)) -i"
        case .zsh: return "env ZDOTDIR=\(shellQuoted(rc.deletingLastPathComponent().path)) \(shell) -d -i"
        case .fish: return "\(shell) --no-config -i -C \(shellQuoted("source " + shellQuoted(rc.path)))"
        }
    }

    /// Sets PATH to the system's directories alone, where no moodpick is, typed at the prompt.
    var pathWithoutMoodpick: String {
        switch self {
        case .bash: return "PATH=/usr/bin:/bin"
        case .zsh: return "path=(/usr/bin /bin)"
        case .fish: return "set -gx PATH /usr/bin /bin"
        }
    }

    /// Exports `name` with `value` (no single quote in it), typed at the prompt.
    func exporting(_ name: String, _ value: String) -> String {
        self == .fish ? "set -gx \(name) '\(value)'" : "export \(name)='\(value)'"
    }

    /// Turns vi editing on, typed at the prompt.
    var viMode: String {
        switch self {
        case .bash: return "set -o vi"
        case .zsh: return "bindkey -v"
        // Without a configuration nothing reloads the bindings when the variable changes.
        case .fish: return "set -g fish_key_bindings fish_vi_key_bindings; fish_vi_key_bindings"
        }
    }
}

/// The line editor's keymap a case runs in.
enum EditingMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case emacs, vi
    var testDescription: String { rawValue }
}

extension ShellKind {
    /// Every shell in every editing mode, for the suites' arguments.
    static let everyShellAndMode = allCases.flatMap { kind in EditingMode.allCases.map { (kind, $0) } }
}

/// An interactive bash, zsh or fish in its own tmux server, set up with its widget as the
/// README says, `.build/debug` first on PATH, and a fresh, empty pick history.
struct WidgetShell: Sendable {
    let session: TmuxSession
    let kind: ShellKind

    /// The first line of the two-line prompt.
    static let promptTop = "moodpick-test"
    /// The second line, where the command line is edited.
    static let prompt = "$ "

    /// With `widgets`, the rc file binds those (`--widgets`); with `tree`, the shell starts in
    /// a folder `tree` of the scratch directory holding these files (paths under it; one
    /// ending in `/` is an empty folder).
    @discardableResult
    static func with<T>(
        _ kind: ShellKind, cols: Int = 80, rows: Int = 24, widgets: String? = nil, tree: [String] = [],
        _ body: (WidgetShell) async throws -> T
    ) async throws -> T {
        let binary = URL(fileURLWithPath: try Moodpick.binary())
        let shell = try Processes.which(kind.rawValue)
        return try await TmuxSession.with(cols: cols, rows: rows, command: { directory in
            let rc = directory.appendingPathComponent(kind == .zsh ? ".zshrc" : "rc")
            let start = directory.appendingPathComponent("tree")
            for path in tree {
                let file = start.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: path.hasSuffix("/") ? file : file.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !path.hasSuffix("/") { try Data().write(to: file) }
            }
            let cd = tree.isEmpty ? "" : "cd \(shellQuoted(start.path))\n"
            try (cd + kind.rcText(widgets: widgets)).write(to: rc, atomically: true, encoding: .utf8)
            let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let environment = [
                "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PATH=\(path)", "HOME=\(directory.path)",
                "XDG_STATE_HOME=\(directory.appendingPathComponent("state").path)",
                "XDG_DATA_HOME=\(directory.appendingPathComponent("data").path)",
                "XDG_CONFIG_HOME=\(directory.appendingPathComponent("config").path)",
                "MOODPICK_DEFAULT_OPTS=", "MOODPICK_DEFAULT_OPTS_FILE=",
            ]
            return "env " + environment.map(shellQuoted).joined(separator: " ") + " " + kind.command(shell, rc: rc)
        }) { session in
            let shell = WidgetShell(session: session, kind: kind)
            try await shell.waitForPrompt(line: "")
            return try await body(shell)
        }
    }

    /// The cursor's column and row in the pane.
    func cursor() async throws -> (x: Int, y: Int) {
        let text = try await session.display("#{cursor_x},#{cursor_y}")
        let parts = text.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw HarnessError("no cursor position: \(text)") }
        return (parts[0], parts[1])
    }

    /// Waits for the two-line prompt with `line` being edited on the last non-blank row.
    @discardableResult
    func waitForPrompt(line: String, timeoutSeconds: Double = 20) async throws -> Screen {
        try await session.waitFor("the \(kind.rawValue) prompt reading `\(line)`", timeoutSeconds: timeoutSeconds) { screen in
            guard let row = Self.lastNonBlankRow(screen) else { return false }
            return Self.withoutTrailingBlanks(screen[row].text) == Self.withoutTrailingBlanks(Self.prompt + line) && screen[row - 1].trimmed == Self.promptTop
        }
    }

    /// Waits until the cursor stands at `column` on the edited row.
    func waitForCursor(column: Int, timeoutSeconds: Double = 20) async throws {
        try await session.waitForDisplay("#{cursor_x}", toBe: String(column), timeoutSeconds: timeoutSeconds)
    }

    /// Turns vi editing on, when `mode` is vi, and waits for the fresh prompt it leaves.
    func use(_ mode: EditingMode) async throws {
        if mode == .vi { try await useViMode() }
    }

    /// Turns vi editing on and waits for the fresh prompt it leaves.
    func useViMode() async throws {
        try await session.type(kind.viMode)
        try await session.waitFor("a fresh prompt") { $0.lines.filter { $0.trimmed == Self.promptTop }.count == 2 }
    }

    /// Opens the widget with its default key (Alt-:, or `key`) and waits for the picker's key
    /// help row.
    func openWidget(key: String = "M-:") async throws -> Screen {
        try await session.send(key)
        return try await session.waitFor("the picker of \(key)") { $0.contains("esc cancel") }
    }

    /// Types `query` into the open picker and waits for `symbol` at rest in the selection mark.
    func search(_ query: String, centering symbol: String) async throws -> Screen {
        try await session.sendLiteral(query)
        return try await session.waitForRest("\(symbol) in the mark") { $0.contains("▕ \(symbol) ▏") }
    }

    /// The row of the last line with something on it.
    static func lastNonBlankRow(_ screen: Screen) -> Int? {
        screen.lines.lastIndex { !$0.trimmed.isEmpty }
    }

    /// The screen's rows as text, trailing blanks cut, trailing blank rows dropped: for the
    /// report and for comparing whole screens.
    static func rows(_ screen: Screen) -> [String] {
        var rows = screen.lines.map { withoutTrailingBlanks($0.text) }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }
}

extension WidgetShell {
    /// `text` without the blanks at its end.
    static func withoutTrailingBlanks(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
