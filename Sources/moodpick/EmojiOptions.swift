import MoodpickCommandLine
import MoodpickCore
import MoodpickCurses

/// The emoji catalog's options (`--emoji`, `--tone`, `--history`) and what they do to a run:
/// which items it offers and what it remembers of the choice. `--tone` and `--history` do
/// nothing without `--emoji`, so that a user can keep them among the default options; `--copy`
/// applies to any choice.
struct EmojiOptions {
    var emoji: Bool
    var tone: SkinTone?
    var history: Bool
    var copy: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        emoji = arguments.flag(.emoji)
        tone = try arguments.choice(.tone, as: SkinTone.self)
        history = arguments.flag(.history)
        copy = arguments.flag(.copy)
    }

    /// The history file, unless `--no-history` (or no place for it).
    private var historyFile: HistoryFile? { emoji && history ? HistoryFile.fromProcessEnvironment() : nil }

    /// The catalog's items with recent picks first, or nil without `--emoji`.
    func items(cellOptions: CellOptions) -> EmojiItems? {
        guard emoji else { return nil }
        let catalog = EmojiCatalog()
        var recent: [Int] = []
        if let file = historyFile {
            let texts = file.load().ranked(at: HistoryFile.now()).map(\.text)
            recent = catalog.indices(of: texts).compactMap { $0 }
        }
        return EmojiItems(catalog: catalog, tone: tone, first: recent, cellOptions: cellOptions)
    }

    /// Records the chosen item's emoji in the history (nothing without `--emoji` or with `--no-history`).
    func remember(_ index: Int, in items: ItemStore) {
        guard let file = historyFile, let symbol = items.anatomy(at: index).symbol else { return }
        file.record(symbol, at: HistoryFile.now())
    }
}
