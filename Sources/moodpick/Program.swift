import Glibc
import MoodpickCore
import MoodpickCurses

/// One run of moodpick: items in, a picker on the terminal (or headless), the choice out.
struct Program {
    let command: MoodpickCommand

    /// Runs and returns the exit status (SPEC §2).
    func run() -> Int32 {
        do {
            return try runOrThrow()
        } catch {
            Diagnostics.report("\(error)")
            return ExitStatus.failure.rawValue
        }
    }

    private func runOrThrow() throws -> Int32 {
        let utf8 = LocaleSetup.configure()
        let ascii = command.ascii || !utf8
        let cellOptions = CellOptions(maxCellWidth: command.maxCellWidth, ascii: ascii)
        let clock = SystemClock()

        var script: ReplayScript?
        if let path = command.recording.replay {
            let text = try FileIO.readText(path, maximumBytes: ReplayLimits.maximumScriptBytes).get()
            do {
                script = try ReplayScript(parsing: text)
            } catch {
                throw ProgramError("\(path): \(error)")
            }
        }

        // Output files are opened first: one that cannot be written is an error before anything runs.
        let recorder = try Recorder(command: command)
        defer { recorder.close() }

        // The terminal is taken before the input is read, so keys typed meanwhile are kept.
        var tty: ControllingTerminal?
        if script == nil, let opened = ControllingTerminal() {
            tty = opened
            SignalGuard.install()
            opened.enterLoadingMode()
        }
        defer {
            if tty != nil {
                tty?.restore()
                SignalGuard.uninstall()
            }
        }

        let emojiItems = command.emojiOptions.items(cellOptions: cellOptions)
        let items = try emojiItems?.store
            ?? loadItems(cellOptions: cellOptions, clock: clock, tty: tty)
        tty?.saveModesAgainIfBorrowed()
        if items.isEmpty {
            if !command.exitZero { Diagnostics.report("no items to choose from") }
            return ExitStatus.noItems.rawValue
        }
        if command.selectOne && items.count == 1 { return emit(.chosen(0), items: items) }

        let layout = items.layout(spacing: command.spacing)
        let startPosition = command.picking.startIndex.map(StartPosition.index) ?? command.start.map(StartPosition.init)
        let resolved = startPosition.map { $0.resolve(in: items) } ?? 0
        if resolved == nil, startPosition?.isNegativeNumber == true, let text = command.start {
            FileIO.write(Array("moodpick: --start \(text): no item is named so, and an index is never negative\n".utf8), to: 2)
            return 64
        }
        let start = resolved ?? 0
        var options = PickerOptions(
            snapRule: command.snapRule,
            deceleration: MoodpickCommand.deceleration(command.deceleration) ?? .normal,
            animated: !command.noAnimation,
            mouse: !command.noMouse,
            placement: command.placementOptions.placement(previewRows: command.liveOptions.previewRows),
            jump: command.picking.jump,
            sorted: !command.filterOptions.noSort,
            multi: command.picking.multiLimit
        )
        options.previewRows = command.liveOptions.previewRows
        var view = StripView(prompt: command.prompt, ascii: ascii)

        let outcome: Outcome
        var chosenVariant: (items: ItemStore, index: Int)?
        if let script {
            let virtualClock = VirtualClock()
            let size = ScreenSize(columns: command.recording.cols, rows: command.recording.rows)
            let terminal = HeadlessTerminal(script: script, size: size, clock: virtualClock, placement: options.placement)
            var picker = Picker(items: items, layout: layout, options: options, screen: size, start: start, query: command.picking.query,
                                searchItems: emojiItems?.searchLines())
            Self.equip(&picker, emoji: emojiItems)
            let runner = liveRunner(synchronous: true)
            defer { runner?.endAll() }
            var session = recorder.session(terminal: terminal, clock: virtualClock, view: view, live: false)
            session.live = runner
            outcome = session.run(&picker)
            chosenVariant = picker.toneStrip.flatMap { strip in strip.chosen.map { (strip.items, $0) } }
        } else {
            guard let tty else {
                throw ProgramError("no terminal to draw on (cannot open /dev/tty); use --select-1, --replay or a terminal")
            }
            let terminal = try CursesTerminal(tty: tty, clock: clock, mouse: options.mouse, placement: options.placement,
                                              clearsOnExit: !command.placementOptions.noClear)
            defer { terminal.close() }
            var options = options
            options.mouse = terminal.mouse
            options.placement = terminal.viewport.placement
            view.notice = terminal.notice
            var picker = Picker(items: items, layout: layout, options: options, screen: terminal.viewport.picture, start: start,
                                query: command.picking.query, at: clock.now(), searchItems: emojiItems?.searchLines())
            Self.equip(&picker, emoji: emojiItems)
            let runner = liveRunner(synchronous: false)
            terminal.live = runner
            var session = recorder.session(terminal: terminal, clock: clock, view: view, live: true)
            session.live = runner
            outcome = session.run(&picker)
            terminal.close()  // the terminal first, then the commands are ended and reaped
            runner?.endAll()
            chosenVariant = picker.toneStrip.flatMap { strip in strip.chosen.map { (strip.items, $0) } }
            if command.emojiOptions.copy {  // the picture is gone: one OSC 52 on the restored terminal
                let text = chosenText(outcome, items: chosenVariant?.items ?? items, variant: chosenVariant?.index)
                if !text.isEmpty { tty.write(ClipboardSequence.bytes(copying: text)) }
            }
        }
        try recorder.finish()
        if resolved == nil, let text = command.start {  // the picture is gone by now
            Diagnostics.report("--start \(text): no such item; started on the first")
        }
        if let chosenVariant { return emit(.chosen(chosenVariant.index), items: chosenVariant.items) }
        return emit(outcome, items: items)
    }

