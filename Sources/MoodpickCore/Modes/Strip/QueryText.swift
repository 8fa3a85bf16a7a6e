/// The filter's query as the user edits it, with a cursor: typing and Backspace, Ctrl-W and
/// Ctrl-U act at the cursor, and fzf's keys move it (Ctrl-A/Ctrl-E, Ctrl-B/Ctrl-F, Alt-b/Alt-f).
///
/// The text is kept as the two parts either side of the cursor, so an edit never needs an index
/// into text that typing may have reshaped (a combining mark typed joins the character before).
/// Each edit says whether the text changed, so the picker searches again only when it did; a
/// move says whether the cursor moved (the picture changes, the search does not).
package struct QueryText: Sendable, Equatable {
    /// The text before the cursor.
    package private(set) var beforeCursor: String
    /// The text after the cursor (empty unless the cursor was moved).
    package private(set) var afterCursor = ""

    package init(_ text: String = "") { beforeCursor = text }

    /// The whole query.
    package var text: String { beforeCursor + afterCursor }

    /// The cursor, in characters from the start; at the end unless moved.
    package var cursor: Int { beforeCursor.count }

    package var isEmpty: Bool { beforeCursor.isEmpty && afterCursor.isEmpty }

    /// Whether the cursor is anywhere but the end, where typing appends.
    package var cursorIsInside: Bool { !afterCursor.isEmpty }

    /// How a key moves the cursor.
    package enum Move: Sendable, Equatable {
        case start, end, left, right, wordBack, wordForward
    }

    /// Adds typed (or pasted) text at the cursor.
    package mutating func type(_ typed: String) -> Bool {
        guard !typed.isEmpty else { return false }
        beforeCursor += typed
        return true
    }

    /// Backspace: erases the character before the cursor.
    package mutating func eraseCharacter() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        beforeCursor.removeLast()
        return true
    }

    /// Ctrl-W: erases the word before the cursor and the blanks after it, as a shell's line
    /// editor does.
    package mutating func eraseWord() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        while beforeCursor.last == " " { beforeCursor.removeLast() }
        while let last = beforeCursor.last, last != " " { beforeCursor.removeLast() }
        return true
    }

    /// Ctrl-U: erases everything before the cursor (the whole query when it is at the end).
    package mutating func clear() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        beforeCursor = ""
        return true
    }

    /// Moves the cursor; false when it was already there.
    package mutating func move(_ move: Move) -> Bool {
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
