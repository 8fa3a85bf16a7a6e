import Foundation
import Testing

/// The inline picture at the edges of what a shell leaves behind (docs/CONTRACT.md §10), seen
/// from an interactive bash in tmux: a report-shaped key or a stale reply waiting in the input,
/// text that ends at the right margin, a picture on the screen's first row.
@Suite("Inline picture at the edges, in tmux")
struct InlineEdgeTests {
    /// What waits in the terminal's input before moodpick asks where the cursor is: a key that
    /// has a cursor report's shape (xterm's and tmux's Ctrl-F3 is `ESC[1;5R`: row 1, column 5), or
    /// the reply to a question an earlier command asked and never read (`ESC[1;1R`).
    enum Ahead: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case ctrlF3 = "Ctrl-F3 typed ahead"
        case staleReply = "a stale reply"
        var testDescription: String { rawValue }
    }

    @Test("a report waiting before moodpick asks is no answer: the picture under the lines, which stay; the report is an unbound key",
          arguments: Ahead.allCases)
    func reportAhead(ahead: Ahead) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let go = session.directory.appendingPathComponent("go").path
            // The stale reply is asked for at the top-left corner, and the cursor put back under the
            // lines; its echo then lands there, as a typed key's does.
            let ask = ahead == .staleReply ? #"printf '\033[1;1H\033[6n\033[9;1H'; "# : ""
            try await session.type(#"clear; seq -f 'line %g' 8; \#(ask)while [ ! -e \#(shellQuoted(go)) ]; do sleep 0.05; done; "$MP" a b c"#)
            try await session.waitFor("the numbered lines") { $0.hasLine("line 8") }
            if ahead == .ctrlF3 { try await session.send("C-F3") }
            // The tty echoes the waiting bytes (`^[[…R`): they are in the input queue now.
            try await session.waitFor("the report echoed") { $0.contains("^[[1;") }
            FileManager.default.createFile(atPath: go, contents: nil)
            let screen = try await session.waitForRest("the inline picture") { $0.contains("1/3") && $0.hasLine("a") }
            let lines = (1...8).map { "line \($0)" }
            #expect(Array(screen.lines.prefix(8).map(\.trimmed)) == lines, "the lines above are untouched:\n\(screen)")
            let prompt = try #require(screen.lines.firstIndex { $0.text.hasSuffix("1/3") })
            #expect(prompt == 8, "the picture starts on the cursor's row, under the lines:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") && $0.contains("2/3") }
            try await session.send("Enter")
            let after = try await session.waitFor("the prompt after the choice") { screen in
                screen.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$" && !screen.contains("2/3")
            }
            #expect(Array(after.lines.prefix(8).map(\.trimmed)) == lines, "nothing erased on exit:\n\(after)")
            #expect(after[8].trimmed.hasPrefix("^[[1;") && after[8].trimmed.hasSuffix("Rb"), "the echo, then the choice:\n\(after)")
        }
    }

    @Test("text that ends at the right margin keeps its last character: the choice goes on the next row")
    func textToTheRightMargin() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"clear; printf 'X%.0s' $(seq 79); printf 'Z'; "$MP" a b c"#)
            let screen = try await session.waitForRest("the picture under the line") { $0.contains("1/3") && $0.hasLine("a") }
            let full = String(repeating: "X", count: 79) + "Z"
            let row = try #require(screen.lines.firstIndex { $0.text == full }, "the full line:\n\(screen)")
            #expect(screen[row + 1].text.hasPrefix(">"), "the picture starts on the next row:\n\(screen)")
            try await session.send("Enter")
            let after = try await session.waitFor("the choice, then the prompt") { screen in
                !screen.contains("1/3") && screen.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$"
            }
            let lines = after.lines.map(\.trimmed)
            let chosen = try #require(lines.lastIndex(of: "a"), "\(after)")
            #expect(lines[chosen - 1] == full, "the Z is still there, the choice below it:\n\(after)")
            #expect(lines[chosen + 1] == "$")
        }
    }

    @Test("a picture on the screen's first row (`clear; moodpick`) leaves nothing in tmux's scrollback", arguments: [nil, 20] as [Int?])
    func firstRowLeavesNoScrollback(height: Int?) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let option = height.map { " --height \($0)" } ?? ""
            try await session.type(#"clear; "$MP"\#(option) a b c"#)
            let screen = try await session.waitForRest("the picture on the first row") { $0.contains("1/3") && $0.hasLine("a") }
            #expect(screen[0].text.hasPrefix(">") && screen[0].text.hasSuffix("1/3"), "on row 0:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") && $0.contains("2/3") }
            try await session.send("Enter")
            try await shell.waitForLine("b")
            try await session.waitFor("the prompt") { $0.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$" }
            let transcript = try await InlineTests.transcript(session)
            // Whatever `clear` kept of the command line, what follows it is the choice and the prompt.
            let start = transcript.lastIndex { $0.contains(#""$MP""#) }.map { $0 + 1 } ?? 0
            #expect(Array(transcript[start...]) == ["b", "$"], "no frame, no blank rows in the scrollback: \(transcript)")
        }
    }
}
