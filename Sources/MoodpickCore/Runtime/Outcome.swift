/// How a picker run ended.
package enum Outcome: Hashable, Sendable {
    /// The user chose the item with this index (in the input, whatever the query showed).
    case chosen(Int)
    /// With `--multi`, the user chose the marked items: their indices, in input order.
    case marked([Int])
    /// Enter while the query matched nothing: no choice, exit status 1, as fzf.
    case noMatch
    /// Esc, Ctrl-C, Ctrl-G, Ctrl-Q, or a replay that ended without a choice.
    case cancelled
}
