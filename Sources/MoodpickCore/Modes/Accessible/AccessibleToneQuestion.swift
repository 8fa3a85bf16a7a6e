/// The second question of `--accessible` once an emoji that takes a skin tone is chosen
/// (docs/EMOJI.md, "Skin tones"): its forms numbered by their tones' plain names, `none` first,
/// as the tone strip offers them to the visual picker.
///
/// A number (one key: there are six) or a tone's name chooses; Enter alone takes the form the
/// menu showed (the plain one, or the tone a recent pick was made in, where the tone strip
/// would open); Esc or the end of input cancels the run, as in the menu.
package struct AccessibleToneQuestion: AccessibleQuestion {
    /// The forms' lines, the plain one first (`EmojiItems.toneLines`): what a choice indexes.
    package let lines: [String]
    /// The form Enter alone chooses, as an index into `lines`.
    package let preset: Int
    private let prompt: String

    /// The question over `lines`, Enter alone choosing `preset` (clamped into `lines`).
    package init(lines: [String], preset: Int, prompt: String) {
        self.lines = Array(lines.prefix(SkinTone.allCases.count + 1))
        self.preset = min(max(preset, 0), max(self.lines.count - 1, 0))
        self.prompt = AccessibleText.plain(prompt)
    }

    /// The plain word a screen reader reads for form `position`: `none`, then `--tone`'s names.
    package static func toneName(at position: Int) -> String {
        position == 0 ? "none" : SkinTone.allCases[position - 1].rawValue
    }

    /// The question, the numbered tones, what to type and the prompt.
    package func start() -> AccessibleMenu.Step {
        var text = "Skin tone for \(AccessibleText.plain(lines.first ?? "")):\n"
        for position in lines.indices { text += "\(position + 1). \(Self.toneName(at: position))\n" }
        return AccessibleMenu.Step(text: text + instructions() + "\n" + prompt, outcome: nil)
    }

    package var choosesByOneKey: Bool { !lines.isEmpty }

    package func key(_ byte: UInt8) -> AccessibleMenu.Step? {
        switch byte {
        case 0x0A, 0x0D: return AccessibleMenu.Step(text: "", outcome: .chosen(preset))
        case 0x04, 0x1B: return endOfInput()
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            let number = Int(byte - UInt8(ascii: "0"))
            return number <= lines.count ? AccessibleMenu.Step(text: "\n", outcome: .chosen(number - 1)) : nil
        default: return nil
        }
    }

    package mutating func read(line: String) -> AccessibleMenu.Step {
        let typed = line.trimmingSpaces
        if typed.isEmpty { return AccessibleMenu.Step(text: "", outcome: .chosen(preset)) }
        if typed.first == "\u{1B}" { return endOfInput() }
        if let number = Int(typed), typed.allSatisfy(\.isASCII), (1...lines.count).contains(number) {
            return AccessibleMenu.Step(text: "", outcome: .chosen(number - 1))
        }
        let spoken = { (name: String) in String(name.lowercased().map { $0 == "-" ? " " : $0 }) }
        if let position = lines.indices.first(where: { spoken(Self.toneName(at: $0)) == spoken(typed) }) {
            return AccessibleMenu.Step(text: "", outcome: .chosen(position))
        }
        return AccessibleMenu.Step(text: "No tone \(AccessibleText.plain(typed)). " + instructions() + "\n" + prompt, outcome: nil)
    }

    package func endOfInput() -> AccessibleMenu.Step { AccessibleMenu.cancelling }

    /// What the user can type now.
    private func instructions() -> String {
        "Press 1 to \(lines.count) or type a tone, Enter alone for \(Self.toneName(at: preset)), Esc to cancel."
    }
}
