import ArgumentParser
import MoodpickCore

/// The filter's options: `--filter` (no picker: print every match), the query's ranking, and
/// the fields of each line that are shown, matched and printed (fzf's options of those names).
struct FilterOptions: ParsableArguments {
    // Values are taken as they are, even when they start with `-` (`--with-nth -1`, `--filter -x`).
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Print every item that matches QUERY, best first, and exit (0 with a match, 1 without); no picker, no terminal.",
        valueName: "QUERY"))
    var filter: String?

    @Flag(name: .customLong("no-sort"), help: "Keep the matches in input order instead of ranking them.")
    var noSort = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Split lines into fields at this string (default: runs of blanks).", valueName: "D"))
    var delimiter: String?

    @Option(name: .customLong("with-nth"), parsing: .unconditional, help: ArgumentHelp(
        "Show and match only these fields: N, -N, N.., ..N, N..M, separated by commas.", valueName: "N[,N…]"))
    var withNth: String?

    @Option(name: .customLong("accept-nth"), parsing: .unconditional, help: ArgumentHelp(
        "Print only these fields of the chosen line, joined by the delimiter's first character (or a space).",
        valueName: "N[,N…]"))
    var acceptNth: String?

    /// The fields as the options give them; a bad list is a usage error (exit 64).
    func fields() throws -> FieldSelection {
        do {
            return try FieldSelection(delimiter: delimiter, withNth: withNth, acceptNth: acceptNth)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func validate() throws { _ = try fields() }
}
