import Foundation
import Testing

/// The hardware cursor on the centred cell, in tmux (docs/CONTRACT.md §17): after every frame
/// it stands on the first glyph of the cell in the mark, at the top, the middle and the bottom of
/// a full screen, after the screen is resized narrower, wider, shorter and taller, below a shell
/// widget's prompt and on the full screen; and nothing is left behind when the picker ends.
@Suite("Cursor on the centred cell in tmux")
struct CursorTmuxTests {
    /// Where the pane's cursor is and what the pane shows, read together.
    struct Look: CustomStringConvertible {
        var x: Int
        var y: Int
        var screen: Screen
        var description: String { "cursor at (\(x), \(y))\n\(screen)" }
    }

    static func look(_ session: TmuxSession) async throws -> Look {
        let place = try await session.display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        guard place.count == 2 else { throw HarnessError("no cursor position") }
        return Look(x: place[0], y: place[1], screen: try await session.capture())
    }

    /// Whether the cursor stands on `cell`'s first glyph inside the selection mark: the mark's
    /// left half two columns left of it, the cell's text from it on.
    static func isOnCentredCell(_ look: Look, _ cell: String) -> Bool {
        let row = look.screen[look.y]
        guard row.glyph(at: look.x - 2)?.text == "▕", let first = cell.first else { return false }
        guard row.glyph(at: look.x)?.text == String(first) else { return false }
        return row.text.contains("▕ \(cell) ▏")
    }

    /// Waits until the picture is at rest with `cell` centred and the cursor on it.
    @discardableResult
    static func waitForCursor(on cell: String, _ session: TmuxSession, _ what: String,
                              also: @escaping (Look) -> Bool = { _ in true }) async throws -> Look {
        var last: String?
        var quietSince = ContinuousClock.now
        return try await Wait.until("the cursor on `\(cell)` \(what)", look: { try await look(session) }) { seen in
            let now = "\(seen)"
            if now != last { quietSince = ContinuousClock.now }
            last = now
            return isOnCentredCell(seen, cell) && also(seen) && ContinuousClock.now - quietSince >= .milliseconds(500)
        }
    }

