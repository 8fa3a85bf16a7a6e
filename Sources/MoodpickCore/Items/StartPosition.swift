/// Where the strip starts: `--start TEXT` names an item, `--start-index N` is a position.
package enum StartPosition: Sendable, Equatable {
    /// A 0-based item index (`--start-index`, as `--output index` prints it), clamped.
    case index(Int)
    /// An item named by its text (`--start`).
    case text(String)

    /// `--start`'s value: always a text, tried as a number only when no item is named by it, so
    /// `--start 2024` over `2023 2024 2025` starts on 2024, not on index 2024.
    package init(_ text: String) { self = .text(text) }

    /// The item to start on, or nil when a text names no item and is no index (the caller starts
    /// on the first item and says so). A text tries, in turn: the first item whose whole line
    /// equals it (what moodpick printed), whose label (ignoring case) or symbol equals it, whose
    /// label starts with it (ignoring case); then, when it is a whole number ≥ 0, that index,
    /// clamped. O(items) once, before the first frame.
    package func resolve(in items: ItemStore) -> Int? {
        guard items.count > 0 else { return 0 }
        switch self {
        case .index(let index):
            return min(max(index, 0), items.count - 1)
        case .text(let text):
            if let found = Self.firstIndex(lineEqualTo: text, in: items)
                ?? ItemSearch.firstIndex(labelEqualTo: text, in: items)
                ?? Self.firstIndex(symbolEqualTo: text, in: items)
                ?? ItemSearch.firstIndex(labelPrefix: text, from: 0, in: items) {
                return found
            }
            if let number = Int(text), number >= 0 { return min(number, items.count - 1) }
            return nil
        }
    }

    /// Whether the text is a negative whole number, which can never be an index: when it names
    /// no item either, it is a usage error.
    package var isNegativeNumber: Bool {
        if case .text(let text) = self, let number = Int(text) { return number < 0 }
        if case .index(let index) = self { return index < 0 }
        return false
    }

    /// The first item whose bytes are exactly `text`'s.
    static func firstIndex(lineEqualTo text: String, in items: ItemStore) -> Int? {
        let wanted = Array(text.utf8)
        for index in 0..<items.count {
            let line = items.line(at: index)
            if line.count == wanted.count && line.elementsEqual(wanted) { return index }
        }
        return nil
    }

    /// The first item whose emoji symbol is `text`; only lines starting with its bytes are decoded.
    static func firstIndex(symbolEqualTo text: String, in items: ItemStore) -> Int? {
        let wanted = Array(text.utf8)
        guard !wanted.isEmpty else { return nil }
        for index in 0..<items.count {
            let (window, _) = items.window(at: index, columns: 4)
            guard window.count >= wanted.count, window.prefix(wanted.count).elementsEqual(wanted) else { continue }
            if ItemAnatomy(line: window).symbol == text { return index }
        }
        return nil
    }
}
