import Foundation
import Testing

/// The widget of `moodpick --bash`, `--zsh` and `--fish` in the real shells, each in its own
/// tmux server with a two-line prompt: the emoji lands at the line editor's cursor (an emoji
/// already before it counts as one character), Esc changes nothing, vi keymaps have it too, the
/// prompt is whole afterwards at the top and at the bottom of a full screen, and a paste after
/// it is still one bracketed paste (docs/CONTRACT.md §16).
@Suite("Shell widget in bash, zsh and fish")
struct ShellWidgetTests {
    /// `$ echo A` is 8 columns: the cursor on the B.
    static let betweenAB = 8

    @Test("Alt-: then `rocket` and Enter puts 🚀 between A and B, the cursor after it, and the line runs so", arguments: ShellKind.allCases)
    func pickAtCursor(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            try await shell.session.sendLiteral("echo AB")
            try await shell.session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            let during = try await shell.search("rocket", centering: "🚀")
            let rows = WidgetShell.rows(during)
            #expect(Array(rows.prefix(2)) == [WidgetShell.promptTop, "$ echo AB"], "the line stays above the picker:\n\(during)")
            #expect(rows.count == 7, "the picker takes the five rows under the line:\n\(during)")
            try await shell.session.send("Enter")
            let after = try await shell.waitForPrompt(line: "echo A🚀B")
            #expect(WidgetShell.rows(after) == [WidgetShell.promptTop, "$ echo A🚀B"], "nothing else on the screen:\n\(after)")
            #expect(try await shell.cursor() == (Self.betweenAB + 2, 1), "the cursor after the emoji, on the B")
            try await shell.session.send("Enter")
            // The line editor's terminal modes are back: no echoed Enter, no blank line.
            let ran = try await shell.session.waitFor("the command's output and a new prompt") { $0.hasLine("A🚀B") && $0.hasLine("$") }
            #expect(WidgetShell.rows(ran) == [WidgetShell.promptTop, "$ echo A🚀B", "A🚀B", WidgetShell.promptTop, "$"], "\(ran)")
        }
    }

    @Test("with 😀 already before the cursor, 🚀 still lands between A and B", arguments: ShellKind.allCases)
    func emojiBeforeCursor(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            try await shell.session.sendLiteral("echo 😀AB")
            try await shell.session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB + 2)
            _ = try await shell.openWidget()
            _ = try await shell.search("rocket", centering: "🚀")
            try await shell.session.send("Enter")
            try await shell.waitForPrompt(line: "echo 😀A🚀B")
            #expect(try await shell.cursor() == (Self.betweenAB + 4, 1))
            try await shell.session.send("Enter")
            try await shell.session.waitFor("the command's output") { $0.hasLine("😀A🚀B") }
        }
    }

    @Test("Esc leaves the line and the cursor as they were, and a two-line paste afterwards is one paste", arguments: ShellKind.allCases)
    func escapeAndPaste(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await session.sendLiteral("echo CD")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            try await session.send("Escape")
            let after = try await shell.waitForPrompt(line: "echo CD")
            #expect(!after.contains("esc cancel"), "the picker is gone:\n\(after)")
            #expect(try await shell.cursor() == (Self.betweenAB, 1))
            // The line editor's own cursor is still between C and D.
            try await session.sendLiteral("X")
            try await shell.waitForPrompt(line: "echo CXD")

            // Pasted as tmux pastes: in bracketed-paste markers when the shell asked for them.
            try await session.send("C-e")
            try await session.command(["set-buffer", "-b", "two", " one\necho two"])
            try await session.command(["paste-buffer", "-p", "-b", "two", "-t", "s"])
            let pasted = try await session.waitFor("the pasted second line") { $0.contains("echo two") }
            #expect(!pasted.hasLine("CXD one"), "the first pasted line ran on its own:\n\(pasted)")
            try await session.send("Enter")
            let ran = try await session.waitFor("both lines run") { $0.hasLine("CXD one") && $0.hasLine("two") }
            #expect(ran.contains("$ echo CXD one"), "\(ran)")
        }
    }

    @Test("in vi mode the widget works in insert mode and in command mode", arguments: ShellKind.allCases)
    func viMode(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await shell.useViMode()
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            _ = try await shell.search("rocket", centering: "🚀")
            try await session.send("Enter")
            try await shell.waitForPrompt(line: "echo A🚀B")
            try await shell.waitForCursor(column: Self.betweenAB + 2)
            // Command mode: the cursor steps back onto 🚀, and the widget inserts before it.
            try await session.send("Escape")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            _ = try await shell.search("rocket", centering: "🚀")
            try await session.send("Enter")
            try await shell.waitForPrompt(line: "echo A🚀🚀B")
            try await session.send("Enter")
            try await session.waitFor("the command's output") { $0.hasLine("A🚀🚀B") }
        }
    }

    @Test("at the bottom of a full screen the picture scrolls it up; afterwards the prompt and every earlier line are whole", arguments: ShellKind.allCases)
    func bottomOfScreen(kind: ShellKind) async throws {
        try await WidgetShell.with(kind) { shell in
            let session = shell.session
            try await session.type("seq 101 140")
            try await shell.waitForPrompt(line: "")
            let before = try await session.capture()
            #expect(WidgetShell.lastNonBlankRow(before) == before.rows - 1, "the prompt is on the last row:\n\(before)")
            try await session.sendLiteral("echo AB")
            try await session.send("Left")
            try await shell.waitForCursor(column: Self.betweenAB)
            _ = try await shell.openWidget()
            let during = try await shell.search("rocket", centering: "🚀")
            let duringRows = WidgetShell.rows(during)
            #expect(duringRows.count == during.rows, "\(during)")
            #expect(Array(duringRows.suffix(7).prefix(2)) == [WidgetShell.promptTop, "$ echo AB"], "the line above the picker:\n\(during)")
            try await session.send("Enter")
            let after = try await shell.waitForPrompt(line: "echo A🚀B")
            let rows = WidgetShell.rows(after)
            #expect(rows.suffix(2) == [WidgetShell.promptTop, "$ echo A🚀B"], "\(after)")
            // Every line above is the output, in order, up to its last line, none lost or doubled.
            let numbers = rows.dropLast(2).compactMap { Int($0) }
            #expect(numbers.count == rows.count - 2 && numbers.last == 140, "\(after)")
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }, "\(after)")
            #expect(try await shell.cursor() == (Self.betweenAB + 2, rows.count - 1))
            try await session.send("Enter")
            try await session.waitFor("the command's output") { $0.hasLine("A🚀B") }
        }
    }
}
