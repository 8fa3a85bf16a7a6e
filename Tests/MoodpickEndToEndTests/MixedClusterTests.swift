import Foundation
import Testing

/// Clusters that terminals disagree on (docs/TERMINAL.md, appendix A.2: tmux 3.3a draws ❤️ 1 wide,
/// 👍🏽 4 wide, 🇯🇵 as two 1-wide letters) still start at the columns the layout gives them
/// (§A.4), at every step of a scroll, with nothing left behind (docs/CONTRACT.md §3).
@Suite("Mixed clusters in tmux")
struct MixedClusterTests {
    /// Six emoji cells of 4 columns, then three text cells: `你 ni` (5 + 2), `é e-acute` with a
    /// combining acute (9 + 2) and `plain text` (10 + 2). Odd widths put centers on half columns.
    static let model = StripModel(cells: [
        .init(line: "😀 grin", symbol: "😀"),
        .init(line: "❤\u{FE0F} heart", symbol: "❤\u{FE0F}"),
        .init(line: "👍\u{1F3FD} thumbs", symbol: "👍\u{1F3FD}"),
        .init(line: "👨\u{200D}👩\u{200D}👧 family", symbol: "👨\u{200D}👩\u{200D}👧"),
        .init(line: "🏳\u{FE0F}\u{200D}🌈 rainbow", symbol: "🏳\u{FE0F}\u{200D}🌈"),
        .init(line: "🇯🇵 japan", symbol: "🇯🇵"),
        .init(line: "你 ni", symbol: nil),
        .init(line: "e\u{301} e-acute", symbol: nil),
        .init(line: "plain text", symbol: nil),
    ])

    static var input: String { model.cells.map(\.line).joined(separator: "\n") + "\n" }

    /// Waits for cell `selected` to be centered at rest and checks every visible cluster.
    func expectStrip(_ run: PickerRun, selected: Int, cols: Int, after step: String) async throws {
        let model = Self.model
        let label = model.cells[selected].label
        let screen = try await run.session.waitForRest("`\(label)` centered after \(step)") {
            $0.label == label && $0.counter?.index == selected + 1
        }
        let faults = model.faults(in: screen, selected: selected, cols: cols)
        let report = faults.joined(separator: "\n")
        #expect(faults.isEmpty, "after \(step), cell \(selected) centered at \(cols) columns:\n\(report)\n\(screen)")
        #expect(screen.counter?.count == model.cells.count)
    }

    @Test("every visible cluster starts at its layout column at every step, right then left",
          // 69: odd, cut at the edges, and wide enough that no text cell is capped (TextCellFit
          // gives 12 columns from 68 on; this model draws every text cell whole).
          arguments: [80, 69])
    func stepByStep(cols: Int) async throws {
        let count = Self.model.cells.count
        // The test's own model must see clipping, or the edge rule goes untested.
        let clipped = (0..<count).contains { selected in
            let placed = Self.model.placed(selected: selected, cols: cols)
            return Self.model.cells.indices.contains { cell in
                placed.filter { $0.cell == cell }.count != Self.model.cells[cell].clusters.count
            }
        }
        #expect(clipped, "some step must cut a cell at the screen edge")
        try await PickerRun.with(items: Self.input, cols: cols) { run in
            try await expectStrip(run, selected: 0, cols: cols, after: "the start")
            for selected in 1..<count {
                try await run.session.send("Right")
                try await expectStrip(run, selected: selected, cols: cols, after: "Right to \(selected)")
            }
            for selected in stride(from: count - 2, through: 0, by: -1) {
                try await run.session.send("Left")
                try await expectStrip(run, selected: selected, cols: cols, after: "Left to \(selected)")
            }
            try await run.session.send("End")
            try await expectStrip(run, selected: count - 1, cols: cols, after: "End")
            try await run.session.send("Left", "Left", "Left")
            try await expectStrip(run, selected: count - 4, cols: cols, after: "three Lefts")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.stdout == Data(Self.model.cells[count - 4].line.utf8 + [0x0A]))
        }
    }
}
