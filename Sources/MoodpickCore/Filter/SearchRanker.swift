/// A ranking of its own for a search store whose lines are not plain labels (the emoji
/// catalog's names, shortcodes, keywords and group: see `EmojiRanker`): it decides which lines
/// match a query and in what order, in place of fzf's score of the whole line.
///
/// A `FilterJob` given one asks it for each line that passes the job's cheap byte test (which
/// stays a necessary condition: a ranker only ever matches lines whose bytes hold each required
/// pattern in order). Rankers must be pure: the same line and query give the same key.
package protocol SearchRanker: Sendable {
    /// The ranking key of item `index`, whose search line is `line`, for `query`; nil when it
    /// does not match. Keys sort ascending, best first; the low 32 bits must be `index`, so
    /// that keys are unique and slices merge as `FilterRanking` merges fzf's keys.
    func key(of line: UnsafeRawBufferPointer, index: Int, query: FilterQuery) -> UInt64?
}
