import Foundation
import Testing

/// `--confirm` on a real terminal (docs/CONTRACT.md §20): the row inline in a tmux pane of its
/// own server, chosen with Enter, an accelerator or cancelled with Esc; and under `--accessible`.
@Suite("Confirm in tmux")
struct ConfirmTmuxTests {
    static let arguments = ["--confirm", "Yes,No,Always,Never", "--header", "Overwrite notes.txt?"]

    /// The pane's rows, trailing blanks dropped.
    static func rows(_ screen: Screen) -> [String] {
        screen.lines.map { $0.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    @Test("the row inline: Right, then Enter prints No and exits 1; no residue", arguments: [false, true])
    func enter(fullscreen: Bool) async throws {
        try await PickerRun.with(items: nil, arguments: Self.arguments, cols: 60, rows: 10, fullscreen: fullscreen) { run in
            try await run.session.waitFor("the row, the mark on Yes") { $0.text.contains("▕ Yes ▏") }
            try await run.session.send("Right")
            let screen = try await run.session.waitForRest("the mark on No") { $0.text.contains("▕ No ▏") }
            let rows = Self.rows(screen)
            #expect(Array(rows.prefix(2)) == [
                "Overwrite notes.txt?",
                "              Yes   ▕ No ▏   Always     Never",
            ])
            // Inline the help is the picture's third row; full screen, the screen's last.
            #expect(rows[fullscreen ? 9 : 2] == "←/→ move · y/n/a choose · enter choose · esc cancel", "\(rows)")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 1, "stderr: \(result.err)")
            #expect(result.out == "No\n")
            try await run.session.waitFor("the row erased") { !$0.text.contains("Overwrite notes.txt?") && !$0.text.contains("Always") }
        }
    }

    @Test("an accelerator chooses at once: a prints Always, exit 2")
    func accelerator() async throws {
        try await PickerRun.with(items: nil, arguments: Self.arguments, cols: 60, rows: 10, fullscreen: false) { run in
            try await run.session.waitFor("the row") { $0.text.contains("▕ Yes ▏") }
            try await run.session.send("a")
            let result = try await run.waitForExit()
            #expect(result.status == 2, "stderr: \(result.err)")
            #expect(result.out == "Always\n")
        }
    }

    @Test("Esc cancels: 130, nothing printed")
    func escape() async throws {
        try await PickerRun.with(items: nil, arguments: Self.arguments, cols: 60, rows: 10, fullscreen: false) { run in
            try await run.session.waitFor("the row") { $0.text.contains("▕ Yes ▏") }
            try await run.session.send("Escape")
            let result = try await run.waitForExit()
            #expect(result.status == 130, "stderr: \(result.err)")
            #expect(result.out.isEmpty)
        }
    }

    @Test("--accessible asks 1) Yes 2) No on plain lines; 2 chooses No, exit 1, no escape byte")
    func accessible() async throws {
        try await AccessibleTmuxTests.with(items: [], arguments: ["--accessible", "--confirm", "Yes,No", "--header", "Proceed?"]) { run in
            try await run.session.waitFor("the numbered buttons") { $0.text.contains("1) Yes 2) No") && $0.text.contains("Proceed?") }
            try await run.session.send("2")
            let result = try await run.picker.waitForExit()
            #expect(result.status == 1, "stderr: \(result.err)")
            #expect(result.out == "No\n")
            #expect(!run.written().contains(0x1B), "no escape byte in what was written")
        }
    }
}
