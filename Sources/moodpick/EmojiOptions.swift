import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// The emoji catalog's options (`--emoji`, `--tone`, `--no-history`, `--emoji-max-version`) and
/// what they do to a run: which items it offers, how they are searched and what it remembers of
/// the choice. `--tone`, `--history` and `--emoji-max-version` do nothing without `--emoji`, so
/// that a user can keep them among the default options.
struct EmojiOptions {
    var emoji: Bool
    var tone: SkinTone?
    var history: Bool
    var copy: Bool
    /// `--emoji-max-version N`; nil for `auto`, the default: in a terminal, what it draws
    /// (measured at start, `EmojiWidthSamples`), elsewhere every emoji (docs/EMOJI.md).
    var maxVersion: EmojiVersion?
    /// The user's alias file, read and checked at start (a bad line is a usage error); nil
    /// without `--emoji`, which then makes no empty one (its dictionary's runtime types cost a
    /// short run about 20 K instructions, callgrind).
    var aliases: EmojiAliases?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        emoji = arguments.flag(.emoji)
        tone = try arguments.choice(.tone, as: SkinTone.self)
        history = arguments.flag(.history)
        copy = arguments.flag(.copy)
        if let text = arguments.string(.emojiMaxVersion), text != "auto" {
            guard let version = EmojiVersion(text) else {
                throw UsageError("\(Option.emojiMaxVersion.long) takes an Emoji version (14.0, 15.1 …) or auto, not '\(text)'")
            }
            maxVersion = version
        }
        if emoji { aliases = try Self.loadAliases() }
    }

    /// The history file, unless `--no-history` (or no place for it).
    private var historyFile: HistoryFile? { emoji && history ? HistoryFile.fromProcessEnvironment() : nil }

    /// Whether the terminal is asked which emoji it draws: `--emoji` under `auto`.
    var measuresTerminal: Bool { emoji && maxVersion == nil }

    /// The catalog's items with recent picks first, in the form picked, or nil without `--emoji`.
    /// `drawn`: the newest version the terminal draws, measured under `auto`; newer ones are left out.
    func items(cellOptions: CellOptions, drawn: EmojiVersion? = nil) -> EmojiItems? {
        guard emoji else { return nil }
        let catalog = EmojiCatalog()
        var recent: [Int] = []
        var forms: [String?] = []
        var boosts: [Int] = []
        if let file = historyFile {
            let now = HistoryFile.now()
            let entries = file.load().ranked(at: now)
            for (entry, index) in zip(entries, catalog.indices(of: entries.map(\.text))) {
                guard let index else { continue }
                recent.append(index)
                forms.append(entry.text)
                boosts.append(History.searchBoost(score: History.score(entry, at: now)))
            }
        }
        var items = EmojiItems(catalog: catalog, tone: tone, first: recent, firstForms: forms, firstBoosts: boosts,
                               maxVersion: maxVersion ?? drawn,
                               localNames: EmojiLocaleFiles.localNames(), cellOptions: cellOptions)
        if let aliases { items.aliases = aliases }
        return items
    }

    /// Records the chosen item's emoji in the history (nothing without `--emoji` or with `--no-history`).
    func remember(_ index: Int, in items: ItemStore) {
        guard let file = historyFile, let symbol = items.anatomy(at: index).symbol else { return }
        file.record(symbol, at: HistoryFile.now())
    }

    /// `$XDG_CONFIG_HOME/moodpick/emoji-aliases` (`~/.config/…` when XDG_CONFIG_HOME is unset,
    /// empty or relative); a missing file is no aliases.
    static func aliasFilePath() -> String? {
        if let config = getenv("XDG_CONFIG_HOME").map({ String(cString: $0) }), config.hasPrefix("/") {
            return config + "/moodpick/emoji-aliases"
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
        return home + "/.config/moodpick/emoji-aliases"
    }

    /// The aliases of the user's file; a file that exists but cannot be read, or has a bad
    /// line, is a usage error naming it (and the line).
    private static func loadAliases() throws(UsageError) -> EmojiAliases {
        guard let path = aliasFilePath(), access(path, F_OK) == 0 else { return EmojiAliases() }
        let text: String
        switch FileIO.readText(path, maximumBytes: 1 << 20, as: "an emoji alias file", regularFileOnly: true) {
        case .success(let read): text = read
        case .failure(let error): throw UsageError("\(error)")
        }
        do {
            return try EmojiAliases.parse(text, catalog: EmojiCatalog())
        } catch {
            throw UsageError("\(path):\(error.line): \(error.reason)")
        }
    }
}
