import Glibc
import MoodpickCore
import MoodpickCurses

/// `moodpick --filter QUERY`: reads the items, prints every match in the `--output` format, best
/// first, and gives exit status 0 with a match, 1 without. No terminal is opened.
struct FilterMode {
    let command: MoodpickCommand
    let query: String

    /// Bytes gathered before each write.
    static let outputChunk = 1 << 16

    func run() -> Int32 {
        do {
            return try runOrThrow()
        } catch {
            FileIO.write(Array("moodpick: \(error)\n".utf8), to: 2)
            return 2
        }
    }

    private func runOrThrow() throws -> Int32 {
        let options = command.filterOptions
        let fields = try options.fields()
        let cellOptions = CellOptions(maxCellWidth: command.maxCellWidth, ascii: command.ascii)
        // --emoji searches the catalog, never standard input (docs/EMOJI.md).
        let emoji = command.emojiOptions.items(cellOptions: cellOptions)
        let items = try emoji?.store ?? Program(command: command).loadItems(cellOptions: cellOptions, clock: SystemClock(), tty: nil)
        let matches = emoji?.matches(FilterQuery(query), sorted: !options.noSort)
            ?? ParallelFilter.run(query: FilterQuery(query), items: items, sorted: !options.noSort, fields: fields)
        guard !matches.isEmpty else { return 1 }
        let plainLines = command.output == .line && fields.acceptNth == nil
        let terminator: UInt8 = command.print0 ? 0 : 0x0A
        var out: [UInt8] = []
        out.reserveCapacity(Self.outputChunk + 4096)
        for match in matches {
            let index = Int(match)
            if plainLines {
                out.append(contentsOf: items.line(at: index))
                out.append(terminator)
            } else {
                out.append(contentsOf: fields.output(command.output, for: index, in: items, print0: command.print0))
            }
            if out.count >= Self.outputChunk {
                guard FileIO.write(out, to: 1) else { return 2 }
                out.removeAll(keepingCapacity: true)
            }
        }
        return FileIO.write(out, to: 1) ? 0 : 2
    }
}
