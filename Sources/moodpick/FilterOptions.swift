import MoodpickCommandLine
import MoodpickCore

/// The filter's options: `--filter` (no picker: print every match), the query's ranking, and
/// the fields of each line that are shown, matched and printed (fzf's options of those names).
struct FilterOptions {
    var filter: String?
    /// Matches best first (`--no-sort`: input order).
    var sorted: Bool
    /// `--delimiter`, `--with-nth` and `--accept-nth`, parsed once.
    var fields: FieldSelection

    /// A bad field list is a usage error (exit 64).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        filter = arguments.string(.filter)
        sorted = arguments.flag(.sort)
        do {
            fields = try FieldSelection(
                delimiter: arguments.string(.delimiter), withNth: arguments.string(.withNth), acceptNth: arguments.string(.acceptNth))
        } catch {
            throw UsageError("\(error)")
        }
    }
}
