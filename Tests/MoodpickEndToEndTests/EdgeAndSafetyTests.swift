import Foundation
import Testing

/// What is never put on the screen (docs/CONTRACT.md §1, §3): half of a glyph cut by the screen edge,
/// and the raw control characters of an item.
@Suite("Screen edges and item safety in tmux")
struct EdgeAndSafetyTests {
    /// With `--spacing 4` the pitch is 8, so at 80 columns the cell 5 away from the centered one
    /// would put its emoji on columns 79–80 (right) or −1–0 (left): cut, so not drawn.
    @Test("a cell cut by the screen edge is not drawn",
          arguments: [
              // (start index, the cut cell, a drawn cell next to it and its emoji column)
              (0, 5, 4, 71),
              (9, 4, 5, 7),
          ])
    func cutCellNotDrawn(start: Int, cut: Int, drawn: Int, column: Int) async throws {
        try await PickerRun.with(items: Moods.input, arguments: ["--spacing", "4", "--start", String(start)]) { run in
            let screen = try await run.session.waitForRest("mood \(start) centered") { $0.showsMood(start, cols: 80) }
            #expect(screen.stripColumn(of: Moods.symbols[drawn]) == column, "strip: \(screen.strip.text)")
            #expect(!screen.contains(Moods.symbols[cut]), "the cut cell is drawn somewhere:\n\(screen)")
            #expect(screen.strip.visible.allSatisfy { $0.column >= 0 && $0.column + $0.width <= 80 })
            #expect(screen[screen.stripRow + 1].visible.allSatisfy { !Moods.symbols.contains($0.text) },
                    "a glyph wrapped onto the label row:\n\(screen)")
        }
    }

    @Test("control characters in an item are never sent raw; the item keeps its bytes")
    func controlCharacters() async throws {
        let evil = "evil\u{1B}[31mred\u{07}bell\ttab"
        try await PickerRun.with(items: "\(evil)\nplain\n") { run in
            let session = run.session
            // The 14-column cell (docs/CONTRACT.md §3) shows the item's start and end; the label
            // row shows all of it, its controls as visible stand-ins.
            let screen = try await session.waitForRest("the item with control characters") {
                $0.strip.text.contains("evil") && $0.strip.text.contains("tab") && $0.label.contains("bell")
            }
            let raw = try await session.command(["capture-pane", "-p", "-e", "-t", "s"])
            #expect(!raw.contains("\u{1B}[31m"), "the item's ESC [31m reached the terminal:\n\(screen)")
            #expect(screen.label.contains("red"), "label: \(screen.label)")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == evil + "\n", "the item keeps its bytes")
        }
    }
}
