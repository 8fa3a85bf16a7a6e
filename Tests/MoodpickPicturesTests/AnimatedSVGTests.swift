import MoodpickCore
import Testing

@testable import MoodpickPictures

@Suite("Pictures")
struct AnimatedSVGTests {
    static let dump = """
        # a two-row screen, three frames (the third the same as the first)
        frames 12 2
        style a 6 -1 bold
        style b -1 236 dim
        @ 0
        |  😀  a&b
        :  aaaa
        |> x
        @ 16.667
        | 😀  a<b
        :      bbb
        |> x
        @ 50
        |  😀  a&b
        :  aaaa
        |> x
        """

    @Test("the same frames give the same bytes, however often and through the dump's own text")
    func deterministic() throws {
        let frames = try StyledFrames(parsing: Self.dump)
        let svg = AnimatedSVG.render(frames)
        #expect(AnimatedSVG.render(try StyledFrames(parsing: Self.dump)) == svg)
        #expect(AnimatedSVG.render(try StyledFrames(parsing: frames.text)) == svg)
        #expect(try StyledFrames(parsing: frames.text) == frames)
    }

    @Test("rows and frames are written once; the keyframes follow the frame times and hold the last")
    func structure() throws {
        let svg = AnimatedSVG.render(try StyledFrames(parsing: Self.dump), title: "a <demo>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"148\" height=\"76\""))
        #expect(svg.contains("aria-label=\"a &lt;demo&gt;\""))
        // Rows: "  😀  a&b" styled, " 😀  a<b", "> x" (shared by all three frames).
        #expect(svg.ranges(of: "<g id=\"r").count == 3)
        // Two distinct frames; the third frame is the first again.
        #expect(svg.ranges(of: "<g transform=").count == 2)
        // 50 ms of frames + 1.5 s hold = 1.55 s; frames at 0, 16.667 and 50 ms.
        #expect(svg.contains("@keyframes roll{0%{transform:translateY(0)}1.075%{transform:translateY(-48px)}3.226%{transform:translateY(0)}100%{transform:translateY(0)}}"))
        #expect(svg.contains(".film{animation:roll 1.55s step-end infinite}"))
        #expect(svg.contains("@media (prefers-reduced-motion:reduce){.film{animation:none;transform:translateY(0)}}"))
        // The emoji is centered on its two cells (columns 2-3: x 20-40), in its style.
        #expect(svg.contains("<text class=\"e t0\" x=\"30\" y=\"17\">😀</text>"))
        #expect(svg.contains(".t0{fill:#56b6c2;font-weight:bold}"))
        // One x per character, escaped; a background rect under the styled run.
        #expect(svg.contains("<text x=\"60 70 80\" y=\"17\">a&amp;b</text>"))
        #expect(svg.contains("<rect class=\"b1\" x=\"60\" width=\"20\" height=\"24\"/>"))
    }

    @Test("a single frame is a still picture: no animation")
    func still() throws {
        let svg = AnimatedSVG.render(try StyledFrames(parsing: "frames 4 1\n@ 0\n|ab\n"))
        #expect(!svg.contains("@keyframes") && !svg.contains("animation"))
        #expect(svg.contains("<text x=\"0 10\" y=\"17\">ab</text>"))
    }

    @Test("bad dumps name their line", arguments: [
        ("@ 0\n|x", 1, "before the 'frames' header"),
        ("frames 4 1\n|x", 2, "before the first '@'"),
        ("frames 4 1\n@ 0\n|x\n|y", 4, "more than 1 rows"),
        ("frames 4 1\n@ 5\n@ 4", 3, "time goes back"),
        ("frames 4 1\nstyle a red -1 blink", 2, "'blink' is not an attribute"),
        ("frames 4 1\nstyle a purple -1", 2, "purple"),
        ("frames 4\n", 1, "expected 'frames COLUMNS ROWS'"),
        ("frames 999999999999999999 5\n@ 0\n|x", 1, "expected 'frames COLUMNS ROWS' (1 to 10000 each)"),
        ("frames 80 999999999999\n@ 0\n|x", 1, "expected 'frames COLUMNS ROWS'"),
        ("frames 0 5\n", 1, "expected 'frames COLUMNS ROWS'"),
        ("frames 4 1\n@ 0\n:a", 3, "before its text row"),
        ("frames 4 1\nhello", 2, "expected 'frames'"),
        ("", 1, "no 'frames"),
    ] as [(String, Int, String)])
    func badDumps(text: String, line: Int, message: String) {
        do {
            _ = try StyledFrames(parsing: text)
            Issue.record("parsed: \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("a headless run's frames become a picture: one frame per distinct screen, the same bytes every time")
    func fromReplay() throws {
        func picture() throws -> (String, Int) {
            let records = try Self.headlessFrames("0 key right\n300 key right", columns: 30, rows: 8)
            var frames = StyledFrames(columns: 30, rows: 8)
            for record in records { frames.append(record.frame, milliseconds: record.time.moodpickSeconds * 1000) }
            #expect(try StyledFrames(parsing: frames.text).snapshots.count == records.count)
            return (AnimatedSVG.render(frames), Set(records.map(\.frame)).count)
        }
        let (first, distinct) = try picture()
        let (second, _) = try picture()
        #expect(first == second)
        #expect(first.ranges(of: "<g transform=").count == distinct)
    }

    /// The frames of `script` played headlessly on the built-in moods, as `--replay` plays it.
    static func headlessFrames(_ script: String, columns: Int, rows: Int) throws -> [FrameRecord] {
        let clock = VirtualClock()
        let size = ScreenSize(columns: columns, rows: rows)
        let terminal = HeadlessTerminal(script: try ReplayScript(parsing: script), size: size, clock: clock)
        let items = ItemStore(items: BuiltInMoods.lines)
        var picker = Picker(items: items, layout: items.layout(spacing: 2), picture: size)
        var records: [FrameRecord] = []
        let session = Session(terminal: terminal, clock: clock, onFrame: { records.append($0) })
        _ = session.run(&picker)
        return records
    }
}
