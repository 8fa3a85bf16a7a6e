import MoodpickCore

/// The strip picker built and run on a terminal stage: what the command line's
/// `Program.pick` does for a strip, without the command line's extras (preview commands,
/// `--multi`, output formats).
struct StripRun {
    let options: PickOptions
    let stage: TerminalStage

    /// What the strip ended on: the item's index in the store it ended with, its text, and the query.
    struct Picked {
        let index: Int
        let text: String
        let query: String
    }

    /// `store`, all there from the start.
    func pick(_ store: ItemStore) -> Picked? {
        var picker = picker(store)
        return ended(&picker, receiving: nil)
    }

    /// Items still arriving: those read while the terminal was taken come in through the loop,
    /// as the command line's streamed input does.
    func pick(arrived: TerminalInput?) -> Picked? {
        var picker = picker(ItemStore(items: []))
        return ended(&picker, receiving: arrived)
    }

    /// The emoji catalog, with its search lines, ranking, groups and tone strips.
    func pick(emoji: EmojiItems) -> Picked? {
        var picker = picker(emoji.store, searchItems: emoji.searchLines(), searchRanker: emoji.ranker)
        picker.variantLines = { emoji.toneLines(of: $0) }
        picker.itemDetail = { emoji.group(at: $0) }
        return ended(&picker, receiving: nil)
    }

    private func picker(_ store: ItemStore, searchItems: ItemStore? = nil, searchRanker: (any SearchRanker)? = nil) -> Picker {
        let picture = stage.terminal.viewport.picture
        var look = StripView(prompt: options.prompt, ascii: stage.ascii, theme: stage.theme, showsHelp: options.showsKeyHelp)
        look.notice = stage.notice
        return Picker(
            items: store, layout: Picker.layout(of: store, spacing: options.spacing, picture: picture), options: stage.options,
            picture: picture, start: max(0, min(options.start, store.count - 1)), query: options.query, at: stage.clock.now(),
            searchItems: searchItems, searchRanker: searchRanker, look: look)
    }

    /// Runs `picker` to its end: the item chosen (a tone strip's variant when one was), or nil.
    private func ended(_ picker: inout Picker, receiving first: TerminalInput?) -> Picked? {
        let outcome = stage.run(&picker, receiving: first, onSettle: options.onSettle)
        let query = picker.query.text
        if let strip = picker.toneStrip, let variant = strip.chosen {
            return Picked(index: variant, text: Self.text(of: variant, in: strip.items), query: query)
        }
        guard case .chosen(let index) = outcome else { return nil }
        return Picked(index: index, text: Self.text(of: index, in: picker.items), query: query)
    }

    private static func text(of index: Int, in items: ItemStore) -> String {
        String(decoding: items.line(at: index), as: UTF8.self)
    }
}
