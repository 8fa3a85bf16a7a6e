import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// One run of moodpick: the mode decided once (`Modes/Mode.swift`), then its run: items or
/// values in, a picker on the terminal (or headless), the choice out. A replay and a real
/// terminal differ only in the stage the picker runs on (`Program+Stage.swift`).
struct Program {
    let command: MoodpickCommand

    /// Runs and returns the exit status (docs/CONTRACT.md §2).
    func run() -> ExitStatus {
        Diagnostics.status(of: runOrThrow)
    }

    /// The cells as this locale draws them, the replay script, then the mode (decided here,
    /// once: `Program.mode`), which runs.
    private func runOrThrow() throws -> ExitStatus {
        let cells = CellOptions(maxCellWidth: command.look.maxCellWidth, ascii: command.look.ascii || !LocaleSetup.configure(),
                                fixedMaxCellWidth: command.look.maxCellWidthGiven)
        let script = try replayScript()
        return try mode(replays: script != nil).run(ModeRun(program: self, script: script, cells: cells))
    }

    /// A mode that picks among the input's items (`ItemMode`): the items read, `--select-1`
    /// and `--exit-0` decided, `--start` resolved, the mode's pick, the choice out.
    func runItems(_ mode: some ItemMode, in run: ModeRun) throws -> ExitStatus {
        let cells = run.cells
        // Output files are opened first: one that cannot be written is an error before anything runs.
        let recorder = try Recorder(command: command)
        defer { recorder.close() }
        // The terminal is taken before the input is read, so keys typed meanwhile are kept.
        let tty = run.script == nil ? Self.takeTerminal() : nil
        defer { if let tty { Self.giveBack(tty) } }

        let source = ItemSource(options: command.input, cellOptions: cells, clock: SystemClock(), tty: tty, showsProgress: mode.draws)
        let loaded = try source.load(streaming: mode.draws && streams(tty), emoji: command.emoji.items(cellOptions: cells),
                                     fields: command.filter.fields)
        defer { if loaded.stoppedAtMaximum { source.reportStopped() } }
        if loaded.store.isEmpty && loaded.feed == nil {
            if !command.exitZero { Diagnostics.report("no items to choose from") }
            return emit(Choice(outcome: .noMatch, items: loaded.store, query: command.picking.query))
        }
        if let decided = decideBeforeDrawing(loaded) { return decided }

        // Where the strip starts: an item a text names, else the first one (with a note after the run).
        let start = command.picking.start.map { (position: $0, index: $0.resolve(in: loaded.store)) }
        if case (.text(let text), nil)? = start, StartPosition.text(text).isNegativeNumber {
            Diagnostics.report("--start \(text): no item is named so, and an index is never negative")
            return .usage
        }
        let choice = try mode.pick(loaded, start: start?.index ?? 0, in: run, tty: tty, recorder: recorder)
        try recorder.finish()
        if case (.text(let text), nil)? = start {  // the picture is gone by now
            Diagnostics.report("--start \(text): no such item; started on the first")
        }
        return emit(choice)
    }

    /// The `--replay` script, read and parsed, or nil for a run on the terminal.
    func replayScript() throws -> ReplayScript? {
        guard let path = command.recording.replay else { return nil }
        let text = try FileIO.readText(path, maximumBytes: ReplayLimits.maximumScriptBytes, as: "a replay script").get()
        do {
            return try ReplayScript(parsing: text)
        } catch {
            throw ProgramError("\(path): \(error)")
        }
    }

    /// The terminal in loading mode, with the signal handlers that restore it; nil without one.
    static func takeTerminal() -> ControllingTerminal? {
        guard let tty = ControllingTerminal() else { return nil }
        SignalGuard.install()
        tty.enterLoadingMode()
        return tty
    }

    static func giveBack(_ tty: ControllingTerminal) {
        tty.restore()
        SignalGuard.uninstall()
    }

    /// Whether standard input still arriving streams into a picker that is already up
    /// (docs/CONTRACT.md §12): not where every item must be known first (`--select-1`,
    /// `--exit-0`, `--with-nth`, which measures every cell from its fields, `--tac`, `--ansi`), in a replay, or
    /// while another picker holds the terminal (it writes our input when it is done); never into
    /// a mode that does not draw (`ItemMode.draws`).
    private func streams(_ tty: ControllingTerminal?) -> Bool {
        guard let tty, !tty.isBorrowed else { return false }
        return !command.selectOne && !command.exitZero && !command.filter.fields.selectsFields
            && !command.input.reversed && !command.input.ansi
    }

