/// The filter's query as the user edits it: typing, Backspace, Ctrl-W and Ctrl-U.
///
/// Each edit says whether the text changed, so the picker searches again only when it did.
public struct QueryText: Sendable, Equatable {
    public private(set) var text: String

    public init(_ text: String = "") { self.text = text }

    public var isEmpty: Bool { text.isEmpty }

    /// Adds typed (or pasted) text at the end.
    public mutating func type(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        text += typed
        return true
    }

    /// Backspace: erases the last character.
    public mutating func eraseCharacter() -> Bool {
        guard !text.isEmpty else { return false }
        text.removeLast()
        return true
    }

    /// Ctrl-W: erases the last word and the blanks after it, as a shell's line editor does.
    public mutating func eraseWord() -> Bool {
        guard !text.isEmpty else { return false }
        while text.last == " " { text.removeLast() }
        while let last = text.last, last != " " { text.removeLast() }
        return true
    }

    /// Ctrl-U: erases the whole query.
    public mutating func clear() -> Bool {
        guard !text.isEmpty else { return false }
        text = ""
        return true
    }
}
