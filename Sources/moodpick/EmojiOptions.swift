import ArgumentParser
import MoodpickCore
import MoodpickCurses

/// The emoji catalog's options (`--emoji`, `--tone`, `--no-history`) and what they do to a run:
/// which items it offers and what it remembers of the choice. `--tone` and `--history` do
/// nothing without `--emoji`, so that a user can keep them among the default options.
struct EmojiOptions: ParsableArguments {
    @Flag(help: "Choose from every emoji (Emoji 15.0), labelled with its CLDR name; recent picks first.")
    var emoji = false

    @Option(help: ArgumentHelp("With --emoji, show every emoji that takes a skin tone in this one: light, medium-light, medium, medium-dark or dark.", valueName: "TONE"))
    var tone: SkinTone?

    // Negatable, and ignored without --emoji, like --tone: both can sit in MOODPICK_DEFAULT_OPTS.
    @Flag(inversion: .prefixedNo, help: "With --emoji, read and record the history of recent picks (--no-history: neither).")
    var history = true

    var noHistory: Bool { !history }

    @Flag(help: "Also copy the chosen text to the clipboard (OSC 52 on the terminal, after it is restored).")
    var copy = false

    /// The history file, unless `--no-history` (or no place for it).
    private var historyFile: HistoryFile? { emoji && !noHistory ? HistoryFile.fromProcessEnvironment() : nil }

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

extension SkinTone: ExpressibleByArgument {}
