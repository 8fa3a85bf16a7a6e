import Foundation
import Testing

/// SGR mouse reports injected with `send-keys -l` (docs/CONTRACT.md §4; docs/TERMINAL.md, appendix B.2).
/// Coordinates in the reports are 1-based; the comments give 0-based screen columns.
@Suite("Mouse in tmux")
struct MouseTests {
    static func press(_ col: Int, _ row: Int) -> String { "\u{1B}[<0;\(col + 1);\(row + 1)M" }
    static func drag(_ col: Int, _ row: Int) -> String { "\u{1B}[<32;\(col + 1);\(row + 1)M" }
    static func release(_ col: Int, _ row: Int) -> String { "\u{1B}[<0;\(col + 1);\(row + 1)m" }
    static func wheelUp(_ col: Int, _ row: Int) -> String { "\u{1B}[<64;\(col + 1);\(row + 1)M" }
    static func wheelDown(_ col: Int, _ row: Int) -> String { "\u{1B}[<65;\(col + 1);\(row + 1)M" }

    /// The strip row at 80 × 24.
    static let row = 11

    @Test("mouse reporting is on while the picker runs")
    func reportingOn() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            try await run.session.waitFor("the picker") { $0.showsMood(0, cols: 80) }
            try await run.session.waitForDisplay("#{mouse_any_flag}#{mouse_sgr_flag}", toBe: "11")
        }
    }

    @Test("a wheel step moves one cell: down to the next, up back")
    func wheel() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let session = run.session
            try await session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            try await session.sendLiteral(Self.wheelDown(40, Self.row))
            try await session.waitForRest("the second mood centered after a wheel step down") {
                $0.showsMood(1, cols: 80)
            }
            try await session.sendLiteral(Self.wheelUp(40, Self.row))
            try await session.waitForRest("the first mood centered after a wheel step up") {
                $0.showsMood(0, cols: 80)
            }
            #expect(!run.hasExited)
        }
    }

    @Test("while the button is held the strip follows the pointer one column per column")
    func dragFollowsThePointer() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let session = run.session
            try await session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            try await session.sendLiteral(Self.press(40, Self.row))
            for col in [37, 34, 31, 28] {
                try await InputPace.gap(.milliseconds(40))
                try await session.sendLiteral(Self.drag(col, Self.row))
            }
            // 12 columns to the left: offset 12 = center(2), so the third mood sits exactly
            // on the center while the button is still down.
            try await session.waitForRest("the third mood under the held pointer") { $0.showsMood(2, cols: 80) }
            // The pointer rested before the release: velocity 0, the nearest cell stays.
            try await session.sendLiteral(Self.release(28, Self.row))
            try await session.waitForRest("the third mood after the release") { $0.showsMood(2, cols: 80) }
            #expect(!run.hasExited, "a drag must not choose")
        }
    }

    @Test("a fling to the left comes to rest with a later cell exactly centered")
    func fling() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let session = run.session
            let before = try await session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            #expect(before.label == "happy")
            try await session.sendLiteral(Self.press(40, Self.row))
            for col in stride(from: 37, through: 22, by: -3) {
                try await InputPace.gap(.milliseconds(25))
                try await session.sendLiteral(Self.drag(col, Self.row))
            }
            try await session.sendLiteral(Self.release(22, Self.row))
            let after = try await session.waitForRest("some later mood exactly centered after the fling") { screen in
                guard let index = screen.counter?.index, index >= 2, index <= Moods.lines.count else { return false }
                return screen.showsMood(index - 1, cols: 80)
            }
            #expect(after.label != "happy")
            #expect(!run.hasExited, "a drag must not choose")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            let index = try #require(after.counter?.index)
            #expect(result.out == Moods.lines[index - 1] + "\n")
        }
    }

    @Test("a click on a visible cell centers it; a click on the centered cell chooses it")
    func clicks() async throws {
        try await PickerRun.with(items: Moods.input) { run in
            let session = run.session
            let start = try await session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            // The third cell ` 😡 ` is drawn at 50–53; click on its emoji.
            let column = try #require(start.stripColumn(of: "😡"), "strip: \(start.strip.text)")
            #expect(column == 51)
            try await session.sendLiteral(Self.press(column, Self.row) + Self.release(column, Self.row))
            try await session.waitForRest("the clicked mood centered") { $0.showsMood(2, cols: 80) }
            #expect(!run.hasExited, "a click on another cell centers it, it does not choose")
            try await session.sendLiteral(Self.press(40, Self.row) + Self.release(40, Self.row))
            let result = try await run.waitForExit("a click on the centered cell to choose it")
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "😡 angry\n")
        }
    }

    @Test("--no-mouse leaves mouse reporting off")
    func noMouse() async throws {
        try await PickerRun.with(items: Moods.input, arguments: ["--no-mouse"]) { run in
            try await run.session.waitFor("the picker") { $0.showsMood(0, cols: 80) }
            #expect(try await run.session.display("#{mouse_any_flag}") == "0")
        }
    }
}
