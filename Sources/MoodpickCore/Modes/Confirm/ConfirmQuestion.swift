/// `--confirm` under `--accessible` (docs/CONTRACT.md §17 and "Confirm"): the question, then
/// the buttons numbered on one line, `1) Yes 2) No`, for a screen reader to read as any shell
/// program's text. A number or a button's accelerator chooses (one key while there are at most
/// nine buttons); a label typed whole chooses too; Enter alone takes `--default`; Esc or the
/// end of input cancels.
package struct ConfirmQuestion: AccessibleQuestion {
    package let buttons: ConfirmButtons
    /// The button Enter alone chooses.
    package let preset: Int
    private let question: String?
    private let prompt: String

    package init(buttons: ConfirmButtons, preset: Int, question: String?, prompt: String) {
        self.buttons = buttons
        self.preset = min(max(preset, 0), buttons.count - 1)
        self.question = question.map(AccessibleText.plain)
        self.prompt = AccessibleText.plain(prompt)
    }

    /// The question, the numbered buttons, what to type and the prompt.
    package func start() -> AccessibleStep {
        let numbered = buttons.labels.indices.map { "\($0 + 1)) \(AccessibleText.plain(buttons.labels[$0]))" }.joined(separator: " ")
        return AccessibleStep(text: (question.map { $0 + "\n" } ?? "") + numbered + "\n" + instructions() + "\n" + prompt, outcome: nil)
    }

    package var choosesByOneKey: Bool { buttons.count <= 9 }

    package func key(_ byte: UInt8) -> AccessibleStep? {
        switch byte {
        case 0x0A, 0x0D: return AccessibleStep(text: "\n", outcome: .chosen(preset))
        case 0x04, 0x1B: return endOfInput()
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            let number = Int(byte - UInt8(ascii: "0"))
            return number <= buttons.count ? AccessibleStep(text: "\n", outcome: .chosen(number - 1)) : nil
        case 0x21..<0x7F:
            return buttons.button(forKey: Character(Unicode.Scalar(byte))).map { AccessibleStep(text: "\n", outcome: .chosen($0)) }
        default: return nil
        }
    }

    package mutating func read(line: String) -> AccessibleStep {
        let typed = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if typed.isEmpty { return AccessibleStep(text: "", outcome: .chosen(preset)) }
        if typed.first == "\u{1B}" { return endOfInput() }
        if let number = Int(typed), typed.allSatisfy(\.isASCII), (1...buttons.count).contains(number) {
            return AccessibleStep(text: "", outcome: .chosen(number - 1))
        }
        if let index = buttons.labels.firstIndex(where: { $0.lowercased() == typed.lowercased() }) {
            return AccessibleStep(text: "", outcome: .chosen(index))
        }
        if typed.count == 1, let character = typed.first, let index = buttons.button(forKey: character) {
            return AccessibleStep(text: "", outcome: .chosen(index))
        }
        return AccessibleStep(text: "No button \(AccessibleText.plain(typed)). " + instructions() + "\n" + prompt, outcome: nil)
    }

    package func endOfInput() -> AccessibleStep { AccessibleStep(text: "\n", outcome: .cancelled) }

    /// What to type, and what Enter alone takes.
    private func instructions() -> String {
        "Type a number or a button's letter; Enter alone: \(AccessibleText.plain(buttons.labels[preset])); Esc cancels."
    }
}
