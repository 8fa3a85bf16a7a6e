import Foundation
import Testing

/// Items that carry terminal commands (docs/CONTRACT.md §1, §8): whatever moodpick writes to the terminal,
/// recorded byte for byte with `tmux pipe-pane`, never holds them, and the item keeps its bytes.
@Suite("Escape sequences in items in tmux")
struct EscapeSequenceTests {
    /// Each hostile item: its bytes, the sequence it carries, and the text after it.
    static let hostile: [(line: String, sequence: String, tail: String)] = [
        ("\u{1B}[2J clear", "\u{1B}[2J", "clear"),
        ("\u{1B}]0;pwned\u{07} title", "\u{1B}]0;pwned\u{07}", "title"),
        ("\u{1B}[5;5H move", "\u{1B}[5;5H", "move"),
        ("\u{1B}[31m red", "\u{1B}[31m", "red"),
    ]
    static let lines = ["one"] + hostile.map(\.line) + ["last"]
    static var input: String { lines.joined(separator: "\n") + "\n" }

    /// The visible end of item `index`'s text.
    static func tail(_ index: Int) -> String {
        index == 0 ? "one" : index == lines.count - 1 ? "last" : hostile[index - 1].tail
    }

    /// The label row shows item `index`: its visible tail, no ESC, and `index+1/6` in the counter.
    static func shows(_ screen: Screen, index: Int) -> Bool {
        screen.label.hasSuffix(tail(index)) && !screen.label.contains("\u{1B}")
            && screen.counter.map { $0.index == index + 1 && $0.count == lines.count } == true
    }

    @Test("ESC [2J, an OSC title, a cursor move and an SGR in items never reach the terminal",
          arguments: 1...4)
    func neverSent(chosen: Int) async throws {
        try await PickerRun.with(items: Self.input, holdInput: true) { run in
            let session = run.session
            let title = try await session.display("#{pane_title}")
            let recording = session.directory.appendingPathComponent("recording")
            // Everything the pane's programs write from now on, before any item is read.
            try await session.command(["pipe-pane", "-o", "-t", "s", "cat >> \(shellQuoted(recording.path))"])
            try await session.waitForDisplay("#{pane_pipe}", toBe: "1")
            run.releaseInput()
            try await session.waitForRest("the first item") { Self.shows($0, index: 0) }
            // Every hostile item passes through the center, highlighted and labelled.
            for index in 1..<Self.lines.count {
                try await session.send("Right")
                try await session.waitForRest("item \(index) centered") { Self.shows($0, index: index) }
            }
            for index in stride(from: Self.lines.count - 2, through: chosen, by: -1) {
                try await session.send("Left")
                try await session.waitForRest("item \(index) centered") { Self.shows($0, index: index) }
            }
            let screen = try await session.capture()
            #expect(try await session.display("#{pane_title}") == title, "the pane title changed")
            // The screen is intact: prompt and counter on row 0, nothing moved into the empty rows
            // above the strip, the chosen item alone in reverse video, key help on the last row.
            #expect(screen[0].text.hasPrefix(">"), "row 0: \(screen[0].text)")
            #expect((1..<screen.stripRow).allSatisfy { screen[$0].trimmed.isEmpty }, "\(screen)")
            let highlighted = screen.strip.glyphs.filter(\.reverse).map(\.text).joined()
            #expect(highlighted.hasSuffix(Self.hostile[chosen - 1].tail + " ") && !highlighted.contains("\u{1B}"),
                    "the highlighted cell: \(highlighted.debugDescription)\n\(screen)")
            for neighbour in [chosen - 1, chosen + 1] {
                #expect(screen.strip.text.contains(Self.tail(neighbour)),
                        "the neighbour \(neighbour) on the strip: \(screen.strip.text)")
            }
            #expect(!screen[screen.rows - 1].trimmed.isEmpty, "the key help:\n\(screen)")

            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.stdout == Data((Self.lines[chosen] + "\n").utf8), "stdout: \(result.out.debugDescription)")

            // The recording is complete once it holds the alternate screen's exit (TERM=screen: rmcup).
            let rmcup = Data("\u{1B}[?1049l".utf8)
            let bytes = try await Wait.until(
                "the recording to get moodpick's exit", look: { (try? Data(contentsOf: recording)) ?? Data() },
                describe: { "\($0.count) bytes" }
            ) { $0.range(of: rmcup) != nil }
            // The items were drawn (their visible text went out) …
            for item in Self.hostile {
                let visible = String(item.line.dropFirst())  // all but the ESC
                    .replacingOccurrences(of: "\u{07}", with: "")
                    .components(separatedBy: " ")[0]
                #expect(bytes.range(of: Data(visible.utf8)) != nil, "`\(visible)` was never drawn")
            }
            // … but none of their sequences, nor any OSC or BEL at all, but for the start-up
            // probe's one question for the background (docs/TERMINAL.md, "What moodpick asks").
            let backgroundQuestion = Data("\u{1B}]11;?\u{1B}\\".utf8)
            var written = bytes
            while let asked = written.range(of: backgroundQuestion) { written.removeSubrange(asked) }
            for needle in Self.hostile.map(\.sequence) + ["\u{1B}]", "\u{07}"] {
                #expect(written.range(of: Data(needle.utf8)) == nil,
                        "the terminal got \(needle.debugDescription)")
            }
        }
    }
}
