import Glibc
import MoodpickCommandLine
import MoodpickCore
import MoodpickCurses

/// One run of moodpick: items in, a picker on the terminal (or headless), the choice out.
struct Program {
    let command: MoodpickCommand

    /// Runs and returns the exit status (docs/CONTRACT.md §2).
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

        let fields = try command.filterOptions.fields()
        // Standard input still arriving streams into a picker that is already up (docs/CONTRACT.md
        // §12); not where every item must be known first (--select-1, --exit-0), in a replay, or
        // while another picker holds the terminal (it writes our input when it is done).
        var feed: StreamingInput?
        // --with-nth measures every cell from its fields once all of them are read.
        let streams = tty != nil && !command.selectOne && !command.exitZero && tty?.isBorrowed == false && !fields.selectsFields
        var items: ItemStore
        let emojiItems = command.emojiOptions.items(cellOptions: cellOptions)
        if let catalog = emojiItems?.store {
            items = catalog
        } else if streams, let started = try startStreaming(cellOptions: cellOptions, clock: clock, tty: tty) {
            (items, feed) = started
        } else {
            items = try loadItems(cellOptions: cellOptions, clock: clock, tty: tty)
        }
        tty?.saveModesAgainIfBorrowed()
        items = items.showing(fields)
        if items.isEmpty && feed == nil {
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
        if command.header != nil {
            options.header = true
            // Inline, the header takes a row of its own unless --height says how many there are.
            if case .inline = options.placement, command.placementOptions.height == nil {
                let rows = Placement.defaultInlineRows + command.liveOptions.previewRows + 1
                options.placement = .inline(rows: rows)
            }
        }
        options.previewRows = command.liveOptions.previewRows
        var view = StripView(prompt: command.prompt, ascii: ascii, showsHelp: !command.look.noHelp)
        let colorsRequested = !command.look.color.isEmpty && command.look.colorOnCommandLine
        view.header = command.header

        let outcome: Outcome
        var chosenVariant: (items: ItemStore, index: Int)?
        if let script {
            let virtualClock = VirtualClock()
            let size = ScreenSize(columns: command.recording.cols, rows: command.recording.rows)
            let terminal = HeadlessTerminal(script: script, size: size, clock: virtualClock, placement: options.placement)
            // Headless frames are drawn at 256 colors, or attributes only under NO_COLOR.
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            view.theme = command.look.theme(depth: noColor && !colorsRequested ? .none : .palette256)
            var picker = Picker(items: items, layout: layout, options: options, screen: size, start: start, query: command.picking.query,
                                searchItems: emojiItems?.searchLines(), searchRanker: emojiItems?.ranker)
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
                                              clearsOnExit: !command.placementOptions.noClear, colorsRequested: colorsRequested)
            defer { terminal.close() }
            var options = options
            options.mouse = terminal.mouse
            options.placement = terminal.viewport.placement
            view.notice = terminal.notice
            view.theme = command.look.theme(depth: terminal.colorDepth)
            var picker = Picker(items: items, layout: layout, options: options, screen: terminal.viewport.picture, start: start,
                                query: command.picking.query, at: clock.now(), searchItems: emojiItems?.searchLines(), searchRanker: emojiItems?.ranker)
            Self.equip(&picker, emoji: emojiItems)
            if let feed {
                picker.itemsArrived(feed.items, loading: !feed.isEnded)
                terminal.feed = feed
            }
            let runner = liveRunner(synchronous: false)
            terminal.live = runner
            var session = recorder.session(terminal: terminal, clock: clock, view: view, live: true)
            session.live = runner
            outcome = session.run(&picker)
            terminal.close()  // the terminal first, then the commands are ended and reaped
            runner?.endAll()
            items = picker.items  // what streamed in meanwhile
            if feed != nil, items.isEmpty, outcome == .noMatch, !command.exitZero { Diagnostics.report("no items to choose from") }
            if let failure = feed?.failure { throw ProgramError(failure.message) }
            if feed?.stoppedAtMaximum == true {
                Diagnostics.report("stopped reading at \(command.maxItems) items (--max-items)")
            }
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
        // The fields from the options, not from `items`: a streamed store is made anew as lines arrive.
        let fields = (try? command.filterOptions.fields()) ?? .whole
        let bytes = chosen.flatMap { fields.output(command.output, for: $0, in: items, print0: command.print0) }
        defer { for index in chosen { command.emojiOptions.remember(index, in: items) } }  // after the output: an fsync must not delay it
        guard FileIO.write(bytes, to: 1) else {
            let reason = StandardDescriptors.closedAtStart.contains(1) ? "it is closed" : FileIO.lastError
            Diagnostics.report("cannot write the chosen item to standard output: \(reason)")
            return ExitStatus.failure.rawValue
        }
        return ExitStatus.chosen.rawValue
    }

