import Testing
@testable import MoodpickCore

/// `--confirm` under `--accessible` (docs/CONTRACT.md §17 and "Confirm"): the buttons asked as
/// numbered plain text; a number, an accelerator or a label answers.
@Suite("Confirm question: the accessible buttons")
struct ConfirmQuestionTests {
    static func question(_ list: String = "&Yes,&No,Ne&ver", preset: Int = 0) throws -> ConfirmQuestion {
        ConfirmQuestion(buttons: try ConfirmButtons(parsing: list), preset: preset, question: "Overwrite?", prompt: "> ")
    }

    @Test("the question, the numbered buttons, what to type")
    func start() throws {
        #expect(try Self.question().start().text == """
            Overwrite?
            1) Yes 2) No 3) Never
            Type a number or a button's letter; Enter alone: Yes; Esc cancels.
            > 
            """)
    }

    @Test("one key answers", arguments: [
        (UInt8(ascii: "2"), AccessibleOutcome.chosen(1) as AccessibleOutcome?),
        (UInt8(ascii: "v"), .chosen(2)),
        (UInt8(ascii: "Y"), .chosen(0)),
        (0x0D, .chosen(0)),
        (0x1B, .cancelled),
        (0x04, .cancelled),
        (UInt8(ascii: "4"), nil),
        (UInt8(ascii: "x"), nil),
    ])
    func key(byte: UInt8, outcome: AccessibleOutcome?) throws {
        #expect(try Self.question().key(byte)?.outcome == outcome)
    }

    @Test("a typed line answers", arguments: [
        ("3", AccessibleOutcome.chosen(2) as AccessibleOutcome?),
        (" never ", .chosen(2)),
        ("n", .chosen(1)),
        ("", .chosen(1)),
        ("maybe", nil),
    ])
    func line(text: String, outcome: AccessibleOutcome?) throws {
        var question = try Self.question(preset: 1)
        let step = question.read(line: text)
        #expect(step.outcome == outcome)
        if outcome == nil { #expect(step.text.hasPrefix("No button maybe. ")) }
    }

    @Test("over nine buttons a number is a line, not one key")
    func manyButtons() throws {
        var question = try Self.question((1...12).map { "b\($0)" }.joined(separator: ","))
        #expect(!question.choosesByOneKey)
        #expect(question.read(line: "12").outcome == .chosen(11))
    }
}
