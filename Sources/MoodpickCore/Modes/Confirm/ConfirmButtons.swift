/// The buttons of `--confirm LABELS` (docs/CONTRACT.md, "Confirm"): their labels as shown and
/// the letter that chooses each at once, compared without case. A label's accelerator is the
/// letter after its `&` (`Ne&ver`: `v`; `&&` is a literal `&`); two `&` marks on one letter
/// are a usage error that names both buttons. A label without a mark answers to its first
/// letter or digit unless a mark or an earlier button has it: `Yes,No,Always,Never` gives
/// `y`, `n`, `a` and no letter to Never (`Ne&ver` gives it `v`), so the row the issue shows
/// works as typed and a letter never chooses two buttons.
package struct ConfirmButtons: Sendable, Equatable {
    /// The most buttons: the exit status is the button's index, and statuses from 64 up are
    /// moodpick's own (64 usage) or the shell's (126 and up), so indices stay in 0..<64.
    package static let limit = 64

    /// The labels as shown (the `&` marks taken out), in order.
    package let labels: [String]
    /// The accelerator of each button, lowercased; nil for a label with no letter or digit.
    package let accelerators: [Character?]
    /// Where each accelerator sits in its label, as a character offset (for drawing it).
    package let acceleratorOffsets: [Int?]

    /// The buttons of `list` (labels separated by commas), or why they cannot be.
    package init(parsing list: String) throws(ConfirmUsageError) {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= Self.limit else { throw .tooMany(parts.count) }
        var labels: [String] = [], marks: [Int?] = []
        for (index, part) in parts.enumerated() {
            let parsed = try Self.label(part, index: index)
            labels.append(parsed.text)
            marks.append(parsed.mark)
        }
        var accelerators = [Character?](repeating: nil, count: labels.count), offsets = marks
        for (index, mark) in marks.enumerated() {
            guard let mark else { continue }
            let key = Self.key(labels[index], at: mark)
            if let first = accelerators.firstIndex(of: key) { throw .clash(labels[first], labels[index], key) }
            accelerators[index] = key
        }
        for index in labels.indices where marks[index] == nil {
            let text = Array(labels[index])
            guard let first = text.firstIndex(where: { $0.isLetter || $0.isNumber }) else { continue }
            let key = Self.key(labels[index], at: first)
            if accelerators.contains(key) { continue }
            accelerators[index] = key
            offsets[index] = first
        }
        self.labels = labels
        self.accelerators = accelerators
        acceleratorOffsets = offsets
    }

    /// The number of buttons.
    package var count: Int { labels.count }

    /// The button whose accelerator is `character` (any case), if any.
    package func button(forKey character: Character) -> Int? {
        let key = Character(character.lowercased())
        return accelerators.firstIndex(of: key)
    }

    /// The character at offset `offset` of `label`, lowercased: an accelerator.
    private static func key(_ label: String, at offset: Int) -> Character {
        Character(Array(label)[offset].lowercased())
    }

    /// One label: its text without the marks, and where its `&`-marked letter sits (nil: none).
    private static func label(_ part: String, index: Int) throws(ConfirmUsageError) -> (text: String, mark: Int?) {
        var text = "", marked: Int?
        var characters = part.makeIterator()
        while let character = characters.next() {
            guard character == "&" else {
                text.append(character)
                continue
            }
            guard let next = characters.next() else { throw .danglingMark(part) }
            if next == "&" {
                text.append("&")
                continue
            }
            guard marked == nil else { throw .twoMarks(part) }
            guard next.isLetter || next.isNumber else { throw .markedNonLetter(part) }
            marked = text.count
            text.append(next)
        }
        guard !text.allSatisfy(\.isWhitespace) else { throw .emptyLabel(index) }
        return (text, marked)
    }
}

/// Why `--confirm`'s labels cannot be buttons; the shell turns it into a usage error (exit 64).
package enum ConfirmUsageError: Error, Equatable, CustomStringConvertible {
    case tooMany(Int)
    case emptyLabel(Int)
    case clash(String, String, Character)
    case danglingMark(String)
    case twoMarks(String)
    case markedNonLetter(String)

    package var description: String {
        switch self {
        case .tooMany(let count): return "--confirm takes at most \(ConfirmButtons.limit) buttons, not \(count)"
        case .emptyLabel(let index): return "--confirm: button \(index) has an empty label"
        case .clash(let first, let second, let key):
            return "--confirm: \(first) and \(second) both mark \(key) with &; mark another letter of one of them"
        case .danglingMark(let label): return "--confirm: \(label) ends with a lone & (&& is a literal &)"
        case .twoMarks(let label): return "--confirm: \(label) marks more than one letter with &"
        case .markedNonLetter(let label): return "--confirm: \(label) marks a character that is not a letter or digit with &"
        }
    }
}
