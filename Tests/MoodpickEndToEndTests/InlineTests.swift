import Foundation
import Testing

/// The inline picture, seen from an interactive bash in tmux: drawn under the cursor at the top,
/// the middle and the bottom of a screen full of numbered lines, and gone without a trace on
/// every exit path (docs/CONTRACT.md, "Where the picture goes").
@Suite("Inline picture in tmux")
struct InlineTests {
    /// Where the prompt is when moodpick starts: after `clear` and this many numbered lines.
    enum Place: Int, CaseIterable, Sendable {
        case top = 0
        case middle = 8
        case bottom = 30
    }

    enum Exit: CaseIterable, Sendable {
        case enter, escape, ctrlC, sigterm
    }

    static let command = #"printf 'a\nb\nc\n' | "$MP""#

    /// Every line of the pane, its scrollback included, trailing blank lines dropped.
    static func transcript(_ session: TmuxSession) async throws -> [String] {
        var lines = try await session.command(["capture-pane", "-p", "-S", "-", "-t", "s"])
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Starts logging the pane's output bytes to `log`.
    static func logBytes(_ session: TmuxSession) async throws -> URL {
        let log = session.directory.appendingPathComponent("bytes")
        try await session.command(["pipe-pane", "-o", "-t", "s", "cat >> " + shellQuoted(log.path)])
        return log
    }

    /// Fills the screen, starts the picker, and returns the transcript before it and the row
    /// the picture starts on.
    static func start(_ shell: ShellRun, place: Place, command: String = Self.command) async throws -> (before: [String], origin: Int) {
        let session = shell.session
        try await session.type(place == .top ? "clear" : "clear; seq -f 'line %g' \(place.rawValue)")
        try await session.waitFor("the numbered lines") { place == .top || $0.contains("line \(place.rawValue)") }
        try await session.waitFor("the prompt") { $0.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$" }
        let before = try await transcript(session)
        try await session.type(command)
        let screen = try await session.waitForRest("the inline picture") { $0.contains("1/3") && $0.hasLine("a") }
        #expect(try await session.display("#{alternate_on}") == "0", "no alternate screen")
        let origin = try #require(screen.lines.firstIndex { $0.text.hasPrefix(">") && $0.text.hasSuffix("1/3") },
                                  "the prompt row:\n\(screen)")
        let commandRow = try #require(screen.lines.lastIndex { $0.text.contains("| \"$MP\"") || $0.text.contains("\"$MP\"") })
        #expect(origin == commandRow + 1, "the picture starts on the row under the command:\n\(screen)")
        #expect(screen[origin + 2].trimmed == "a", "the label under the strip:\n\(screen)")
        #expect(Int(try await session.display("#{cursor_y}")) == origin + 1, "the cursor rests on the strip row, on the centred cell")
        return (before, origin)
    }

    @Test("drawn under the cursor and gone without a trace: top, middle, bottom × Enter, Esc, Ctrl-C, SIGTERM",
          arguments: Place.allCases, Exit.allCases)
    func leavesNothing(place: Place, exit: Exit) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let log = try await Self.logBytes(session)
            let (before, _) = try await Self.start(shell, place: place)
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") }
            switch exit {
            case .enter: try await session.send("Enter")
            case .escape: try await session.send("Escape")
            case .ctrlC: try await session.send("C-c")
            case .sigterm: #expect(kill(try await shell.moodpickPID(), SIGTERM) == 0)
            }
            let newText: [String] = switch exit {
            case .enter: ["b"]
            case .escape, .ctrlC: []
            case .sigterm: ["Terminated"]
            }
            let expected = before.dropLast() + ["$ " + Self.command] + newText + ["$"]
            let after = try await Wait.until("the transcript after the choice", look: { try await Self.transcript(session) }) { $0 == Array(expected) }
            #expect(after == Array(expected), "the numbered lines unchanged, no blank line, only the choice added")
            let bytes = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(!bytes.contains("\u{1B}[?1049h") && !bytes.contains("\u{1B}[2J"), "no alternate screen, no clear")
            #expect(bytes.contains("\u{1B}[?2026h"), "frames in synchronized output")
        }
    }

    @Test("killed by SIGHUP, SIGINT, SIGQUIT or a crash signal: the rows erased, the lines above unchanged",
          arguments: [SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGABRT])
    func signals(signal: Int32) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (before, _) = try await Self.start(shell, place: .bottom)
            #expect(kill(try await shell.moodpickPID(), signal) == 0)
            let prefix = Array(before.dropLast()) + ["$ " + Self.command]
            let screen = try await session.waitFor("the prompt after the signal") { screen in
                screen.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$" && !screen.contains("1/3")
            }
            let after = try await Self.transcript(session)
            #expect(Array(after.prefix(prefix.count)) == prefix, "the lines above unchanged:\n\(screen)")
            // Only the shell's word for the signal ("Hangup", "Quit") may stand between; after a
            // job that died of SIGINT, bash itself starts a new line.
            let added = after.dropFirst(prefix.count).filter { signal != SIGINT || !$0.isEmpty }
            #expect(added.count <= 2 && added.allSatisfy { !$0.isEmpty },
                    "no blank line, no picture left: \(after.suffix(4))")
            #expect(try await session.display("#{mouse_any_flag}") == "0")
        }
    }

    @Test("`printf 'Mood: '; moodpick` ends with one line `Mood: <item>`")
    func keepsTextBeforeTheCursor() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"clear; printf 'Mood: '; "$MP" a b c"#)
            let screen = try await session.waitForRest("the picture after `Mood: `") { $0.hasLine("a") && $0.contains("1/3") }
            #expect(screen.lines.contains { $0.text.hasPrefix("Mood: >") }, "the prompt after `Mood: `:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") }
            try await session.send("Enter")
            try await shell.waitForLine("Mood: b")
            let lines = try await Self.transcript(session)
            #expect(lines.suffix(2) == ["Mood: b", "$"], "\(lines)")
        }
    }

    @Test("a resize in the middle (80 → 60 → 100 columns) redraws in place and leaves nothing behind")
    func resize() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (before, _) = try await Self.start(shell, place: .middle)
            for width in [60, 100] {
                try await session.resize(cols: width, rows: 24)
                let screen = try await session.waitForRest("the picture at \(width) columns") {
                    $0.lines.contains { $0.text.hasPrefix(">") && $0.text.count == width && $0.text.hasSuffix("1/3") } && $0.hasLine("a")
                }
                #expect(screen.lines.filter { $0.text.hasPrefix(">") }.count == 1, "one picture, no residue:\n\(screen)")
            }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") }
            try await session.send("Enter")
            let expected = Array(before.dropLast() + ["$ " + Self.command, "b", "$"])
            let after = try await Wait.until("the transcript after the choice", look: { try await Self.transcript(session) }) { $0 == expected }
            #expect(after == expected)
        }
    }

    @Test("Ctrl-Z erases the picture; fg draws it below the shell's output; the choice lands below it all")
    func suspend() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            _ = try await Self.start(shell, place: .middle, command: #""$MP" a b c"#)
            try await session.send("C-z")
            try await session.waitFor("the job stopped") { $0.contains("Stopped") }
            #expect(!(try await session.capture()).contains("1/3"), "the picture is erased while stopped")
            try await session.type("echo WHILE-STOPPED; fg")
            let screen = try await session.waitForRest("the picture again") { $0.contains("1/3") && $0.hasLine("a") }
            let stopped = try #require(screen.lines.firstIndex { $0.text.contains("WHILE-STOPPED") && !$0.text.contains("echo") })
            let prompt = try #require(screen.lines.firstIndex { $0.text.hasPrefix(">") && $0.text.hasSuffix("1/3") })
            #expect(prompt > stopped, "drawn below what the shell printed:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") }
            try await session.send("Enter")
            let after = try await session.waitFor("`b` chosen, then the prompt") { screen in
                Array(screen.lines.map(\.trimmed).filter { !$0.isEmpty }.suffix(2)) == ["b", "$"]
            }
            let lines = after.lines.map(\.trimmed)
            let bRow = try #require(lines.lastIndex(of: "b"))
            #expect(lines.contains { $0.contains("Stopped") }, "the Stopped line is still there")
            #expect(bRow > stopped && lines.contains { $0.contains("line 8") }, "nothing was overwritten:\n\(after)")
            #expect(lines[bRow + 1] == "$")
        }
    }

    @Test("mouse inline: a drag moves the strip, a click centers a cell, a click on the centered cell chooses it",
          arguments: Place.allCases)
    func mouse(place: Place) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (_, origin) = try await Self.start(shell, place: place)
            let stripRow = origin + 1
            // Drag left by two cells (5 columns each) and hold still before letting go: 3/3.
            var drag = "\u{1B}[<0;41;\(stripRow + 1)M"
            for column in stride(from: 40, through: 31, by: -1) { drag += "\u{1B}[<32;\(column);\(stripRow + 1)M" }
            try await session.sendLiteral(drag)
            try await InputPace.gap(.milliseconds(250))  // a pointer that rests has no velocity
            try await session.sendLiteral("\u{1B}[<0;31;\(stripRow + 1)m")
            try await session.waitForRest("`c` centered by the drag") { $0.hasLine("c") && $0.contains("3/3") }
            try await session.send("Home")
            try await session.waitForRest("`a` centered again") { $0.hasLine("a") && $0.contains("1/3") }
            let screen = try await session.capture()
            let cColumn = try #require(screen[stripRow].glyphs.first { $0.text == "c" }?.column)
            // SGR reports are 1-based screen cells.
            try await session.sendLiteral("\u{1B}[<0;\(cColumn + 1);\(stripRow + 1)M\u{1B}[<0;\(cColumn + 1);\(stripRow + 1)m")
            try await session.waitForRest("`c` centered") { $0.hasLine("c") && $0.contains("3/3") }
            try await session.sendLiteral("\u{1B}[<0;41;\(stripRow + 1)M\u{1B}[<0;41;\(stripRow + 1)m")
            try await session.waitFor("`c` chosen, then the prompt") { screen in
                Array(screen.lines.map(\.trimmed).filter { !$0.isEmpty }.suffix(2)) == ["c", "$"]
            }
        }
    }
}

