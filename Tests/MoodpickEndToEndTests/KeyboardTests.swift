import Foundation
import Testing

/// Keys in a real terminal (docs/CONTRACT.md §4): moodpick in a tmux pane, its items piped in, its stdout
/// and exit status read back from files.
@Suite("Keyboard in tmux")
struct KeyboardTests {
    static let abc = "a\nb\nc\n"

    @Test("Right then Enter prints exactly the second item")
    func rightEnter() async throws {
        try await PickerRun.with(items: Self.abc) { run in
            try await run.session.waitFor("the picker with `a` centered") { $0.label == "a" }
            try await run.session.send("Right")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "b\n")
        }
    }

    @Test("every next key moves one cell", arguments: ["Right", "Down", "Tab", "C-n"])
    func nextKey(key: String) async throws {
        try await PickerRun.with(items: Self.abc) { run in
            try await run.session.waitFor("the picker with `a` centered") { $0.label == "a" }
            try await run.session.send(key)
            try await run.session.waitForRest("`b` centered after \(key)") { $0.label == "b" }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "b\n")
        }
    }

    @Test("every previous key moves one cell back", arguments: ["Left", "Up", "BTab", "C-p"])
    func previousKey(key: String) async throws {
        try await PickerRun.with(items: Self.abc, arguments: ["--start", "2"]) { run in
            try await run.session.waitFor("the picker with `c` centered (--start 2)") { $0.label == "c" }
            try await run.session.send(key)
            try await run.session.waitForRest("`b` centered after \(key)") { $0.label == "b" }
            try await run.session.send("Space")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "b\n")
        }
    }

    @Test("End goes to the last item, Home back to the first; N presses move N cells")
    func homeEndAndCounting() async throws {
        let items = (1...9).map { "item \($0)" }.joined(separator: "\n") + "\n"
        try await PickerRun.with(items: items) { run in
            try await run.session.waitFor("the picker") { $0.label == "item 1" }
            try await run.session.send("End")
            try await run.session.waitForRest("the last item centered") { $0.label == "item 9" }
            try await run.session.send("Home")
            try await run.session.waitForRest("the first item centered") { $0.label == "item 1" }
            // Five presses sent at once move exactly five cells: no acceleration, no loss.
            try await run.session.send("Right", "Right", "Right", "Right", "Right")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "item 6\n")
        }
    }

    @Test("with --jump, typed letters jump by label prefix")
    func typeAhead() async throws {
        try await PickerRun.with(items: "apple\nbanana\ncherry\nblueberry\n", arguments: ["--jump"]) { run in
            try await run.session.waitFor("the picker") { $0.label == "apple" }
            // `b` searches from the item after the current one (banana); `bl` grows the text
            // and searches from banana itself: blueberry.
            try await run.session.sendLiteral("bl")
            try await run.session.waitForRest("blueberry centered") { $0.label == "blueberry" }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "blueberry\n")
        }
    }

    @Test("typing filters: `new d` shows one match, 1/1 of 3, and Enter prints it (Space was typed, not chosen)")
    func typingFilters() async throws {
        try await PickerRun.with(items: "🍎 apple\n🗽 new york\n🕌 new delhi\n") { run in
            try await run.session.waitFor("the picker") { $0.label == "apple" }
            try await run.session.sendLiteral("new d")
            let screen = try await run.session.waitForRest("new delhi alone") { $0.label == "new delhi" }
            #expect(screen[0].text.hasPrefix("> new d"), "row 0: \(screen[0].text)")
            #expect(screen[0].text.hasSuffix("1/1 of 3"), "row 0: \(screen[0].text)")
            #expect(!run.hasExited, "Space must not choose while a query is typed")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "🕌 new delhi\n")
        }
    }

    @Test("a cancel key exits 130 with nothing on stdout", arguments: ["Escape", "C-c", "C-g", "C-q"])
    func cancel(key: String) async throws {
        try await PickerRun.with(items: Self.abc) { run in
            try await run.session.waitFor("the picker") { $0.label == "a" }
            try await run.session.send("Right")
            try await run.session.send(key)
            let result = try await run.waitForExit()
            #expect(result.status == 130, "stderr: \(result.err)")
            #expect(result.stdout.isEmpty, "stdout: \(result.out)")
        }
    }

    @Test("keys typed while the input still loads are kept: not echoed, not taken for Esc")
    func keysBeforeTheFirstFrame() async throws {
        // --exit-0 waits for the whole input before the picker comes up, so the keys are typed
        // before its first frame (a streaming input would show the picker at once).
        try await PickerRun.with(items: Self.abc, arguments: ["--exit-0"], holdInput: true) { run in
            let session = run.session
            // moodpick is running and has put its terminal in no-echo mode (docs/CONTRACT.md §8) while its
            // stdin is still open and empty: the items are held back until the keys are in.
            try await run.waitForEchoOff()
            try await session.send("Right", "Right", "Enter")
            // A round trip through the tmux server: the keys are written to the pane before the items flow.
            try await session.waitFor("the keys sent, no items yet") { !$0.hasLine("a") }
            run.releaseInput()
            let result = try await run.waitForExit(timeoutSeconds: 30)
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "c\n")
            let screen = try await session.capture()
            #expect(!screen.contains("^["), "keys were echoed:\n\(screen)")
            #expect(!screen.contains("[C"), "keys were echoed:\n\(screen)")
        }
    }
}
