import Foundation
import Testing

/// Skin tones in a real terminal: tmux 3.3a draws 👍🏽 4 columns wide (it adds up the code
/// points' widths, docs/EMOJI.md), so the centred toned emoji must keep room for that or the
/// selection mark written after it erases its tone.
@Suite("Emoji tones in tmux")
struct EmojiToneTmuxTests {
    @Test("the help row names Ctrl-T on 👍; the centred 👍🏽 of the tone strip is drawn toned, labelled with its tone, and printed")
    func centredToneShows() async throws {
        let arguments = ["--emoji", "--no-history", "--start", "thumbs up"]
        try await PickerRun.with(items: nil, arguments: arguments, cols: 100) { run in
            let session = run.session
            try await session.waitForRest("thumbs up centered, Ctrl-T offered") { screen in
                screen.label.hasPrefix("thumbs up") && screen[screen.rows - 1].text.contains("ctrl-t skin tones")
            }
            try await session.send("C-t")
            try await session.waitForRest("the tone strip, 👍 centered") { $0.label == "thumbs up" }
            try await session.send("Right", "Right", "Right")
            let screen = try await session.waitForRest("👍🏽 centered, its label naming the tone") {
                $0.label == "thumbs up: medium skin tone"
            }
            let strip = screen.strip.text
            #expect(strip.contains("▕ 👍🏽"), "the centred emoji keeps its tone: \(strip)")
            #expect(strip.contains("▕ 👍🏽 ▏"), "one blank column each side inside the mark, as tmux draws 👍🏽 4 wide (issue 34, defect 10): \(strip)")
            #expect(!screen[screen.rows - 1].text.contains("ctrl-t"), "the open tone strip offers no Ctrl-T")
            try await session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "👍🏽\n")
        }
    }

    @Test("an emoji without tones: no Ctrl-T on the help row")
    func noToneNoHint() async throws {
        try await PickerRun.with(items: nil, arguments: ["--emoji", "--no-history", "--start", "fire"], cols: 100) { run in
            let session = run.session
            let screen = try await session.waitForRest("fire centered") { $0.label.hasPrefix("fire") }
            #expect(!screen[screen.rows - 1].text.contains("ctrl-t"), "\(screen[screen.rows - 1].text)")
            try await session.send("Escape")
            _ = try await run.waitForExit()
        }
    }
}
