import MoodpickCore
import MoodpickTerminal

/// The items of a run, read from the first source that applies (docs/CONTRACT.md §1): the
/// arguments, `--items FILE`, standard input (streaming in while it still arrives), or the
/// built-in moods; `--emoji`'s catalog instead of all of them.
struct ItemSource {
    let options: InputOptions
    let cellOptions: CellOptions
    let clock: SystemClock
    /// The terminal, for the loading line; nil in a replay and under `--filter`.
    let tty: ControllingTerminal?
    /// Whether the loading line may be drawn: not under `--accessible`, which writes no escape sequence.
    var showsProgress = true

    /// What was read: the items so far, and the reader of standard input when it goes on
    /// arriving beside the picker.
    struct Loaded {
        var store: ItemStore
        let feed: StreamingInput?
        let emoji: EmojiItems?
        /// Whether `--max-items` ended the reading before the picker came up.
        let stoppedBeforeThePicker: Bool
        /// `--ansi`: each item's colors from its own escape sequences (nil without `--ansi`).
        var styles: [Style]? = nil

        /// Whether `--max-items` ended the reading, before the picker came up or since.
        var stoppedAtMaximum: Bool { stoppedBeforeThePicker || feed?.stoppedAtMaximum == true }
    }

    /// When nothing at all has arrived, how long before the (empty) picker comes up anyway, so
    /// that Esc works while a slow command has not printed yet, and late enough that a picker
    /// upstream (`moodpick a b | moodpick`) has opened the terminal and is recognised first.
    static let emptyStart: Duration = .milliseconds(100)
    /// Most bytes one look at standard input takes in before the clock is looked at again.
    static let startBatchBytes = 256 << 10

    /// The items with `fields` applied: the catalog's, else standard input streaming in when
    /// `streams` and it is a pipe still arriving, else everything loaded first.
    func load(streaming streams: Bool, emoji: EmojiItems?, fields: FieldSelection) throws -> Loaded {
        var loaded: Loaded
        if let emoji {
            loaded = Loaded(store: emoji.store, feed: nil, emoji: emoji, stoppedBeforeThePicker: false)
        } else if streams, let started = try startStreaming() {
            loaded = started
        } else {
            let (store, stopped, styles) = try loadWhole()
            loaded = Loaded(store: store, feed: nil, emoji: nil, stoppedBeforeThePicker: stopped, styles: styles)
        }
        tty?.saveModesAgainIfBorrowed()
        loaded.store = loaded.store.showing(fields)
        return loaded
    }

    /// "stopped reading at N items": the one place it is said, once the picture is gone.
    func reportStopped() {
        Diagnostics.report("stopped reading at \(options.maxItems) items (--max-items)")
    }

    /// Standard input, when it is a pipe (not a file) still arriving once its first item is in:
    /// the items so far and the reader that goes on beside the keyboard. The picker comes up at
    /// once (docs/CONTRACT.md §12): the terminal's start-up probe goes out next, and the items
    /// that come while its answers travel are read in the meantime (`TTYTerminal`), so the
    /// first frame follows the answers, not a wait for more input. With no item yet, it comes
    /// up empty at ``emptyStart``, unless a picker upstream holds the terminal. Nil when the
    /// input is not such a pipe, or has ended: then it is loaded whole, as any input.
    private func startStreaming() throws -> Loaded? {
        var status = stat()
        guard options.readsStandardInput, fstat(0, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG,
              let feed = StreamingInput(fd: 0, name: "standard input", loader: makeLoader()) else {
            return nil
        }
        let start = clock.now()
        while !feed.isEnded && feed.count == 0 {
            let elapsed = clock.now() - start
            if elapsed >= Self.emptyStart { break }
            feed.read(waiting: max(Self.emptyStart - elapsed, .milliseconds(1)), batch: Self.startBatchBytes)
        }
        // Nothing yet, from a program that holds the terminal itself (`moodpick a b | moodpick`):
        // it writes when it is done; taking the terminal now would draw over it. Wait our turn.
        if feed.count == 0 && !feed.isEnded && feed.writerHoldsTerminal {
            while !feed.isEnded { feed.read(waiting: .seconds(1)) }
        }
        if let failure = feed.failure { throw ProgramError(failure.message) }
        return Loaded(store: feed.items, feed: feed.isEnded ? nil : feed, emoji: nil, stoppedBeforeThePicker: feed.stoppedAtMaximum)
    }

    /// Every item, read before the picker comes up, and whether `--max-items` stopped the reading.
    /// Every item, whole: `--tac` reverses them, `--ansi` takes their escape sequences out (and
    /// gives their styles).
    func loadWhole() throws -> (items: ItemStore, stoppedAtMaximum: Bool, styles: [Style]?) {
        let (items, stopped) = try readWhole()
        guard options.ansi else { return (items, stopped, nil) }
        let (plain, styles) = items.strippingEscapes(cellOptions: cellOptions)
        return (plain, stopped, styles)
    }

    private func readWhole() throws -> (items: ItemStore, stoppedAtMaximum: Bool) {
        if !options.items.isEmpty {
            return (ItemStore(items: options.reversed ? options.items.reversed() : options.items, cellOptions: cellOptions), false)
        }
        let progress = ProgressLine()
        let loader = makeLoader(line: progress)
        let result: InputLoader.Result
        if options.itemsFile == "-" {
            result = try loader.load(fd: 0, name: "standard input")
        } else if let path = options.itemsFile {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw ProgramError("cannot open \(path): \(FileIO.lastError)") }
            defer { close(fd) }
            result = try loader.load(fd: fd, name: path)
        } else if options.readsStandardInput {  // a closed stdin is no source
            result = try loader.load(fd: 0, name: "standard input")
        } else {
            return (ItemStore(items: options.reversed ? BuiltInMoods.lines.reversed() : BuiltInMoods.lines, cellOptions: cellOptions), false)
        }
        if progress.shown {
            tty?.write("\r\u{1B}[K")
            tty?.setResetBytes("")
        }
        return (options.reversed ? result.items.reversed(cellOptions: cellOptions) : result.items, result.stoppedAtMaximum)
    }

    /// The loader for the input, its progress line on the terminal after 100 ms (`line` says
    /// whether it was shown, so it can be erased).
    private func makeLoader(line: ProgressLine = ProgressLine()) -> InputLoader {
        InputLoader(
            separator: options.separator,
            cellOptions: cellOptions,
            maxItems: options.maxItems,
            maxBytes: options.maxBytes,
            clock: clock,
            // No loading line over another program's picture (the picker before this one).
            progress: tty.flatMap { $0.isBorrowed || !showsProgress ? nil : $0 }.map { tty in
                { count in
                    if !line.shown { tty.setResetBytes("\r\u{1B}[K") }  // a cancelled load erases it too
                    line.shown = true
                    tty.write("\r\u{1B}[Kmoodpick: loading\(cellOptions.ascii ? "..." : "…") \(count) \(count == 1 ? "item" : "items")")
                }
            }
        )
    }
}

/// Whether the loading line is on the terminal.
final class ProgressLine {
    var shown = false
}
