/// The line-based picker of `--accessible` (docs/CONTRACT.md §17): the items as numbered plain
/// lines, a prompt, and one typed line at a time. A number chooses, other text filters (the same
/// matcher as the strip's), `+` shows the next page, `-` drops the filter, and an empty line, Esc
/// or the end of input cancels. It only turns lines into text to print and an outcome; reading
/// the terminal and writing to it are the caller's.
package struct AccessibleMenu {
    /// How the menu ended (`Lines/AccessibleQuestion.swift`).
    package typealias Outcome = AccessibleOutcome
    /// What one line did (`Lines/AccessibleQuestion.swift`).
    package typealias Step = AccessibleStep

    /// Matches listed at a time: enough to see, few enough for a screen reader to read out.
    package static let pageSize = 20
    /// The most matches that are chosen by one key, without Enter.
    package static let oneKeyLimit = 9

    private let count: Int
    private let label: (Int) -> String
    private let match: (FilterQuery) -> [Int]
    private let prompt: String
    /// The filter typed last ("" for none).
    package private(set) var query = ""
    /// The items matching `query`, best first: what the numbers count.
    package private(set) var matches: [Int]
    /// The first match of the page shown (a multiple of `pageSize`).
    package private(set) var pageStart = 0

    /// A menu of `count` items, each read out as `label(index)`, filtered by `match` (item
    /// indices, best first), with `prompt` before each typed line.
    package init(count: Int, label: @escaping (Int) -> String, match: @escaping (FilterQuery) -> [Int], prompt: String) {
        self.count = count
        self.label = label
        self.match = match
        self.prompt = AccessibleText.plain(prompt)
        matches = Array(0..<count)
    }

    /// The first listing and prompt.
    package func start() -> Step { Step(text: listing(), outcome: nil) }

    /// Whether the next key chooses at once: a digit among at most `oneKeyLimit` matches.
    package var choosesByOneKey: Bool { !matches.isEmpty && matches.count <= Self.oneKeyLimit }

    /// The first key of a line read one key at a time (`choosesByOneKey`): a step when the key
    /// decides alone (a digit that numbers a match, Enter, Esc, Ctrl-D), nil when it begins a
    /// line to read on.
    package func key(_ byte: UInt8) -> Step? {
        switch byte {
        case 0x0A, 0x0D, 0x04, 0x1B: return Self.cancelling
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            let number = Int(byte - UInt8(ascii: "0"))
            return number <= matches.count ? Step(text: "\n", outcome: .chosen(matches[number - 1])) : nil
        default: return nil
        }
    }

    /// One typed line, without its line ending.
    package mutating func read(line: String) -> Step {
        let typed = line.trimmingSpaces
        if typed.isEmpty || typed.first == "\u{1B}" { return Self.cancelling }
        if let number = Int(typed), typed.allSatisfy(\.isASCII) {
            guard (1...max(matches.count, 1)).contains(number), !matches.isEmpty else {
                return Step(text: "No item \(number). " + instructions() + "\n" + prompt, outcome: nil)
            }
            return Step(text: "", outcome: .chosen(matches[number - 1]))
        }
        switch typed {
        case "+": return nextPage()
        case "-": filter("")
        default: filter(typed)
        }
        return Step(text: listing(), outcome: nil)
    }

    /// The end of input (Ctrl-D on an empty line).
    package func endOfInput() -> Step { Self.cancelling }

    /// How Esc, an empty line or the end of input ends a question.
    static let cancelling = Step(text: "\nCancelled.\n", outcome: .cancelled)

    private mutating func filter(_ text: String) {
        query = text
        matches = text.isEmpty ? Array(0..<count) : match(FilterQuery(text))
        pageStart = 0
    }

    private mutating func nextPage() -> Step {
        guard pageStart + Self.pageSize < matches.count else {
            return Step(text: "No more items. " + instructions() + "\n" + prompt, outcome: nil)
        }
        pageStart += Self.pageSize
        return Step(text: listing(), outcome: nil)
    }

    /// The heading, the page's numbered lines, what is left, the instructions and the prompt.
    func listing() -> String {
        let filtered = query.isEmpty ? "" : " for \(AccessibleText.plain(query))"
        guard !matches.isEmpty else {
            return "No match\(filtered). Type other text, - for every item, or an empty line to cancel.\n" + prompt
        }
        let noun = matches.count == 1 ? (query.isEmpty ? "item" : "match") : (query.isEmpty ? "items" : "matches")
        var text = "\(matches.count) \(noun)\(filtered):\n"
        let page = pageStart..<min(pageStart + Self.pageSize, matches.count)
        for position in page {
            text += "\(position + 1). \(AccessibleText.plain(label(matches[position])))\n"
        }
        let after = matches.count - page.upperBound
        if after > 0 { text += "\(after) more: type more text, or + for the next page.\n" }
        return text + instructions() + "\n" + prompt
    }

    /// What the user can type now.
    private func instructions() -> String {
        guard !matches.isEmpty else { return "Type text to filter, or an empty line to cancel." }
        let range = matches.count == 1 ? "1" : "1 to \(matches.count)"
        let choose = choosesByOneKey ? "Press \(range) to choose" : "Type \(range) and Enter to choose"
        return choose + ", other text to filter, Enter alone to cancel."
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs (a typed answer, as read).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension AccessibleMenu: AccessibleQuestion {}
