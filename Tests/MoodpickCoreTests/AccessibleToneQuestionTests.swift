import Testing
@testable import MoodpickCore

/// The catalog's own tone lines of 👍 thumbs up (found by its symbol, not by a position).
private func thumbsLines() -> [String] {
    let items = EmojiItems()
    let index = (0..<items.count).first { items.store.anatomy(at: $0).symbol == "👍" }!
    return items.toneLines(of: index)!
}

private func question(preset: Int = 0) -> AccessibleToneQuestion {
    AccessibleToneQuestion(lines: thumbsLines(), preset: preset, prompt: "> ")
}

@Suite("Accessible tone question")
struct AccessibleToneQuestionTests {
    @Test("the question names the emoji, numbers the tones by their plain names, says what to type, and prompts")
    func asks() {
        #expect(question().start() == AccessibleMenu.Step(text: """
            Skin tone for 👍 thumbs up:
            1. none
            2. light
            3. medium-light
            4. medium
            5. medium-dark
            6. dark
            Press 1 to 6 or type a tone, Enter alone for none, Esc to cancel.
            > 
            """, outcome: nil))
        #expect(question(preset: 4).start().text.hasSuffix("Enter alone for medium-dark, Esc to cancel.\n> "))
    }

    @Test("each tone's digit chooses it at once; its number or name and Enter chooses it too", arguments: Array(0..<6))
    func eachTone(position: Int) {
        let asked = question()
        #expect(asked.choosesByOneKey)
        #expect(asked.key(UInt8(ascii: "1") + UInt8(position)) == AccessibleMenu.Step(text: "\n", outcome: .chosen(position)))
        var typed = question()
        #expect(typed.read(line: " \(position + 1) ").outcome == .chosen(position))
        let name = AccessibleToneQuestion.toneName(at: position)
        #expect(typed.read(line: name).outcome == .chosen(position))
        #expect(typed.read(line: String(name.uppercased().map { $0 == "-" ? " " : $0 })).outcome == .chosen(position))
        #expect(thumbsLines()[position].hasPrefix(position == 0 ? "👍 " : "👍" + String(SkinTone.allCases[position - 1].modifier)))
    }

    @Test("Enter alone takes the preset: the plain form, or the tone the menu showed", arguments: [0, 3, 5])
    func enterAlone(preset: Int) {
        var asked = question(preset: preset)
        for byte: UInt8 in [0x0A, 0x0D] { #expect(asked.key(byte)?.outcome == .chosen(preset)) }
        #expect(asked.read(line: "").outcome == .chosen(preset))
        #expect(asked.read(line: " \t").outcome == .chosen(preset))
    }

    @Test("the preset is the form the menu showed, as where the tone strip opens: a recent pick's tone, else the plain one",
          arguments: [("👍🏽", 3), ("👍🏿", 5), ("👍", 0), (nil, 0), ("😀", 0)] as [(String?, Int)])
    func presetFromShown(shown: String?, preset: Int) {
        #expect(ToneStrip.start(in: thumbsLines(), showing: shown) == preset)
    }

    @Test("a bad answer is refused and the question asked again", arguments: ["7", "0", "purple", "\u{0}", "2x"])
    func refused(line: String) {
        var asked = question()
        let step = asked.read(line: line)
        #expect(step.outcome == nil)
        #expect(step.text.hasPrefix("No tone "))
        #expect(step.text.hasSuffix("Press 1 to 6 or type a tone, Enter alone for none, Esc to cancel.\n> "))
        #expect(!step.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(asked.read(line: "4").outcome == .chosen(3))
    }

    @Test("keys that decide nothing alone begin a line", arguments: ["7", "0", "m", "d"])
    func beginsLine(key: String) {
        #expect(question().key(key.utf8.first!) == nil)
    }

    @Test("Esc, Ctrl-D and the end of input cancel, as the menu does")
    func cancels() {
        var asked = question()
        for byte: UInt8 in [0x1B, 0x04] { #expect(asked.key(byte) == AccessibleMenu.Step(text: "\nCancelled.\n", outcome: .cancelled)) }
        #expect(asked.read(line: "\u{1B}").outcome == .cancelled)
        #expect(asked.endOfInput() == AccessibleMenu.Step(text: "\nCancelled.\n", outcome: .cancelled))
    }
}
