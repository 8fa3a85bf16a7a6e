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
    /// `--exact` and the case options: the last of `--ignore-case` (`-i`) and its negation
    /// (`+i`) wins; neither is smart case.
    var matchMode: MatchMode
    /// `--print-query`: the query on a line of its own before the choice.
    var printsQuery: Bool

    /// A bad field list is a usage error (exit 64).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        filter = arguments.string(.filter)
        sorted = arguments.flag(.sort)
        let letterCase: MatchMode.Case
        switch arguments.lastUse(where: { option, _ in option == .ignoreCase })?.use {
        case .on?: letterCase = .ignore
        case .off?: letterCase = .respect
        default: letterCase = .smart
        }
        matchMode = MatchMode(exact: arguments.flag(.exact), letterCase: letterCase)
        printsQuery = arguments.flag(.printQuery)
        do {
            fields = try FieldSelection(
                delimiter: arguments.string(.delimiter), withNth: arguments.string(.withNth), acceptNth: arguments.string(.acceptNth))
        } catch {
            throw UsageError("\(error)")
        }
    }
}
