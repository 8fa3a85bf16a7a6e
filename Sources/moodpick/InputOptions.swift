import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// Where the items come from and how much of them is read (docs/CONTRACT.md §1, §8): the
/// arguments, `--items FILE`, standard input or the built-in moods, split at newlines or
/// (`--read0`) NULs, up to `--max-items` items and `--max-bytes` bytes.
struct InputOptions {
    /// The items given as arguments.
    var items: [String]
    var itemsFile: String?
    var separator: ItemSeparator
    var maxItems: Int
    var maxBytes: Int
    /// `--tac`: the items last first.
    var reversed: Bool
    /// `--ansi`: escape sequences taken out of the items (`AnsiText`).
    var ansi: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        items = arguments.items
        itemsFile = arguments.string(.itemsFile)
        if !items.isEmpty && itemsFile != nil {
            // Items typed on the command line replace a default `--items`; typed together, they conflict.
            guard !arguments.typedOnCommandLine(.itemsFile) else {
                throw UsageError("items come from the arguments or from --items FILE, not both")
            }
            itemsFile = nil
        }
        separator = arguments.flag(.read0) ? .nul : .newline
        reversed = arguments.flag(.tac)
        ansi = arguments.flag(.ansi)
        maxItems = try arguments.defaulted(.maxItems, arguments.integer)
        maxBytes = try arguments.defaulted(.maxBytes, arguments.integer)
        guard maxItems >= 1 else { throw UsageError("--max-items must be at least 1") }
        guard (1...InputLoader.byteLimit).contains(maxBytes) else { throw UsageError("--max-bytes must be 1 to \(InputLoader.byteLimit) (4 GiB)") }
    }

    /// Whether the items are read from standard input (named by `-`, or the default source when
    /// it is not a terminal and was open at start).
    var readsStandardInput: Bool {
        itemsFile == "-" || (items.isEmpty && itemsFile == nil && isatty(0) == 0 && !StandardDescriptors.stdinWasClosed)
    }
}
