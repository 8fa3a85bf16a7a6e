/// Where the strip starts (`--start`): an index, or an item named by its label.
public enum StartPosition: Sendable, Equatable {
    case index(Int)
    case label(String)

    /// `--start`'s text: a whole number is an index, anything else a label.
    public init(_ text: String) {
        if let number = Int(text) { self = .index(number) } else { self = .label(text) }
    }

    /// The item to start on: an index clamped to the list; else the first item whose label
    /// equals the text, else the first whose label starts with it (ignoring case), else 0.
    public func resolve(in items: ItemStore) -> Int {
        guard items.count > 0 else { return 0 }
        switch self {
        case .index(let index):
            return min(max(index, 0), items.count - 1)
        case .label(let text):
            return ItemSearch.firstIndex(labelEqualTo: text, in: items)
                ?? ItemSearch.firstIndex(labelPrefix: text, from: 0, in: items)
                ?? 0
        }
    }
}
