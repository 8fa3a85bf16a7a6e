/// The filter's query as the user edits it, with a cursor: typing and Backspace, Ctrl-W and
/// Ctrl-U act at the cursor, and fzf's keys move it (Ctrl-A/Ctrl-E, Ctrl-B/Ctrl-F, Alt-b/Alt-f).
///
/// The text is kept as the two parts either side of the cursor, so an edit never needs an index
/// into text that typing may have reshaped (a combining mark typed joins the character before).
/// Each edit says whether the text changed, so the picker searches again only when it did; a
/// move says whether the cursor moved (the picture changes, the search does not).
public struct QueryText: Sendable, Equatable {
    /// The text before the cursor.
    public private(set) var beforeCursor: String
    /// The text after the cursor (empty unless the cursor was moved).
    public private(set) var afterCursor = ""

    public init(_ text: String = "") { beforeCursor = text }

    /// The whole query.
    public var text: String { beforeCursor + afterCursor }

    /// The cursor, in characters from the start; at the end unless moved.
    public var cursor: Int { beforeCursor.count }

    public var isEmpty: Bool { beforeCursor.isEmpty && afterCursor.isEmpty }

    /// Whether the cursor is anywhere but the end, where typing appends.
    public var cursorIsInside: Bool { !afterCursor.isEmpty }

    /// How a key moves the cursor.
    public enum Move: Sendable, Equatable {
        case start, end, left, right, wordBack, wordForward
    }

    /// Adds typed (or pasted) text at the cursor.
    public mutating func type(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        beforeCursor += typed
        return true
    }

    /// Backspace: erases the character before the cursor.
    public mutating func eraseCharacter() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        beforeCursor.removeLast()
        return true
    }

    /// Ctrl-W: erases the word before the cursor and the blanks after it, as a shell's line
    /// editor does.
    public mutating func eraseWord() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        while beforeCursor.last == " " { beforeCursor.removeLast() }
        while let last = beforeCursor.last, last != " " { beforeCursor.removeLast() }
        return true
    }

    /// Ctrl-U: erases everything before the cursor (the whole query when it is at the end).
    public mutating func clear() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        beforeCursor = ""
        return true
    }

    /// Moves the cursor; false when it was already there.
    public mutating func move(_ move: Move) -> Bool {
        let was = cursor
        switch move {
        case .start:
            afterCursor = beforeCursor + afterCursor
            beforeCursor = ""
        case .end:
            beforeCursor += afterCursor
            afterCursor = ""
        case .left:
            if let last = beforeCursor.popLast() { afterCursor.insert(last, at: afterCursor.startIndex) }
        case .right:
            if let first = afterCursor.first { beforeCursor.append(first); afterCursor.removeFirst() }
        case .wordBack:
            while let last = beforeCursor.last, last == " " { shiftLeft() }
            while let last = beforeCursor.last, last != " " { shiftLeft() }
        case .wordForward:
            while let first = afterCursor.first, first == " " { shiftRight() }
            while let first = afterCursor.first, first != " " { shiftRight() }
        }
        return cursor != was
    }

    private mutating func shiftLeft() {
        if let last = beforeCursor.popLast() { afterCursor.insert(last, at: afterCursor.startIndex) }
    }

    private mutating func shiftRight() {
        if let first = afterCursor.first {
            beforeCursor.append(first)
            afterCursor.removeFirst()
        }
    }
}
