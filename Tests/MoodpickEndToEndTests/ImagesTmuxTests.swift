import Foundation
import Testing

/// `--images` on a real terminal (docs/CONTRACT.md §21): in a tmux pane of its own server the
/// thumbnails are half blocks in 24-bit colour, made by the worker and drawn when it wakes the
/// loop (no key needed); Enter prints the path, Esc 130, SIGTERM ends it, and the inline
/// picture leaves no residue.
@Suite("Images in tmux")
struct ImagesTmuxTests {
    /// Twelve striped PNGs (`img00.png`…) and a text file, in a scratch folder; their list.
    static func folder() throws -> (directory: URL, list: String) {
        let directory = try Moodpick.scratchDirectory("images-tmux")
        var names: [String] = []
        for n in 0..<12 {
            let stripes = ImageFiles.stripes(width: 16, height: 12, top: (UInt8(20 * n), 0, 0), bottom: (0, 0, 255))
            let name = String(format: "img%02d.png", n)
            try ImageFiles.write(stripes, width: 16, height: 12, to: directory.appendingPathComponent(name).path)
            names.append(name)
        }
        try "text\n".write(to: directory.appendingPathComponent("readme.txt"), atomically: true, encoding: .utf8)
        names.append("readme.txt")
        return (directory, names.map { directory.appendingPathComponent($0).path + "\n" }.joined())
    }

    /// The raw pane with its colours (`capture-pane -e`): the thumbnails' 24-bit SGR is in it.
    static func colours(_ session: TmuxSession) async throws -> String {
        try await session.command(["capture-pane", "-p", "-e", "-t", "s"])
    }

    @Test("the thumbnails fill in by themselves, in 24-bit colour; Right, Enter prints the second path; no residue")
    func glideAndChoose() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await PickerRun.with(items: list, arguments: ["--images"], cols: 80, rows: 24, fullscreen: false,
                                 environment: ["TERM=tmux-256color", "COLORTERM=truecolor", "NO_COLOR="]) { run in
            let thumbnail = "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀"
            let filled = try await run.session.waitFor("the centred thumbnail made and drawn") { screen in
                screen.lines.contains { $0.text.contains("▕ \(thumbnail) ▏") } && screen.lines.contains { $0.trimmed == "img00.png" }
            }
            // Six rows of it, the label under them.
            let strip = filled.lines.filter { $0.text.contains("▕ \(thumbnail) ▏") }
            #expect(strip.count == 6, "\(filled)")
            // img01's red is 20: the 24-bit foreground its upper dots were sent in (a terminal that
            // says it has 24-bit colour).
            let raw = try await Self.colours(run.session)
            #expect(raw.contains("38;2;20;0;0"), "no 24-bit colour of img01 in:\n\(raw)")
            try await run.session.send("Right")
            try await run.session.waitForRest("the mark on img01") { $0.lines.contains { $0.trimmed == "img01.png" } }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == directory.appendingPathComponent("img01.png").path + "\n")
            try await run.session.waitFor("the picture erased") { screen in !screen.lines.contains { $0.text.contains("▀") || $0.text.contains("img0") } }
        }
    }

    @Test("the text file is a × box with its reason; End glides there and Esc exits 130 with nothing printed")
    func badFileAndEscape() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await PickerRun.with(items: list, arguments: ["--images"], cols: 80, rows: 24, fullscreen: false) { run in
            try await run.session.waitFor("the strip") { $0.lines.contains { $0.trimmed == "img00.png" } }
            try await run.session.send("End")
            try await run.session.waitForRest("the reason under the mark") { $0.lines.contains { $0.trimmed == "readme.txt  not an image" } }
            try await run.session.send("Escape")
            let result = try await run.waitForExit()
            #expect(result.status == 130, "stderr: \(result.err)")
            #expect(result.out.isEmpty)
        }
    }

    @Test("SIGTERM ends it: the terminal restored, the worker gone with it, status 143")
    func terminated() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await PickerRun.with(items: list, arguments: ["--images"], cols: 80, rows: 24, fullscreen: false) { run in
            try await run.session.waitFor("the thumbnails") { $0.lines.contains { $0.text.contains("▀▀▀▀") } }
            kill(try await run.moodpickPID(), SIGTERM)
            let result = try await run.waitForExit()
            #expect(result.status == 143, "stderr: \(result.err)")
            try await run.session.waitFor("the picture erased") { screen in !screen.lines.contains { $0.text.contains("▀") } }
        }
    }
}
