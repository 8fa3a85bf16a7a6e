/// How a picker run ended.
public enum Outcome: Hashable, Sendable {
    /// The user chose the item at this index.
    case chosen(Int)
    /// Esc, Ctrl-C, Ctrl-G, Ctrl-Q, or a replay that ended without a choice.
    case cancelled
}
