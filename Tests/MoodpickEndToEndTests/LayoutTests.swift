import Foundation
import Testing

/// The screen contract in a real terminal (docs/CONTRACT.md §3): where the strip, the centered cell, its
/// highlight, the label and the counter are, at 80 × 24 and after resizes.
@Suite("Layout in tmux")
struct LayoutTests {
    @Test("the first item starts centered at columns 38–41, highlighted, with its label and 1/n")
    func firstItemCentered() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let screen = try await run.session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            #expect(screen.stripRow == 11)
            let strip = screen.strip
            // The centered cell ` 😀 ` covers 38–41, its emoji at 39–40, in reverse video.
            #expect(strip.glyph(at: 39)?.text == "😀")
            #expect(strip.reverseColumns.contains(39) && strip.reverseColumns.contains(40))
            #expect(strip.reverseColumns.allSatisfy { (38...41).contains($0) }, "reverse: \(strip.reverseColumns)")
            // The next cells follow at the pitch of 6 (4 wide + spacing 2), not highlighted.
            #expect(screen.stripColumn(of: "😢") == 45, "strip: \(strip.text)")
            #expect(screen.stripColumn(of: "😡") == 51, "strip: \(strip.text)")
            #expect(strip.glyph(at: 45)?.reverse == false)
            // Centered insets: nothing before the first cell but the selection mark's left side.
            #expect(strip.glyph(at: 37)?.text == "▕" && strip.glyph(at: 42)?.text == "▏", "strip: \(strip.text)")
            #expect(strip.visible.allSatisfy { $0.column >= 38 || ($0.column == 37 && $0.text == "▕") }, "strip: \(strip.text)")
            // A cell cut by the right edge is not drawn: every drawn emoji lies inside 0..<80.
            #expect(strip.visible.allSatisfy { $0.column + $0.width <= 80 })
            #expect(screen[0].text.hasPrefix(">"), "row 0 starts with the prompt: \(screen[0].text)")
            #expect(screen.counter?.index == 1 && screen.counter?.count == 10)
            #expect(!screen[13].trimmed.isEmpty || !screen[14].trimmed.isEmpty, "a position indicator:\n\(screen)")
            #expect(!screen[23].trimmed.isEmpty, "a key help on the last row:\n\(screen)")
        }
    }

    @Test("--prompt replaces the prompt on row 0")
    func prompt() async throws {
        try await PickerRun.with(items: Moods.input, arguments: ["--prompt", "mood? "]) { run in
            try await run.session.waitFor("the prompt") { $0[0].text.hasPrefix("mood? ") && $0.label == "happy" }
        }
    }

    @Test("a long text cell is capped by --max-cell-width and shows its start and its end around an ellipsis")
    func maxCellWidth() async throws {
        let long = "abcdefghijklmnopqrstuvwxyz"
        try await PickerRun.with(items: "\(long)\nb\n", arguments: ["--max-cell-width", "10"]) { run in
            // A 10-wide cell centered on 40: columns 35–44, text `abc…wxyz` at 36–43.
            let screen = try await run.session.waitForRest("the long item centered") {
                $0.strip.text.contains("abc…wxyz")
            }
            #expect(screen.stripColumn(of: "a") == 36, "strip: \(screen.strip.text)")
            #expect(screen.stripColumn(of: "…") == 39, "strip: \(screen.strip.text)")
            #expect(!screen.strip.text.contains("abcd"), "strip: \(screen.strip.text)")
            #expect(screen.strip.glyph(at: 36)?.reverse == true)
        }
    }

    @Test("a resize keeps the centered item centered at the new center column")
    func resize() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let session = run.session
            try await session.waitFor("the picker") { $0.showsMood(0, cols: 80) }
            try await session.send("Right", "Right")
            try await session.waitForRest("the third mood centered") { $0.showsMood(2, cols: 80) }

            try await session.resize(cols: 70, rows: 20)
            // 70 × 20: c0 = 35, the strip on row 9, the cell at 33–36, its emoji at 34–35.
            let small = try await session.waitForRest("the third mood centered at 70 × 20") {
                $0.rows == 20 && $0.showsMood(2, cols: 70)
            }
            #expect(small.stripRow == 9)
            #expect(small.stripColumn(of: "😢") == 28, "strip: \(small.strip.text)")
            #expect(small.stripColumn(of: "😴") == 40, "strip: \(small.strip.text)")

            try await session.resize(cols: 101, rows: 31)
            // 101 × 31: c0 = 50, the strip on row 15.
            let large = try await session.waitForRest("the third mood centered at 101 × 31") {
                $0.rows == 31 && $0.showsMood(2, cols: 101)
            }
            #expect(large.stripRow == 15)

            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "😡 angry\n")
        }
    }

    @Test("with no input in a terminal the built-in moods show, 😀 happy first")
    func builtInMoods() async throws {
        try await PickerRun.with(items: nil) { run in
            let screen = try await run.session.waitForRest("the built-in moods") {
                $0.contains("😀") && $0.contains("happy")
            }
            #expect(screen.emojiCentered(cols: 80, symbol: "😀"), "😀 is centered:\n\(screen)")
            #expect(screen.label == "happy")
            #expect((screen.counter?.count ?? 0) >= 16, "at least 16 moods: \(screen[0].text)")
            try await run.session.send("Escape")
            let result = try await run.waitForExit()
            #expect(result.status == 130)
        }
    }
}
