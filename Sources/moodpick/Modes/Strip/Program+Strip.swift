import MoodpickCore
import MoodpickTerminal

/// The strip's run on a stage (`Program+Stage.swift`): its view, the `Picker`, and the choice.
extension Program {
    /// Builds the strip and the loop on `stage` and runs them: the one place a `Picker` is made.
    func pickStrip<T: Terminal, C: MonotonicClock>(_ loaded: ItemSource.Loaded, start: Int, on stage: Stage<T, C>, cells: CellOptions,
                                                   recorder: Recorder) -> Choice {
        var look = StripView(prompt: command.prompt, ascii: cells.ascii, theme: stage.theme, showsHelp: command.look.showsKeyHelp)
        look.header = command.header
        look.notice = stage.notice
        let images = command.images.enabled ? imageCells(on: stage) : nil
        defer { images?.cells.stop() }
        var picker = Picker(
            items: loaded.store, layout: Picker.layout(of: loaded.store, spacing: command.look.spacing, picture: stage.terminal.viewport.picture),
            options: stage.options,
            picture: stage.terminal.viewport.picture, start: start, query: command.picking.query, at: stage.clock.now(),
            searchItems: loaded.emoji?.searchLines(), searchRanker: loaded.emoji?.ranker, look: look, pictures: images?.strip)
        if let emoji = loaded.emoji {  // the catalog's tone strips and groups
            picker.variantLines = { emoji.toneLines(of: $0) }
            picker.itemDetail = { emoji.group(at: $0) }
        }
        if let styles = loaded.styles {  // --ansi: the items' own colors
            picker.itemStyle = { item in styles.indices.contains(item) && styles[item] != .plain ? styles[item] : nil }
        }
        // Items read while the probe waited go in through the loop, which carries out what they
        // cause (the first rest, announced to --preview and --on-change).
        let arrived = stage.feed.map { TerminalInput.items($0.items, loading: !$0.isEnded) }
        var session = session(on: stage, recorder: recorder)
        session.pictures = images?.cells
        let outcome = session.run(&picker, receiving: arrived)
        let query = picker.query.text
        if let strip = picker.toneStrip, let variant = strip.chosen {
            return Choice(outcome: .chosen(variant), items: strip.items, query: query)
        }
        return Choice(outcome: outcome, items: picker.items, query: query)  // with what streamed in meanwhile
    }

    /// The strip on the real terminal; afterwards, once it is restored, the clipboard.
    func pickInteractive(
        _ loaded: ItemSource.Loaded, start: Int, tty: ControllingTerminal?, cells: CellOptions, recorder: Recorder
    ) throws -> Choice {
        let choice = try onTerminalStage(tty: tty, feed: loaded.feed) { stage in
            // What the terminal draws (--emoji-max-version auto).
            let shown = drawableEmoji(loaded, start: start, drawn: stage.terminal.emojiVersionDrawn)
            return pickStrip(shown.loaded, start: shown.start, on: stage, cells: cells, recorder: recorder)
        }
        if loaded.feed != nil, loaded.feed?.failure == nil, choice.items.isEmpty, choice.outcome == .noMatch, !command.exitZero {
            Diagnostics.report("no items to choose from")
        }
        if let failure = loaded.feed?.failure { throw ProgramError(failure.message) }
        if command.emoji.copy, let tty { copyToClipboard(choice, on: tty) }  // the picture is gone: one OSC 52 on the restored terminal
        return choice
    }
}
