/// The text typed to jump to an item by its label (docs/CONTRACT.md §4).
package struct TypeAhead: Sendable, Equatable {
    /// Typed text is forgotten after this long without typing.
    package static let timeout: Duration = .seconds(1)

    /// What has been typed.
    package private(set) var text = ""
    private var lastTyped: Duration?

    package init() {}

    /// When the typed text expires, if there is any.
    package var expiry: Duration? {
        guard !text.isEmpty, let lastTyped else { return nil }
        return lastTyped + Self.timeout
    }

    /// Forgets the text if it has expired by `time`.
    package mutating func expire(at time: Duration) {
        if let expiry, time >= expiry { clear() }
    }

    /// Adds typed text; returns whether this starts a new text (so the search begins after the
    /// current item and typing the same letter again cycles) or grows one (search from the
    /// current item itself).
    package mutating func type(_ typed: String, at time: Duration) -> Bool {
        expire(at: time)
        let isNew = text.isEmpty
        text += typed
        lastTyped = time
        return isNew
    }

    /// Erases the last character; returns false when there was none.
    package mutating func erase(at time: Duration) -> Bool {
        expire(at: time)
        guard !text.isEmpty else { return false }
        text.removeLast()
        lastTyped = time
        return true
    }

    package mutating func clear() {
        text = ""
        lastTyped = nil
    }
}
