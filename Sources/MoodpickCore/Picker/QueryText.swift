/// The filter's query as the user edits it, with a cursor: typing and Backspace, Ctrl-W and
/// Ctrl-U act at the cursor, and fzf's keys move it (Ctrl-A/Ctrl-E, Ctrl-B/Ctrl-F, Alt-b/Alt-f).
///
/// Each edit says whether the text changed, so the picker searches again only when it did; a
/// move says whether the cursor moved (the picture changes, the search does not).
public struct QueryText: Sendable, Equatable {
    public private(set) var text: String
    /// The cursor, in characters from the start (0...text.count); at the end unless moved.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Whether the cursor is anywhere but the end, where typing appends.
    public var cursorIsInside: Bool { cursor < text.count }

    /// How a key moves the cursor.
    public enum Move: Sendable, Equatable {
        case start, end, left, right, wordBack, wordForward
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

    /// Adds typed (or pasted) text at the cursor.
    public mutating func type(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        text.insert(contentsOf: typed, at: index(cursor))
        cursor += typed.count
        return true
    }

    /// Backspace: erases the character before the cursor.
    public mutating func eraseCharacter() -> Bool {
        guard cursor > 0 else { return false }
        text.remove(at: index(cursor - 1))
        cursor -= 1
        return true
    }

    /// Ctrl-W: erases the word before the cursor and the blanks after it, as a shell's line
    /// editor does.
    public mutating func eraseWord() -> Bool {
        guard cursor > 0 else { return false }
        let start = Self.wordStart(before: cursor, in: Array(text))
        text.removeSubrange(index(start)..<index(cursor))
        cursor = start
        return true
    }

    /// Ctrl-U: erases everything before the cursor (the whole query when it is at the end).
    public mutating func clear() -> Bool {
        guard cursor > 0 else { return false }
        text.removeSubrange(text.startIndex..<index(cursor))
        cursor = 0
        return true
    }

    /// Moves the cursor; false when it was already there.
    public mutating func move(_ move: Move) -> Bool {
        let characters = Array(text)
        let target: Int
        switch move {
        case .start: target = 0
        case .end: target = characters.count
        case .left: target = max(cursor - 1, 0)
        case .right: target = min(cursor + 1, characters.count)
        case .wordBack: target = Self.wordStart(before: cursor, in: characters)
        case .wordForward:
            var offset = cursor
            while offset < characters.count && characters[offset] == " " { offset += 1 }
            while offset < characters.count && characters[offset] != " " { offset += 1 }
            target = offset
        }
        guard target != cursor else { return false }
        cursor = target
        return true
    }

    /// Where the word before `offset` starts: blanks skipped back, then non-blanks.
    private static func wordStart(before offset: Int, in characters: [Character]) -> Int {
        var start = offset
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        return start
    }
}
