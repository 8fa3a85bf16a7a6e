/// The item a pick ended on: where it is in the list it was picked from, and its text.
public struct Choice: Sendable, Hashable {
    /// The item's position in the items handed to the pick (for a pick from an
    /// `AsyncSequence`, in the order they arrived), counted from 0, whatever the query showed.
    public let index: Int
    /// The item's text, as handed in (for ``Moodpick/emoji(options:)``: the emoji and its name,
    /// `😀 grinning face`).
    public let item: String
    /// What the search line held when the pick ended (empty when nothing was typed).
    public let query: String

    /// A choice of `item` at `index`, with the `query` typed.
    public init(index: Int, item: String, query: String = "") {
        self.index = index
        self.item = item
        self.query = query
    }
}
