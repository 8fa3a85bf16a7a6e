import Foundation
import Testing

/// `--emoji-max-version auto` in tmux 3.3a (docs/EMOJI.md, "Only what the terminal can draw"):
/// tmux answers the samples' cursor reports itself and moves the cursor no column for 🫨 🫩 🫈
/// (Emoji 15.0 and later, which it draws as empty cells), so the picker leaves them out, while
/// `--emoji-max-version 17.0` offers them; the samples drawn meanwhile leave no trace on the
/// screen around the picture: the rows above, and a command line with text right of the cursor.
@Suite("--emoji-max-version auto in tmux")
struct EmojiAutoTmuxTests {
    /// The text right of the cursor on the command line: the cursor is left on its `|`.
    static let rightOfCursor = "|tail"
    /// A command line ending 4 columns short of a 40-column row, so that fewer than 20 columns
    /// are left right of the cursor: the picture starts on the next row and never touches it.
    static let commandLine = "$ echo 0123456789012345678901234" + rightOfCursor
    /// The cursor's column on the command line: on the `|`.
    static var cursorColumn: Int { commandLine.count - rightOfCursor.count }

    /// Runs `moodpick --emoji --emoji-max-version maxVersion --query 'shaking face'` inline in a
    /// 40 × 12 pane under `above` lines of text and the command line, presses Enter once the
    /// picture shows `count`, and returns the exit status, stdout, the screen after it and where
    /// the cursor was left (`x,y`).
    static func run(maxVersion: String, above: Int, count: String, extra: [String] = []) async throws
        -> (status: String, out: String, after: Screen, cursor: String)
    {
        let binary = try Moodpick.binary()
        return try await TmuxSession.with(cols: 40, rows: 12, command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            let script = """
                i=0; while [ $i -lt \(above) ]; do echo "above $i"; i=$((i+1)); done
                printf '%s\\033[\(rightOfCursor.count)D' \(shellQuoted(commandLine))
                LANG=C.UTF-8 LC_ALL=C.UTF-8 \(shellQuoted(binary)) --emoji --no-history --emoji-max-version \(maxVersion) \
                  --query 'shaking face' \(extra.map(shellQuoted).joined(separator: " ")) > \(file("out")) 2> \(file("err"))
                echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))
                read line

                """
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "sh \(file("run.sh"))"
        }) { session in
            try await session.waitForRest("the picker searching for shaking face, \(count)") { screen in
                screen.lines.contains { $0.text.contains("> shaking face") && $0.text.contains(count) }
            }
            try await session.send("Enter")
            let rc = session.directory.appendingPathComponent("rc")
            let status = try await Wait.until(
                "moodpick to exit", look: { try? String(contentsOf: rc, encoding: .utf8) }
            ) { $0 != nil }!
            let out = (try? String(contentsOf: session.directory.appendingPathComponent("out"), encoding: .utf8)) ?? ""
            let cursor = try await session.display("#{cursor_x},#{cursor_y}")
            return (status.trimmingCharacters(in: .whitespacesAndNewlines), out, try await session.capture(), cursor)
        }
    }

    /// The screen as the script left it before moodpick: `above` lines (the last ones that fit
    /// above the command line once the picture's rows were made) and the command line.
    static func expectedRows(above: Int, scrolled: Int) -> [String] {
        (0..<above).map { "above \($0)" }.dropFirst(scrolled) + [commandLine]
    }

    @Test("tmux 3.3a: under auto 🫨 is not offered, under 17.0 it is chosen; the screen around is intact", arguments: [
        // (lines above the command line, how many scroll off as the picture makes room)
        (2, 0),  // the picture fits below
        (11, 5),  // the command line on the bottom row: the screen scrolls for the picture
    ])
    func shakingFace(above: Int, scrolled: Int) async throws {
        let expected = Self.expectedRows(above: above, scrolled: scrolled)
        let auto = try await Self.run(maxVersion: "auto", above: above, count: "0/")
        #expect(auto.status == "1" && auto.out.isEmpty, "no match under auto: \(auto)")
        #expect(Array(auto.after.lines.map(\.text).prefix(expected.count)) == expected, "\(auto.after)")
        #expect(auto.after.lines.dropFirst(expected.count).allSatisfy { $0.trimmed.isEmpty }, "\(auto.after)")
        #expect(auto.cursor == "\(Self.cursorColumn),\(expected.count - 1)", "back on the command line's |")

        let all = try await Self.run(maxVersion: "17.0", above: above, count: "1/")
        #expect(all.status == "0" && all.out == "🫨\n", "\(all)")
        #expect(Array(all.after.lines.map(\.text).prefix(expected.count)) == expected, "\(all.after)")
        #expect(all.cursor == "\(Self.cursorColumn),\(expected.count - 1)")
    }

    @Test("--fullscreen: the samples are measured on the alternate screen; 🫨 is not offered, and the screen comes back whole")
    func fullScreen() async throws {
        let expected = Self.expectedRows(above: 2, scrolled: 0)
        let auto = try await Self.run(maxVersion: "auto", above: 2, count: "0/", extra: ["--fullscreen"])
        #expect(auto.status == "1" && auto.out.isEmpty, "no match under auto: \(auto)")
        #expect(Array(auto.after.lines.map(\.text).prefix(expected.count)) == expected, "\(auto.after)")
        #expect(auto.after.lines.dropFirst(expected.count).allSatisfy { $0.trimmed.isEmpty }, "\(auto.after)")
        #expect(auto.cursor == "\(Self.cursorColumn),\(expected.count - 1)")
    }
}