    /// Gives the picker the catalog's search text, tone strips and groups (`--emoji`).
    private static func equip(_ picker: inout Picker, emoji: EmojiItems?) {
        guard let emoji else { return }
        picker.variantLines = { emoji.toneLines(of: $0) }
        picker.itemDetail = { emoji.group(at: $0) }
    }

    /// The text `--copy` copies: what is printed, without the last item's terminator.
    private func chosenText(_ outcome: Outcome, items: ItemStore, variant: Int?) -> [UInt8] {
        let chosen: [Int]
        switch outcome {
        case .chosen(let index): chosen = [variant ?? index]
        case .marked(let indices): chosen = indices
        case .noMatch, .cancelled: return []
        }
        var bytes = chosen.flatMap { command.output.output(for: $0, in: items, print0: command.print0) }
        if let last = bytes.last, last == 0x0A || last == 0 { bytes.removeLast() }
        return bytes
    }

    /// `--preview` and `--on-change`, if asked for. Their processes run on real time (a replay's
    /// waits for a preview are real waits), and preview colors follow NO_COLOR.
    private func liveRunner(synchronous: Bool) -> LiveRunner? {
        let live = command.liveOptions
        guard live.isActive else { return nil }
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }.map { !$0.isEmpty } ?? false
        return LiveRunner(preview: live.preview, onChange: live.onChange, previewRows: live.previewHeight,
                          keepsColor: !noColor, synchronous: synchronous, clock: SystemClock())
    }

    /// Prints the chosen items (nothing else ever goes to stdout) and gives the exit status:
    /// several marked items come one per line (or NUL-ended) in input order; no match is 1.
    private func emit(_ outcome: Outcome, items: ItemStore) -> Int32 {
        let chosen: [Int]
        switch outcome {
        case .chosen(let index): chosen = [index]
        case .marked(let indices): chosen = indices
        case .noMatch: return ExitStatus.noItems.rawValue
        case .cancelled: return ExitStatus.cancelled.rawValue
        }
        let bytes = chosen.flatMap { command.output.output(for: $0, in: items, print0: command.print0) }
        defer { for index in chosen { command.emojiOptions.remember(index, in: items) } }  // after the output: an fsync must not delay it
        guard FileIO.write(bytes, to: 1) else {
            let reason = StandardDescriptors.closedAtStart.contains(1) ? "it is closed" : FileIO.lastError
            Diagnostics.report("cannot write the chosen item to standard output: \(reason)")
            return ExitStatus.failure.rawValue
        }
        return ExitStatus.chosen.rawValue
    }

    /// Items from the first source that applies (SPEC §1).
    func loadItems(cellOptions: CellOptions, clock: SystemClock, tty: ControllingTerminal?) throws -> ItemStore {
        if !command.items.isEmpty { return ItemStore(items: command.items, cellOptions: cellOptions) }
        var progressShown = false
        let loader = InputLoader(
            separator: command.read0 ? .nul : .newline,
            cellOptions: cellOptions,
            maxItems: command.maxItems,
            maxBytes: command.maxBytes,
            clock: clock,
            progress: tty.map { tty in
                { count in
                    if !progressShown { tty.setResetBytes("\r\u{1B}[K") }  // a cancelled load erases it too
                    progressShown = true
                    tty.write("\r\u{1B}[Kmoodpick: loading… \(count) \(count == 1 ? "item" : "items")")
                }
            }
        )
        let result: InputLoader.Result
        if command.itemsFile == "-" {
            result = try loader.load(fd: 0, name: "standard input")
        } else if let path = command.itemsFile {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw ProgramError("cannot open \(path): \(FileIO.lastError)") }
            defer { close(fd) }
            result = try loader.load(fd: fd, name: path)
        } else if isatty(0) == 0 && !StandardDescriptors.stdinWasClosed {  // a closed stdin is no source
            result = try loader.load(fd: 0, name: "standard input")
        } else {
            return ItemStore(items: BuiltInMoods.lines, cellOptions: cellOptions)
        }
        if progressShown {
            tty?.write("\r\u{1B}[K")
            tty?.setResetBytes("")
        }
        if result.stoppedAtMaximum {
            Diagnostics.report("stopped reading at \(command.maxItems) items (--max-items)")
        }
        return result.items
    }
}