    /// Items from the first source that applies (docs/CONTRACT.md §1).
    /// How long the picker waits for standard input before it comes up with what has arrived:
    /// short enough that, with the cursor report after it, the first frame comes within 100 ms
    /// of start (docs/CONTRACT.md §9b); long enough that a quick input (`printf`, a small file
    /// through `cat`) is whole by then and never shows a loading count.
    static let streamingStart: Duration = .milliseconds(40)
    /// When nothing at all has arrived, how long before the (empty) picker comes up anyway, so
    /// that Esc works while a slow command has not printed yet.
    static let emptyStart: Duration = .milliseconds(100)

    /// Standard input, when it is a pipe (not a file) that is still arriving after
    /// ``streamingStart``: the items so far (maybe none yet: the picker comes up anyway, so Esc
    /// works at once) and the reader that goes on beside the keyboard. Nil when the input is not such a pipe, or has ended:
    /// then it is loaded whole, as any input.
    func startStreaming(cellOptions: CellOptions, clock: SystemClock, tty: ControllingTerminal?) throws -> (ItemStore, StreamingInput?)? {
        let fromStandardInput = command.itemsFile == "-"
            || (command.items.isEmpty && command.itemsFile == nil && isatty(0) == 0 && !StandardDescriptors.stdinWasClosed)
        var status = stat()
        guard fromStandardInput, fstat(0, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG,
              let feed = StreamingInput(fd: 0, name: "standard input", loader: makeLoader(cellOptions: cellOptions, clock: clock, tty: tty)) else {
            return nil
        }
        // Up at `streamingStart` with the items so far; with none yet, at `emptyStart`, late
        // enough that a picker upstream has opened the terminal and can be recognised below.
        let start = clock.now()
        while !feed.isEnded {
            let elapsed = clock.now() - start
            if elapsed >= Self.emptyStart || (elapsed >= Self.streamingStart && feed.count > 0) { break }
            let until = feed.count > 0 ? Self.streamingStart : Self.emptyStart
            feed.read(waiting: max(until - elapsed, .milliseconds(1)), batch: 256 << 10)
        }
        // Nothing yet, from a program that holds the terminal itself (`moodpick a b | moodpick`):
        // it writes when it is done; taking the terminal now would draw over it. Wait our turn.
        if feed.count == 0 && !feed.isEnded && feed.writerHoldsTerminal {
            while !feed.isEnded { feed.read(waiting: .seconds(1)) }
        }
        if let failure = feed.failure { throw ProgramError(failure.message) }
        if feed.stoppedAtMaximum { Diagnostics.report("stopped reading at \(command.maxItems) items (--max-items)") }
        return (feed.items, feed.isEnded ? nil : feed)
    }

    func loadItems(cellOptions: CellOptions, clock: SystemClock, tty: ControllingTerminal?) throws -> ItemStore {
        if !command.items.isEmpty { return ItemStore(items: command.items, cellOptions: cellOptions) }
        let progress = ProgressLine()
        let loader = makeLoader(cellOptions: cellOptions, clock: clock, tty: tty, line: progress)
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
        if progress.shown {
            tty?.write("\r\u{1B}[K")
            tty?.setResetBytes("")
        }
        if result.stoppedAtMaximum {
            Diagnostics.report("stopped reading at \(command.maxItems) items (--max-items)")
        }
        return result.items
    }

    /// The loader for the input, its progress line on the terminal after 100 ms (`line` says
    /// whether it was shown, so it can be erased).
    func makeLoader(cellOptions: CellOptions, clock: SystemClock, tty: ControllingTerminal?, line: ProgressLine = ProgressLine()) -> InputLoader {
        InputLoader(
            separator: command.read0 ? .nul : .newline,
            cellOptions: cellOptions,
            maxItems: command.maxItems,
            maxBytes: command.maxBytes,
            clock: clock,
            // No loading line over another program's picture (the picker before this one).
            progress: tty.flatMap { $0.isBorrowed ? nil : $0 }.map { tty in
                { count in
                    if !line.shown { tty.setResetBytes("\r\u{1B}[K") }  // a cancelled load erases it too
                    line.shown = true
                    tty.write("\r\u{1B}[Kmoodpick: loading… \(count) \(count == 1 ? "item" : "items")")
                }
            }
        )
    }
}

/// Whether the loading line is on the terminal.
final class ProgressLine {
    var shown = false
}
