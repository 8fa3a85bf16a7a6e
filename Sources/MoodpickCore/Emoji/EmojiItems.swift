/// The catalog as the picker's items (`--emoji`): one line `<symbol> <name>` per emoji, recent
/// picks first, then the rest in emoji-test.txt's order.
///
/// The lines are built once into one buffer (~45 KB for the whole catalog, a single pass over
/// the table) and handed to an ordinary `ItemStore`, so the strip, `--start`, the output
/// formats and the type-ahead treat the catalog like any input. `record(at:)` maps an item
/// back to its catalog record, which is what the filter's search text and a tone strip need.
package struct EmojiItems: Sendable {
    package let catalog: EmojiCatalog
    /// The items the picker shows and prints.
    package let store: ItemStore
    /// The catalog record of each item, by item index.
    let records: [UInt16]
    /// The tone the lines use for emoji that take one (nil: no tone).
    package let tone: SkinTone?
    /// How many items, from the first, are recent picks.
    let recentCount: Int
    /// By recent pick: the tiers its frecency adds to a search match (`History.searchBoost`).
    let recentBoosts: [UInt8]
    /// The user's aliases, searched as shortcodes.
    package var aliases = EmojiAliases()
    /// Names and keywords in the user's language (nil: English only).
    package let localNames: EmojiLocalNames?

    /// - Parameters:
    ///   - tone: the default tone (`--tone`).
    ///   - first: catalog records to put first, in this order (recent picks); repeats and
    ///     out-of-range indices are ignored.
    ///   - firstForms: the form each of `first` was picked in (`👍🏽`), shown instead of the plain
    ///     symbol when there is no `tone` (which wins); nil or a form not the record's: plain.
    ///   - firstBoosts: by entry of `first`, the tiers it adds to a search match (its
    ///     frecency's `History.searchBoost`, clamped to 0…`History.maximumSearchBoost`); none: 0.
    ///   - maxVersion: leave out emoji newer than this Emoji version (`--emoji-max-version`).
    ///   - localNames: the user's language: its names label the items, and are searched with
    ///     its keywords beside the English ones.
    package init(catalog: EmojiCatalog = EmojiCatalog(), tone: SkinTone? = nil, first: [Int] = [], firstForms: [String?] = [],
                firstBoosts: [Int] = [], maxVersion: EmojiVersion? = nil, localNames: EmojiLocalNames? = nil, cellOptions: CellOptions = CellOptions()) {
        var order: [UInt16] = []
        order.reserveCapacity(catalog.count)
        var placed = [Bool](repeating: false, count: catalog.count)
        var forms: [Int: Int] = [:]
        var boosts: [UInt8] = []
        if let maxVersion {
            for index in 0..<catalog.count where catalog.emojiVersion(at: index) > maxVersion { placed[index] = true }
        }
        var recent = [Bool](repeating: false, count: catalog.count)
        for (position, index) in first.enumerated() where index >= 0 && index < catalog.count && !placed[index] && !recent[index] {
            recent[index] = true
            order.append(UInt16(index))
            let boost = position < firstBoosts.count ? firstBoosts[position] : 0
            boosts.append(UInt8(min(max(boost, 0), History.maximumSearchBoost)))
            if tone == nil, position < firstForms.count, let form = firstForms[position],
               let variant = catalog.variants(of: index).dropFirst().firstIndex(of: form) {
                forms[index] = variant - 1
            } else {
                placed[index] = true
            }
        }
        let recentCount = order.count
        // A pick made in a tone (👍🏽) comes first in it, and its emoji stays in its place too,
        // plain: found by its name, with the other tones a Ctrl-T away (docs/EMOJI.md, "History").
        for index in 0..<catalog.count where !placed[index] { order.append(UInt16(index)) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(catalog.count * 28)
        for (position, record) in order.enumerated() {
            let index = Int(record)
            let form = position < recentCount ? forms[index].flatMap { SkinTone.allCases[$0] } : nil
            let shownTone = catalog.takesTone(at: index) ? tone ?? form : nil
            Self.appendLine(catalog, record: index, tone: shownTone, local: localNames, to: &bytes)
        }
        self.catalog = catalog
        self.records = order
        self.recentCount = recentCount
        self.recentBoosts = boosts
        self.tone = tone
        self.localNames = localNames
        self.store = ItemStore(bytes: bytes, separator: .newline, cellOptions: cellOptions)
    }

    /// One item's line: `👍 thumbs up`, or with a tone `👍🏽 thumbs up: medium skin tone` (the
    /// toned form's CLDR name names its tone).
    static func appendLine(_ catalog: EmojiCatalog, record: Int, tone: SkinTone?, local: EmojiLocalNames? = nil, to bytes: inout [UInt8]) {
        if let tone {
            bytes += catalog.symbol(at: record, tone: tone).utf8
        } else {
            bytes += catalog.field(0, at: record)
        }
        bytes.append(0x20)
        if local?.appendName(of: record, to: &bytes) != true { bytes += catalog.field(1, at: record) }
        if let tone { bytes += (local?.nameSuffix(for: tone) ?? tone.nameSuffix).utf8 }
        bytes.append(0x0A)
    }

    /// How many items there are.
    package var count: Int { records.count }

    /// The catalog record shown as item `index`.
    package func record(at index: Int) -> Int { Int(records[index]) }

    /// What the filter should match for item `index`: name, keywords and group.
    package func searchText(at index: Int) -> String { catalog.searchText(at: record(at: index)) }

    /// Every item's search text as a store with the same indices as `store`, one line each:
    /// for a matcher that ranks an `ItemStore`. About 150 KB, made by copying the table's bytes,
    /// with no cell measured (it is never drawn).
    package func searchLines() -> ItemStore {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 80)
        for index in 0..<count {
            let record = record(at: index)
            catalog.appendSearchText(at: record, aliases: aliases.words[record] ?? [], local: localNames, to: &bytes)
            bytes.append(0x0A)
        }
        return ItemStore(bytes: bytes, separator: .newline, cellOptions: store.cellOptions, measuresCells: false)
    }

    /// The search's ranking over `searchLines()` (docs/EMOJI.md, "How a search ranks").
    package var ranker: EmojiRanker { EmojiRanker(records: records, recentCount: recentCount, recentBoosts: recentBoosts) }

    /// The items that match `query`, best first by `ranker` (in item order when not `sorted`;
    /// every item, recent picks first, for an empty query): what `--emoji --filter` prints.
    package func matches(_ query: FilterQuery, sorted: Bool = true) -> [UInt32] {
        var job = FilterJob(query: query, items: searchLines(), candidates: nil, sorted: sorted, ranker: ranker)
        return job.finish()
    }

    /// Item `index`'s group (`Smileys & Emotion` …), for the view to show beside the label: it
    /// is not part of the line, so that `--output label` prints the name alone.
    package func group(at index: Int) -> String { catalog.group(at: record(at: index)) }

    /// Item `index`'s forms for a tone strip: the plain symbol, then light … dark.
    package func variants(of index: Int) -> [String] { catalog.variants(of: record(at: index)) }

    /// Item `index`'s tone strip as lines like the catalog's (`👍🏽 thumbs up: medium skin
    /// tone`), so the output formats print a variant as they print any item; nil when it takes
    /// no tone.
    package func toneLines(of index: Int) -> [String]? {
        let record = record(at: index)
        guard catalog.takesTone(at: record) else { return nil }
        let name = localNames?.name(of: record) ?? catalog.name(at: record)
        return catalog.variants(of: record).enumerated().map { position, form in
            form + " " + name + (position == 0 ? "" : localNames?.nameSuffix(for: SkinTone.allCases[position - 1])
                ?? SkinTone.allCases[position - 1].nameSuffix)
        }
    }
}
