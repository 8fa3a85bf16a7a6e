import MoodpickCommandLine
import MoodpickCore

/// The filter's options: `--filter` (no picker: print every match), the query's ranking, and
/// the fields of each line that are shown, matched and printed (fzf's options of those names).
struct FilterOptions {
    var filter: String?
    var noSort: Bool
    var delimiter: String?
    var withNth: String?
    var acceptNth: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        filter = arguments.string(.filter)
        noSort = arguments.flag(.noSort)
        delimiter = arguments.string(.delimiter)
        withNth = arguments.string(.withNth)
        acceptNth = arguments.string(.acceptNth)
        _ = try fields()
    }

    /// The fields as the options give them; a bad list is a usage error (exit 64).
    func fields() throws(UsageError) -> FieldSelection {
        do {
            return try FieldSelection(delimiter: delimiter, withNth: withNth, acceptNth: acceptNth)
        } catch {
            throw UsageError("\(error)")
        }
    }
}
