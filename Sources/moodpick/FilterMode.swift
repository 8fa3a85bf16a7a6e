import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `moodpick --filter QUERY`: reads the items, prints every match in the `--output` format, best
/// first, and gives exit status 0 with a match, 1 without. No terminal is opened.
struct FilterMode {
    let command: MoodpickCommand
    let query: String

    /// Bytes gathered before each write.
    static let outputChunk = 1 << 16

    func run() -> ExitStatus {
        Diagnostics.status(of: runOrThrow)
    }

    private func runOrThrow() throws -> ExitStatus {
        let fields = command.filter.fields
        let cellOptions = CellOptions(maxCellWidth: command.look.maxCellWidth, ascii: command.look.ascii,
                                fixedMaxCellWidth: command.look.maxCellWidthGiven)
        // --emoji searches the catalog, never standard input (docs/EMOJI.md).
        let emoji = command.emoji.items(cellOptions: cellOptions)
        let items = try emoji?.store ?? loadItems(cellOptions: cellOptions)
        let filterQuery = FilterQuery(query, mode: command.filter.matchMode)
        let matches = emoji?.matches(filterQuery, sorted: command.filter.sorted)
            ?? ParallelFilter.run(query: filterQuery, items: items, sorted: command.filter.sorted, fields: fields)
        let plainLines = command.output == .line && fields.acceptNth == nil
        let terminator: UInt8 = command.print0 ? 0 : 0x0A
        var out: [UInt8] = []
        out.reserveCapacity(Self.outputChunk + 4096)
        // `--print-query`: the query first, also when nothing matches (as fzf's --filter does).
        if command.filter.printsQuery { out += Array(query.utf8) + [terminator] }
        guard !matches.isEmpty else { return FileIO.write(out, to: 1) ? .noItems : .failure }
        for match in matches {
            let index = Int(match)
            if plainLines {
                out.append(contentsOf: items.line(at: index))
                out.append(terminator)
            } else {
                out.append(contentsOf: fields.output(command.output, for: index, in: items, print0: command.print0))
            }
            if out.count >= Self.outputChunk {
                guard FileIO.write(out, to: 1) else { return .failure }
                out.removeAll(keepingCapacity: true)
            }
        }
        return FileIO.write(out, to: 1) ? .chosen : .failure
    }

    /// The items from the arguments, `--items` or standard input, read whole; a note on stderr
    /// when `--max-items` stopped the reading.
    private func loadItems(cellOptions: CellOptions) throws -> ItemStore {
        let source = ItemSource(options: command.input, cellOptions: cellOptions, clock: SystemClock(), tty: nil)
        let (items, stoppedAtMaximum, _) = try source.loadWhole()
        if stoppedAtMaximum { source.reportStopped() }
        return items
    }
}
