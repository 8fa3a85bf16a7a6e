import MoodpickCore

extension Program {
    /// `--emoji-max-version auto` on a terminal: the catalog's items again without the emoji newer
    /// than the terminal draws (`drawn`, measured as it was taken: `EmojiWidthSamples`), and where
    /// the strip starts among them (`--start` resolved again). `loaded` and `start` unchanged
    /// when nothing was measured or the terminal draws every version the catalog has, so that a
    /// terminal that knows every emoji never pays for the catalog twice (docs/EMOJI.md).
    func drawableEmoji(_ loaded: ItemSource.Loaded, start: Int, drawn: EmojiVersion?) -> (loaded: ItemSource.Loaded, start: Int) {
        guard let drawn, let newest = EmojiVersionProbe.probes.last?.version, drawn < newest, let emoji = loaded.emoji,
              let narrowed = command.emoji.items(cellOptions: emoji.store.cellOptions, drawn: drawn) else { return (loaded, start) }
        let store = narrowed.store.showing(command.filter.fields)
        let loaded = ItemSource.Loaded(store: store, feed: nil, emoji: narrowed, stoppedBeforeThePicker: false)
        return (loaded, command.picking.start?.resolve(in: store) ?? 0)
    }
}