    @Test("top, middle and bottom of a full screen: on the centred cell at start and after a key; nothing left after Enter",
          arguments: InlineTests.Place.allCases)
    func everyPlace(place: InlineTests.Place) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (before, origin) = try await InlineTests.start(shell, place: place)
            let first = try await Self.waitForCursor(on: "a", session, "at the start") { $0.y == origin + 1 }
            #expect(first.x == 40, "a one-letter cell: center column 40, slot 39..<42:\n\(first)")
            try await session.send("Right")
            let moved = try await Self.waitForCursor(on: "b", session, "after Right") { $0.y == origin + 1 }
            #expect(moved.x == 40, "\(moved)")
            try await session.send("Enter")
            let expected = Array(before.dropLast() + ["$ " + InlineTests.command, "b", "$"])
            let after = try await Wait.until("the transcript after the choice", look: { try await InlineTests.transcript(session) }) { $0 == expected }
            #expect(after == expected)
        }
    }

    @Test("emoji: on 😍 at the bottom of a full screen, the built-in moods")
    func emoji() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type("clear; seq -f 'line %g' 30; LANG=C.UTF-8 \"$MP\" --start 'in love'")
            let look = try await Self.waitForCursor(on: "😍", session, "at the bottom") { $0.y == 20 }
            #expect(look.screen[19].text.hasPrefix(">") && look.screen[21].trimmed == "in love", "\(look)")
            try await session.send("Escape")
            try await session.waitFor("the prompt back") { !$0.contains("in love") && $0.lines[19].trimmed == "$" }
        }
    }

    @Test("resized narrower than the cursor's column, wider, shorter and taller: on the centred cell each time, one picture, nothing left",
          arguments: [InlineTests.Place.middle, .bottom])
    func resize(place: InlineTests.Place) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (before, _) = try await InlineTests.start(shell, place: place)
            try await Self.waitForCursor(on: "a", session, "at the start")
            for (columns, rows) in [(50, 24), (30, 24), (100, 24), (100, 12), (80, 24)] {
                try await session.resize(cols: columns, rows: rows)
                let look = try await Self.waitForCursor(on: "a", session, "at \(columns) × \(rows)") { look in
                    look.screen.lines.contains { $0.text.hasPrefix(">") && $0.text.count == columns && $0.text.hasSuffix("1/3") }
                }
                #expect(look.screen.lines.filter { $0.text.contains("1/3") }.count == 1, "one picture, no rows of an old one:\n\(look)")
                #expect(look.screen[look.y - 1].text.hasPrefix(">"), "the prompt row right above the strip:\n\(look)")
                #expect(look.x == columns / 2, "a one-letter cell: on the center column:\n\(look)")
            }
            try await session.send("Enter")
            let expected = Array(before.dropLast() + ["$ " + InlineTests.command, "a", "$"])
            let after = try await Wait.until("the transcript after the choice", look: { try await InlineTests.transcript(session) }) { $0 == expected }
            #expect(after == expected, "the lines above unchanged, no picture row left in the scrollback")
        }
    }

    @Test("with --header inline: two rows above the cursor, found again after resizes to 30 columns and back")
    func header() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type("clear; seq -f 'line %g' 8")
            try await session.waitFor("the prompt") { $0.lines.last(where: { !$0.trimmed.isEmpty })?.trimmed == "$" }
            let before = try await InlineTests.transcript(session)
            let command = #"printf 'a\nb\nc\n' | "$MP" --header moods"#
            try await session.type(command)
            let first = try await Self.waitForCursor(on: "a", session, "under the header") { $0.screen[$0.y - 1].trimmed == "moods" }
            #expect(first.screen[first.y - 2].text.hasPrefix(">") && first.y == 11, "the prompt, the header, then the strip:\n\(first)")
            for columns in [30, 80] {
                try await session.resize(cols: columns, rows: 24)
                let look = try await Self.waitForCursor(on: "a", session, "at \(columns) columns") { look in
                    look.screen.lines.contains { $0.text.hasPrefix(">") && $0.text.count == columns && $0.text.hasSuffix("1/3") }
                        && look.screen[look.y - 1].trimmed == "moods"
                }
                #expect(look.screen.lines.filter { $0.trimmed == "moods" }.count == 1, "one header, one picture:\n\(look)")
            }
            try await session.send("Enter")
            let expected = Array(before.dropLast() + ["$ " + command, "a", "$"])
            let after = try await Wait.until("the transcript after the choice", look: { try await InlineTests.transcript(session) }) { $0 == expected }
            #expect(after == expected)
        }
    }

    @Test("below the bash widget's prompt at the bottom of a full screen: on 🚀, after a resize too; Esc gives the lines back")
    func widget() async throws {
        try await WidgetShell.with(.bash) { shell in
            let session = shell.session
            try await session.type("seq -f 'line %g' 30")
            try await shell.waitForPrompt(line: "")
            try await session.sendLiteral("echo AB")
            try await shell.waitForCursor(column: 9)
            let before = try await InlineTests.transcript(session)
            _ = try await shell.openWidget()
            _ = try await shell.search("rocket", centering: "🚀")
            let opened = try await Self.waitForCursor(on: "🚀", session, "under the prompt")
            #expect(opened.screen[opened.y - 2].text.hasPrefix("$ echo AB"), "the prompt right above the picture:\n\(opened)")
            for columns in [40, 100] {
                try await session.resize(cols: columns, rows: 24)
                let look = try await Self.waitForCursor(on: "🚀", session, "at \(columns) columns") { look in
                    look.screen.lines.contains { $0.text.hasPrefix("> rocket") && $0.text.count == columns }
                        && look.screen[look.y - 2].text.hasPrefix("$ echo AB")
                }
                #expect(look.screen.lines.filter { $0.text.hasPrefix("> rocket") }.count == 1, "one picture:\n\(look)")
            }
            try await session.send("Escape")
            try await shell.waitForPrompt(line: "echo AB")
            let after = try await Wait.until("the lines as before", look: { try await InlineTests.transcript(session) }) { $0 == before }
            #expect(after == before)
        }
    }

    @Test("the wheels: on the active wheel's value, the hour then the minute; after a resize found again from it, nothing left")
    func wheels() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let command = #"clear; seq -f 'line %g' 12; LANG=C.UTF-8 "$MP" --time --start 09:30"#
            try await session.type(command)
            let hour = try await Self.waitForCursor(on: "09", session, "on the hour wheel") { $0.screen[$0.y].text.hasPrefix("› hour") }
            #expect(hour.y == 13 && hour.x == 39, "\(hour)")
            try await session.send("Down")
            try await Self.waitForCursor(on: "30", session, "on the minute wheel") { $0.y == 14 && $0.screen[$0.y].text.hasPrefix("› minute") }
            for columns in [30, 80] {
                try await session.resize(cols: columns, rows: 24)
                let look = try await Self.waitForCursor(on: "30", session, "at \(columns) columns") { look in
                    look.screen.lines.contains { $0.text.hasPrefix(">") && $0.text.count == columns && $0.text.hasSuffix("31/60") }
                        && look.screen[look.y].text.hasPrefix("› minute")
                }
                #expect(look.screen.lines.filter { $0.text.contains("31/60") }.count == 1, "one picture:\n\(look)")
            }
            try await session.send("Enter")
            let expected = (1...12).map { "line \($0)" } + ["09:30", "$"]
            let after = try await Wait.until("the transcript after the choice", look: { try await InlineTests.transcript(session) }) { $0 == expected }
            #expect(after == expected, "no wheel rows left in the scrollback")
        }
    }

    @Test("full screen: on the centred cell of the alternate screen, and again after a resize")
    func fullscreen() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"LANG=C.UTF-8 "$MP" --fullscreen a b c"#)
            try await session.waitForDisplay("#{alternate_on}", toBe: "1")
            let first = try await Self.waitForCursor(on: "a", session, "on the full screen")
            #expect(first.y == 11 && first.x == 40, "\(first)")
            try await session.resize(cols: 60, rows: 15)
            let resized = try await Self.waitForCursor(on: "a", session, "at 60 × 15") { $0.y == 7 }
            #expect(resized.x == 30, "\(resized)")
            try await session.send("Escape")
            try await session.waitForDisplay("#{alternate_on}", toBe: "0")
        }
    }
}
