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

    /// `printf 'branch: '` then the picker, 3 rows under the top: a narrower screen pushes the
    /// first row, `branch: ` and all, into the scrollback (tmux keeps its last screenful in
    /// view), and a wider and taller one brings it back (the scrollback is emptied first: tmux
    /// brings rows back only while its lines fit the taller screen).
    static let branchCommand = #"seq 1 3; printf 'branch: '; x=$(printf 'a\nb\nc\n' | "$MP"); echo "RESULT:$x""#

    @Test("the text before the picture pushed into the scrollback by a narrower screen, then brought back: the picture goes back after it, no old row stays")
    func textBeforeThePictureComesBack() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type("clear")
            try await session.waitFor("the prompt at the top") { $0.lines.first?.trimmed == "$" }
            try await session.command(["clear-history", "-t", "s"])
            try await session.type(Self.branchCommand)
            try await session.waitForRest("the picture after branch: ") { $0.lines.contains { $0.text.hasPrefix("branch: >") } && $0.contains("1/3") }
            try await session.resize(cols: 30, rows: 24)
            try await session.waitForRest("the picture at 30 columns") { $0.contains("1/3") && $0.hasLine("a") }
            try await session.resize(cols: 80, rows: 40)
            let back = try await session.waitForRest("the picture after branch: again") { screen in
                screen.lines.contains { $0.text.hasPrefix("branch: >") && $0.text.hasSuffix("1/3") } && screen.hasLine("a")
            }
            #expect(back.lines.filter { $0.text.contains("1/3") }.count == 1, "one prompt row:\n\(back)")
            try await session.send("Enter")
            let after = try await Wait.until("the result", look: { try await InlineTests.transcript(session) }) { $0.contains("$") && $0.contains { $0.contains("RESULT:") } }
            #expect(after.contains("branch: RESULT:a"), "the result after `branch: `, where the cursor was: \(after)")
            #expect(!after.contains { $0.contains("1/3") || $0.contains("▕") }, "no row of an old picture, on screen or in the scrollback: \(after)")
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
