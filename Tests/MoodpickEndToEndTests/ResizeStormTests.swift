import Foundation
import Testing

/// Storms of resizes (docs/CONTRACT.md §8 "bursts of SIGWINCH", §10 "on resize"): the inline
/// picture under changes of width and height, and a burst of SIGWINCH with no change at all.
/// `RobustnessTests.resizeStorm` is the full-screen storm of widths.
@Suite("Resize storms in tmux")
struct ResizeStormTests {
    /// The rows of the picture's prompt line (`>` … `i/n`) on the screen.
    static func promptRows(_ screen: Screen, count: String) -> [ScreenLine] {
        screen.lines.filter { $0.text.hasPrefix(">") && $0.text.hasSuffix(count) }
    }

    @Test("inline: a storm of widths and heights ends with one picture at the last size; the choice leaves nothing else")
    func inlineStorm() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let (before, _) = try await InlineTests.start(shell, place: .bottom)
            for (cols, rows) in [(60, 24), (100, 10), (40, 6), (120, 30), (33, 8), (90, 12), (70, 20)] {
                try await session.resize(cols: cols, rows: rows)
            }
            let screen = try await session.waitForRest("one picture at 70 × 20") { screen in
                let prompts = Self.promptRows(screen, count: "1/3")
                return prompts.count == 1 && prompts[0].text.count == 70 && screen.hasLine("a")
            }
            #expect(!screen.contains("2/3") && !screen.contains("3/3"), "\(screen)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.hasLine("b") && Self.promptRows($0, count: "2/3").count == 1 }
            try await session.send("Enter")
            let expected = Array(before.dropLast() + ["$ " + InlineTests.command, "b", "$"])
            let after = try await Wait.until("the transcript after the choice", look: { try await InlineTests.transcript(session) }) { $0 == expected }
            #expect(after == expected, "the lines above unchanged, only the choice added, no residue")
        }
    }

    @Test("a burst of 200 SIGWINCH at one size: one picture, unchanged, and the keys still work", arguments: [false, true])
    func winchBurst(fullscreen: Bool) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let placement = fullscreen ? " --fullscreen" : ""
            try await session.type(#"clear; printf 'a\nb\nc\n' | "$MP""# + placement + #"; echo "rc=$?""#)
            let first = try await session.waitForRest("the picker") { Self.promptRows($0, count: "1/3").count == 1 && $0.hasLine("a") }
            let pid = try await shell.moodpickPID()
            for _ in 0..<200 { #expect(kill(pid, SIGWINCH) == 0) }
            let after = try await session.waitForRest("the picker after the burst") { Self.promptRows($0, count: "1/3").count == 1 && $0.hasLine("a") }
            #expect(after.text == first.text, "the same picture:\n\(after)")
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { Self.promptRows($0, count: "2/3").count == 1 && $0.hasLine("b") }
            try await session.send("Enter")
            let screen = try await shell.waitForLine("rc=0")
            #expect(screen.hasLine("b"), "\(screen)")
        }
    }
}