/// `--fullscreen`: the alternate screen, and the shell's screen exactly as it was afterwards.
@Suite("Full-screen picture in tmux")
struct FullscreenTests {
    @Test("the shell's screen is identical before and after; after Ctrl-Z, fg and a choice the prompt is below the last output")
    func fullscreen() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type("clear; seq -f 'line %g' 5")
            try await session.waitFor("the lines") { $0.contains("line 5") }
            try await session.type(#""$MP" --fullscreen a b c"#)
            try await session.waitForDisplay("#{alternate_on}", toBe: "1")
            try await session.waitForRest("the picker") { $0.contains("1/3") }
            try await session.send("C-z")
            try await session.waitFor("the job stopped") { $0.contains("Stopped") }
            try await session.type("echo WHILE-STOPPED; fg")
            try await session.waitForDisplay("#{alternate_on}", toBe: "1")
            try await session.waitForRest("the picker again") { $0.contains("1/3") }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.contains("2/3") }
            try await session.send("Enter")
            try await session.waitForDisplay("#{alternate_on}", toBe: "0")
            let screen = try await shell.waitForLine("b")
            let lines = screen.lines.map(\.trimmed)
            let order = ["line 5", #"$ "$MP" --fullscreen a b c"#]
            #expect(Array(lines[4...5]) == order, "the shell's lines are where they were:\n\(screen)")
            let stopped = try #require(lines.firstIndex { $0.contains("Stopped") })
            let echoed = try #require(lines.firstIndex(of: "WHILE-STOPPED"))
            let chosen = try #require(lines.lastIndex(of: "b"))
            #expect(stopped < echoed && echoed < chosen, "the choice lands below the last output:\n\(screen)")
            #expect(lines[chosen + 1] == "$")
        }
    }
}

