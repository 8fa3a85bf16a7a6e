import Foundation
import Testing

/// The smallest and a large terminal (docs/CONTRACT.md §8: from 1 × 1 up to very large): no crash,
/// and the picker sensible and working, inline and full screen. `RobustnessTests.tinyTerminal`
/// shrinks a running picker; here it starts that small.
@Suite("Screen sizes from 1 × 1 to 500 × 200 in tmux")
struct ScreenSizeTests {
    /// Whether the inline picture at `cols` columns shows mood `index` centered: the prompt row
    /// as wide as the screen ending in its count, the label under the strip, the emoji at the
    /// middle columns of the strip.
    static func inlineShowsMood(_ screen: Screen, _ index: Int, cols: Int) -> Bool {
        // Past 100 columns the prompt row is laid out in a band of 100 centred on cols / 2
        // (docs/CONTRACT.md §3, "Wide screens"): the prompt at its start, the count at its end.
        let band = cols > 100 ? cols / 2 - 50 : 0
        guard let prompt = screen.lines.firstIndex(where: {
            $0.text.hasPrefix(String(repeating: " ", count: band) + ">")
                && $0.text.prefix(band + 100).hasSuffix("\(index + 1)/\(Moods.lines.count)")
                && $0.text.dropFirst(band + 100).allSatisfy { $0 == " " }
        }) else { return false }
        return screen[prompt + 1].glyph(at: cols / 2 - 1)?.text == Moods.symbols[index]
            && screen[prompt + 2].trimmed == Moods.labels[index]
    }

    @Test("started in a 1 × 1 terminal, inline or full screen: no crash; at 80 × 24 the picker is whole and chooses",
          arguments: [false, true])
    func startsAtOneByOne(fullscreen: Bool) async throws {
        try await PickerRun.with(items: Moods.input, cols: 1, rows: 1, fullscreen: fullscreen) { run in
            try await run.waitForEchoOff()
            let tiny = try await run.session.capture()
            #expect(tiny.rows == 1 && tiny.lines.allSatisfy { $0.text.count <= 1 }, "\(tiny)")
            #expect(!run.hasExited, "moodpick ended at 1 × 1: \((try? String(contentsOf: run.errURL, encoding: .utf8)) ?? "")")
            try await run.session.resize(cols: 80, rows: 24)
            let shows = { (screen: Screen, index: Int) in
                fullscreen ? screen.showsMood(index, cols: 80) : Self.inlineShowsMood(screen, index, cols: 80)
            }
            try await run.session.waitForRest("mood 0 at 80 × 24") { shows($0, 0) }
            try await run.session.send("Right")
            try await run.session.waitForRest("mood 1 at 80 × 24") { shows($0, 1) }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == Moods.lines[1] + "\n")
        }
    }

    @Test("a 500 × 200 terminal, inline or full screen: centered at column 250, working", arguments: [false, true])
    func large(fullscreen: Bool) async throws {
        try await PickerRun.with(items: Moods.input, cols: 500, rows: 200, fullscreen: fullscreen) { run in
            let shows = { (screen: Screen, index: Int) in
                fullscreen ? screen.showsMood(index, cols: 500) : Self.inlineShowsMood(screen, index, cols: 500)
            }
            try await run.session.waitForRest("mood 0 at 500 × 200") { shows($0, 0) }
            try await run.session.send("End")
            try await run.session.waitForRest("the last mood at 500 × 200") { shows($0, Moods.lines.count - 1) }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == Moods.lines[Moods.lines.count - 1] + "\n")
        }
    }
}