    /// `--select-1` and `--exit-0` (fzf's `-1`, `-0`), decided on the matches of `--query` (every
    /// item without one, or under `--jump`) before anything is drawn: one match is chosen, none
    /// ends the run with status 1 and no message (after the query, under `--print-query`).
    private func decideBeforeDrawing(_ loaded: ItemSource.Loaded) -> ExitStatus? {
        guard command.selectOne || command.exitZero, loaded.feed == nil else { return nil }
        let query = FilterQuery(command.picking.query, mode: command.filter.matchMode)
        let matches: [Int]
        if query.isEmpty || command.picking.jump {
            matches = loaded.store.count <= 1 ? Array(0..<loaded.store.count) : [0, 1]
        } else {
            let searched = loaded.emoji?.searchLines() ?? loaded.store
            matches = ParallelFilter.run(query: query, items: searched, sorted: command.filter.sorted,
                                         fields: loaded.emoji == nil ? loaded.store.fields : .whole).map { Int($0) }
        }
        if command.exitZero && matches.isEmpty { return emit(Choice(outcome: .noMatch, items: loaded.store, query: query.text)) }
        if command.selectOne && matches.count == 1 {
            return emit(Choice(outcome: .chosen(matches[0]), items: loaded.store, query: query.text))
        }
        return nil
    }

    /// Prints the chosen items (nothing else ever goes to stdout) and gives the exit status;
    /// remembers an emoji's pick after the output, so that an fsync never delays it.
    private func emit(_ choice: Choice) -> ExitStatus {
        switch choice.outcome {
        case .chosen, .marked: break
        case .noMatch:
            if command.filter.printsQuery, !FileIO.write(queryLine(choice), to: 1) { return .failure }
            return .noItems
        case .cancelled: return .cancelled
        }
        defer { for index in choice.indices { command.emoji.remember(index, in: choice.items) } }
        let query = command.filter.printsQuery ? queryLine(choice) : []
        guard FileIO.write(query + printed(choice), to: 1) else {
            Diagnostics.reportUnwritableOutput("item")
            return .failure
        }
        return .chosen
    }

    /// What stdout gets for a choice, and so what `--copy` copies: each chosen item in the
    /// `--output` format with `--accept-nth` applied, one per line (or NUL-ended), in input order.
    /// The fields come from the options, not from the store: a streamed store is made anew as lines arrive.
    func printed(_ choice: Choice) -> [UInt8] {
        choice.indices.flatMap { command.filter.fields.output(command.output, for: $0, in: choice.items, print0: command.print0) }
    }

    /// `--print-query`: the query as the run ended with it, ended as an item is.
    private func queryLine(_ choice: Choice) -> [UInt8] {
        Array(choice.query.utf8) + [command.print0 ? 0 : 0x0A]
    }

    /// `--copy`: what is printed, without the last item's terminator, as one OSC 52 on the
    /// restored terminal; nothing, and a message, when it is more than one sequence carries.
    func copyToClipboard(_ choice: Choice, on tty: ControllingTerminal) {
        copyToClipboard(printed(choice), on: tty)
    }

    /// `--copy` of `printed`, the bytes stdout got (an item's or the wheels' value).
    func copyToClipboard(_ printed: [UInt8], on tty: ControllingTerminal) {
        var text = printed
        if let last = text.last, last == 0x0A || last == 0 { text.removeLast() }
        guard !text.isEmpty else { return }
        guard text.count <= ClipboardSequence.maximumTextBytes else {
            Diagnostics.report("--copy: the choice is \(text.count) bytes, more than the \(ClipboardSequence.maximumTextBytes) "
                + "an OSC 52 sequence carries; nothing was copied")
            return
        }
        tty.write(ClipboardSequence.bytes(copying: text))
    }
}

/// What a picker ended with, and the items its indices are in: the tone strip's when one of
/// an emoji's variants was chosen.
struct Choice {
    let outcome: Outcome
    let items: ItemStore
    /// The query when the run ended (what `--print-query` prints).
    var query = ""

    /// The chosen items' indices in `items`: none when nothing was chosen.
    var indices: [Int] {
        switch outcome {
        case .chosen(let index): return [index]
        case .marked(let indices): return indices
        case .noMatch, .cancelled: return []
        }
    }
}
