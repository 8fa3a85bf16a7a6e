import Dispatch
import MoodpickCore
import MoodpickTerminal

/// moodpick's pickers, for a Swift program: each draws on the terminal (`/dev/tty`, never
/// standard output, so `print(try await Moodpick.pick(…))` composes in a pipe), waits for the
/// person at it, gives the terminal back as it found it, and returns what was chosen, or `nil`
/// when the person left with Esc or Ctrl-C.
///
/// One pick at a time: each takes the terminal for as long as it runs. Each runs its loop on a
/// thread of its own, so the awaiting task's thread is free meanwhile.
public enum Moodpick {
    /// Shows `items` on the strip and returns the one chosen with Enter (or a click).
    ///
    /// `nil` when the person leaves (Esc, Ctrl-C, Ctrl-G, Ctrl-Q) or presses Enter while the
    /// query matches nothing. Empty strings are not shown. Throws ``PickError`` when there is no
    /// terminal to draw on or the options are out of range.
    public static func pick(_ items: [String], options: PickOptions = PickOptions()) async throws -> Choice? {
        try await onOwnThread { () throws(PickError) -> Choice? in
            let shown = ShownItems(items)
            return try TerminalStage.run(options) { stage in
                let store = shown.store(ascii: stage.ascii)
                return StripRun(options: options, stage: stage).pick(store).map { picked in
                    Choice(index: shown.kept[picked.index], item: items[shown.kept[picked.index]], query: picked.query)
                }
            }
        }
    }

    /// Shows the strip at once and adds the items of `items` to it as they arrive, as the
    /// command line does with a pipe still running (docs/CONTRACT.md §12).
    ///
    /// The choice's ``Choice/index`` counts the items in the order they arrived. When the pick
    /// ends first, the sequence is no longer read (its task is cancelled). An error the sequence
    /// throws ends the reading; the items so far stay. Empty strings are not shown.
    public static func pick<Items: AsyncSequence & Sendable>(
        from items: Items, options: PickOptions = PickOptions()
    ) async throws -> Choice? where Items.Element == String {
        let feed = try ItemFeed(ascii: !LocaleSetup.configure())
        let sender = Task { await feed.deliver(items) }
        defer {
            sender.cancel()
            feed.finish()
        }
        return try await onOwnThread { () throws(PickError) -> Choice? in
            try TerminalStage.run(options, feed: feed.input) { stage in
                let arrived = stage.terminal.feed.map { TerminalInput.items($0.items, loading: !$0.isEnded) }
                return StripRun(options: options, stage: stage).pick(arrived: arrived).map { picked in
                    Choice(index: feed.arrivalIndex(of: picked.index), item: picked.text, query: picked.query)
                }
            }
        }
    }

    /// The emoji catalog (`moodpick --emoji`, docs/EMOJI.md): search it by name, keyword or
    /// group; an emoji that takes a skin tone opens its tone strip. The choice's ``Choice/item``
    /// is the emoji, a space and its name (`👍🏽 thumbs up: medium skin tone`), its
    /// ``Choice/index`` the emoji's place in the catalog's order (or in its tone strip).
    public static func emoji(options: PickOptions = PickOptions()) async throws -> Choice? {
        try await onOwnThread { () throws(PickError) -> Choice? in
            try TerminalStage.run(options) { stage in
                let emoji = EmojiItems(cellOptions: CellOptions(ascii: stage.ascii))
                return StripRun(options: options, stage: stage).pick(emoji: emoji).map { picked in
                    Choice(index: picked.index, item: picked.text, query: picked.query)
                }
            }
        }
    }

    /// A number wheel (`moodpick --range`): `range` is `LO..HI` or `LO..HI:STEP`
    /// (`"1..10"`, `"0..2.5:0.25"`, docs/WHEELS.md); it starts at `start` (one of the values)
    /// or at LO; `unit` is shown beside the value. Returns the value as the command line prints
    /// it (`"2.50"`), or `nil` when left.
    public static func number(_ range: String, start: String? = nil, unit: String? = nil, options: PickOptions = PickOptions()) async throws
        -> String?
    {
        let stack = try wheels { () throws(WheelUsageError) in try WheelSpec.range(range, start: start, unit: unit) }
        return try await pick(stack, options: options)
    }

    /// Hour and minute wheels (`moodpick --time`): minutes on a `step` that divides the hour
    /// (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60), from `start` (`"HH:MM"`, on the step) or
    /// now rounded to the step, between `min` and `max` (`"HH:MM"`). Returns `"HH:MM"`, or
    /// `nil` when left.
    public static func time(
        step: Int = 1, start: String? = nil, min: String? = nil, max: String? = nil, options: PickOptions = PickOptions()
    ) async throws -> String? {
        let now = WheelNow(LocalTime.now())
        let stack = try wheels { () throws(WheelUsageError) in try WheelSpec.time(step: step, start: start, min: min, max: max, now: now.time) }
        return try await pick(stack, options: options)
    }

    /// Year, month and day wheels (`moodpick --date`): from `start` (`"YYYY-MM-DD"`) or
    /// today, between `min` and `max` (`"YYYY-MM-DD"`; without them 0001-01-01 to
    /// 9999-12-31). Returns `"YYYY-MM-DD"`, or `nil` when left.
    public static func date(start: String? = nil, min: String? = nil, max: String? = nil, options: PickOptions = PickOptions()) async throws
        -> String?
    {
        let today = WheelNow(LocalTime.now())
        let stack = try wheels { () throws(WheelUsageError) in try WheelSpec.date(start: start, min: min, max: max, today: today.date) }
        return try await pick(stack, options: options)
    }

    /// The wheels the command line's wheel options make, or its message as a thrown error.
    private static func wheels(_ make: () throws(WheelUsageError) -> WheelStack) throws(PickError) -> WheelStack {
        do {
            return try make()
        } catch {
            throw .invalidOptions(error.description)
        }
    }

    /// `stack` on the terminal: its value as printed, or nil when left.
    private static func pick(_ stack: WheelStack, options: PickOptions) async throws -> String? {
        try await onOwnThread { () throws(PickError) -> String? in
            try TerminalStage.run(options) { stage in
                let view = WheelView(prompt: options.prompt, ascii: stage.ascii, theme: stage.theme, spacing: options.spacing, showsHelp: options.showsKeyHelp)
                var picker = WheelPicker(stack: stack, view: view, options: stage.options, picture: stage.terminal.viewport.picture,
                                         at: stage.clock.now())
                guard case .chosen = stage.run(&picker, onSettle: options.onSettle) else { return nil }
                return picker.stack.text
            }
        }
    }

    /// Runs `work` on a thread of its own (the loop blocks while it waits for keys) and
    /// resumes the caller with its result.
    private static func onOwnThread<R: Sendable>(_ work: @escaping @Sendable () throws(PickError) -> R) async throws -> R {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                do {
                    continuation.resume(returning: try work())
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
