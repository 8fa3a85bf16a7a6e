import Foundation
import MoodpickTestSupport
import Testing

/// `--layout vertical` on a real terminal (tmux), docs/CONTRACT.md §19: inline at 80 × 24 (40%
/// of the rows), full screen at 200 × 50 (at least 40 rows of items), glides whose every
/// captured frame keeps the mark and an item under it, a drag that snaps, the preview beside
/// the rows. Mouse reports are SGR sequences typed into the pane (`MouseTests`).
@Suite("Vertical layout in tmux")
struct VerticalTmuxTests {
    static let branches = SampleBranches.lines.map { $0 + "\n" }.joined()
    static let numbers = (1...1000).map(String.init).joined(separator: "\n") + "\n"

    /// The row under the mark and its text after the mark: `▌ text`.
    static func marked(_ screen: Screen) -> (row: Int, text: String)? {
        guard let row = screen.lines.firstIndex(where: { $0.text.hasPrefix("▌ ") }) else { return nil }
        let text = screen[row].text.dropFirst(2).prefix { $0 != "│" }  // up to a preview's rule
        return (row, String(text).trimmingCharacters(in: .whitespaces))
    }

    @Test("80 × 24 inline: 9 rows (40%), the rows before the chosen one above it, after it below, the prompt and the count")
    func inline80x24() async throws {
        try await PickerRun.with(items: Self.branches, arguments: ["--layout", "vertical"], fullscreen: false) { run in
            let session = run.session
            let first = try await session.waitForRest("the wheel") { $0.contains("1/31") }
            let promptRow = try #require(first.lines.firstIndex { $0.text.hasPrefix(">") && $0.text.hasSuffix("1/31") }, "\(first)")
            let top = promptRow - 7
            #expect(first[top + 3].text.hasPrefix("▌ main"), "the first item under the mark, blank rows above:\n\(first)")
            #expect(first[top + 4].trimmed == "develop")
            #expect(first[promptRow + 1].text.hasPrefix("↑/↓ move"), "the key help under the prompt")
            for _ in 0..<3 { try await session.send("Down") }
            let moved = try await session.waitForRest("three rows on") { $0.contains("4/31") }
            #expect(Self.marked(moved)?.text == SampleBranches.lines[3], "\(moved)")
            #expect(moved[top + 2].trimmed == SampleBranches.lines[2], "the row before above the mark:\n\(moved)")
            #expect(moved[top + 4].trimmed == SampleBranches.lines[4], "the row after below it:\n\(moved)")
            try await session.sendLiteral("onb")
            let found = try await session.waitForRest("the matches of onb") { $0.contains("of 31") }
            #expect(Self.marked(found)?.text.contains("onboarding") == true, "\(found)")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0)
            #expect(result.out.contains("onboarding-tour"))
        }
    }

    @Test("200 × 50 full screen: at least 40 rows of items, the prompt on row 48")
    func fullScreen200x50() async throws {
        try await PickerRun.with(items: Self.numbers, arguments: ["--layout", "vertical", "--start-index", "99"], cols: 200, rows: 50) { run in
            let screen = try await run.session.waitForRest("the wheel on 100") { $0.contains("100/1000") }
            let itemRows = screen.lines.filter { line in Int(line.trimmed.replacingOccurrences(of: "▌ ", with: "")) != nil }
            #expect(itemRows.count >= 40, "\(itemRows.count) rows of items:\n\(screen)")
            #expect(screen[48].text.hasPrefix(">"), "\(screen)")
            #expect(Self.marked(screen)?.row == 24)
            #expect(Self.marked(screen)?.text == "100")
        }
    }

    @Test("A held key and a fling: every captured frame keeps the mark with an item under it", arguments: ["held", "fling"])
    func glidesKeepTheMark(gesture: String) async throws {
        try await PickerRun.with(items: Self.numbers, arguments: ["--layout", "vertical"]) { run in
            let session = run.session
            _ = try await session.waitForRest("the wheel") { $0.lines.contains { $0.text.hasSuffix(" 1/1000") } }
            if gesture == "held" {
                try await session.command(["send-keys", "-t", "s", "-N", "40", "Down"])
            } else {
                try await session.sendLiteral(MouseTests.press(10, 18) + (1...10).map { MouseTests.drag(10, 18 - $0) }.joined()
                                                + MouseTests.release(10, 8))
            }
            var frames: [Screen] = []
            let rest = try await session.waitForRest("the wheel at rest") { screen in
                frames.append(screen)
                return !screen.lines.contains { $0.text.hasSuffix(" 1/1000") }
            }
            frames.append(rest)
            for frame in frames {
                let mark = try #require(Self.marked(frame), "a frame without the mark:\n\(frame)")
                #expect(mark.row == 11)
                #expect(Int(mark.text) != nil, "an item under the mark:\n\(frame)")
            }
            #expect(Int(Self.marked(rest)?.text ?? "") ?? 0 > (gesture == "held" ? 40 : 10), "\(rest)")
        }
    }

    @Test("A slow vertical drag, held still, snaps to the row it moved to")
    func dragSnaps() async throws {
        try await PickerRun.with(items: Self.numbers, arguments: ["--layout", "vertical"]) { run in
            let session = run.session
            _ = try await session.waitForRest("the wheel") { $0.contains("1/1000") }
            try await session.sendLiteral(MouseTests.press(10, 16))
            for row in stride(from: 15, through: 10, by: -1) {
                try await InputPace.gap(.milliseconds(60))
                try await session.sendLiteral(MouseTests.drag(10, row))
            }
            try await InputPace.gap(.milliseconds(400))
            try await session.sendLiteral(MouseTests.release(10, 10))
            let rest = try await session.waitForRest("six rows on") { $0.contains("7/1000") }
            #expect(Self.marked(rest)?.text == "7", "\(rest)")
        }
    }

    @Test("The preview beside the rows at 200 × 50, behind a rule, and below them at 60 columns")
    func previewBeside() async throws {
        try await PickerRun.with(items: Self.branches, arguments: ["--layout", "reverse", "--preview", "echo PREVIEW {}"], cols: 200, rows: 50) { run in
            let screen = try await run.session.waitForRest("the preview") { $0.contains("PREVIEW main") }
            let row = try #require(screen.lines.first { $0.text.contains("PREVIEW main") })
            #expect(row.text.contains("│ PREVIEW main"), "\(screen)")
            #expect(screen[0].text.hasPrefix(">"), "reverse: the prompt on top")
            #expect(Self.marked(screen)?.text == "main")
        }
        try await PickerRun.with(items: Self.branches, arguments: ["--layout", "reverse", "--preview", "echo PREVIEW {}"], cols: 60, rows: 24) { run in
            let screen = try await run.session.waitForRest("the preview below") { $0.hasLine("PREVIEW main") }
            let rule = try #require(screen.lines.firstIndex { $0.trimmed.hasPrefix("────") }, "\(screen)")
            #expect(screen[rule + 1].trimmed == "PREVIEW main")
            #expect(Self.marked(screen)?.row ?? 99 < rule)
        }
    }
}
