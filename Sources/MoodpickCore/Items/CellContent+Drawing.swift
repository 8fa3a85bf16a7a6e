/// What the view asks of a cell's kind when it draws it: the one place the kinds differ, so a
/// view (the strip, a vertical list) never tests for one, and a new kind is a case here.
extension CellContent {
    /// Whether the cell's text is shortened to the room its layout gives it and shows the
    /// query's matches (text is; a symbol is drawn whole, and is never matched inside).
    package var isShortened: Bool {
        switch self {
        case .text: return true
        case .symbol: return false
        }
    }

    /// The cluster some terminals draw wider than the cell's columns (tmux adds up an emoji
    /// sequence's code points: docs/EMOJI.md), so the mark beside it moves out: a symbol's
    /// cluster; nil for text, whose widths are the terminal's.
    package var overflowingCluster: Character? {
        switch self {
        case .text: return nil
        case .symbol(let symbol): return symbol.first
        }
    }
}