/// A terminal that never answers the cursor position report: a pty driven by a small script
/// (`Support/silent_pty.py`), since tmux always answers.
@Suite("A terminal that never answers")
struct SilentTerminalTests {
    struct Run: Decodable {
        var status: Int?
        var frame_ms: Double?
        var output: String
    }

    @Test("the picker still comes up with relative moves, acts on keys typed before, mouse off, and exits cleanly")
    func neverAnswers() async throws {
        let python = try Processes.which("python3")
        let script = Moodpick.packageRoot.appendingPathComponent("Tests/MoodpickEndToEndTests/Support/silent_pty.py").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-silent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        // Right is typed while the picker waits for the reply; Enter once a frame with 2/3 shows.
        let result = try await Processes.run(
            python, [script, out.path, #"\x1b[C"#, "2/3", #"\r"#, "--", "env", "TERM=xterm-256color", "LANG=C.UTF-8",
                     try Moodpick.binary(), "a", "b", "c"],
            timeoutSeconds: 60)
        #expect(result.status == 0, "stderr: \(result.err)")
        let run = try JSONDecoder().decode(Run.self, from: Data(result.out.utf8))
        #expect(run.status == 0, "moodpick's exit status; it wrote: \(run.output.debugDescription)")
        #expect(run.frame_ms != nil, "a frame with the key typed during the wait acted on (2/3)")
        #expect(try String(contentsOf: out, encoding: .utf8) == "b\n")
        #expect(run.output.contains("\u{1B}[6n"), "it asked once")
        #expect(!run.output.contains("\u{1B}[?1002h"), "no mouse reporting without rows")
        #expect(run.output.contains("no cursor report: mouse off"), "the help row says why")
        #expect(!run.output.contains("\u{1B}[?1049h"))
        #expect(run.output.contains("\u{1B}[?2004l"), "bracketed paste is turned off at the end")
        // Measured, never asserted: how long the picker took to come up without an answer.
        print("silent terminal: first frame after \(run.frame_ms.map { String(Int($0)) } ?? "-") ms")
    }
}
