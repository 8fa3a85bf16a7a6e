import MoodpickCore

/// Every option moodpick takes, named by its long form: the one home of the command line.
/// The parser (`ArgumentScanner`), `--help` (`HelpText`), the shell completions
/// (`CompletionScript`) and the typed options (`MoodpickCommand`) all read this table, and a
/// test checks that the man page names every option in it (docs/CONTRACT.md §14).
public enum Option: String, CaseIterable, Sendable {
    // Items and output.
    case itemsFile = "items"
    case read0, output, print0
    case selectOne = "select-1"
    case exitZero = "exit-0"
    case start, prompt, header
    case maxItems = "max-items"
    case maxBytes = "max-bytes"
    case version, help
    // Typing and marking.
    case query, jump, multi
    case startIndex = "start-index"
    // Filter.
    case filter
    case noSort = "no-sort"
    case delimiter
    case withNth = "with-nth"
    case acceptNth = "accept-nth"
    // Motion and snapping.
    case snap, deceleration
    case snapThreshold = "snap-threshold"
    case flickVelocity = "flick-velocity"
    case mouse, animation
    // Where the picture goes.
    case height, fullscreen
    case noClear = "no-clear"
    // Look.
    case color
    case noHelp = "no-help"
    case ascii, spacing
    case maxCellWidth = "max-cell-width"
    // Preview and change events.
    case preview
    case previewHeight = "preview-height"
    case onChange = "on-change"
    // Emoji.
    case emoji, tone, history, copy
    case emojiMaxVersion = "emoji-max-version"
    // Recording and replay.
    case replay, record, trace, screen, frames, cols, rows
    // For the installer.
    case generateCompletionScript = "generate-completion-script"

    /// `--name`, as typed.
    public var long: String { "--" + rawValue }

    /// A one-letter form, typed with one dash.
    public var short: Character? { self == .help ? "h" : nil }

    public var spec: OptionSpec {
        switch self {
        case .itemsFile:
            return OptionSpec(arity: .value("FILE"), section: .options,
                              help: "Read items from FILE, one per line (- for standard input).", completion: .file)
        case .read0:
            return OptionSpec(arity: .flag, section: .options, help: "Items are separated by NUL instead of newline.")
        case .output:
            return OptionSpec(arity: .value("FORMAT"), section: .options,
                              help: "What to print: \(Self.words(OutputFormat.self)).",
                              completion: .words(OutputFormat.allCases.map(\.rawValue)))
        case .print0:
            return OptionSpec(arity: .flag, section: .options, help: "End the output with NUL instead of newline.")
        case .selectOne:
            return OptionSpec(arity: .flag, section: .options, help: "With exactly one item, choose it without showing anything.")
        case .exitZero:
            return OptionSpec(arity: .flag, section: .options, help: "With no items, exit 1 at once without a message.")
        case .start:
            return OptionSpec(arity: .value("TEXT"), section: .options, help:
                "Start on the first item whose line, label or symbol is TEXT, or whose label starts with it; else on index TEXT.")
        case .prompt:
            return OptionSpec(arity: .value("TEXT"), section: .options, help: "The prompt shown before the typed text (default \"> \").")
        case .header:
            return OptionSpec(arity: .value("TEXT"), section: .options, help: "A line shown above the strip.")
        case .maxItems:
            return OptionSpec(arity: .value("N"), section: .options, help: "Stop reading after this many items (default 10000000).")
        case .maxBytes:
            return OptionSpec(arity: .value("N"), section: .options, help: "Read at most this many bytes of input (4 GiB, the most).")
        case .version:
            return OptionSpec(arity: .flag, section: .options, help: "Show the version.")
        case .help:
            return OptionSpec(arity: .flag, section: .options, help: "Show this help.")

        case .query:
            return OptionSpec(arity: .value("TEXT"), section: .typing, help: "Start with this query typed.")
        case .jump:
            return OptionSpec(arity: .flag, section: .typing,
                              help: "Typing jumps to the next item whose label starts with the typed text, instead of filtering.")
        case .multi:
            return OptionSpec(arity: .optionalValue("N"), section: .typing,
                              help: "Tab marks items (at most N; no N or 0: no limit); Enter prints every marked item.")
        case .startIndex:
            return OptionSpec(arity: .value("N"), section: .typing,
                              help: "Start on this 0-based position (as --output index prints it), clamped.")

        case .filter:
            return OptionSpec(arity: .value("QUERY"), section: .filter, help:
                "Print every item that matches QUERY, best first, and exit (0 with a match, 1 without); no picker, no terminal.")
        case .noSort:
            return OptionSpec(arity: .flag, section: .filter, help: "Keep the matches in input order instead of ranking them.")
        case .delimiter:
            return OptionSpec(arity: .value("D"), section: .filter, help: "Split lines into fields at this string (default: runs of blanks).")
        case .withNth:
            return OptionSpec(arity: .value("N[,N…]"), section: .filter,
                              help: "Show and match only these fields: N, -N, N.., ..N, N..M, separated by commas.")
        case .acceptNth:
            return OptionSpec(arity: .value("N[,N…]"), section: .filter,
                              help: "Print only these fields of the chosen line, joined by the delimiter's first character (or a space).")

        case .snap:
            return OptionSpec(arity: .value("RULE"), section: .motion,
                              help: "How a release picks its cell: \(Self.words(SnapName.self)) (default nearest).",
                              completion: .words(SnapName.allCases.map(\.rawValue)))
        case .deceleration:
            return OptionSpec(arity: .value("RATE"), section: .motion,
                              help: "How far a fling coasts: normal (0.998/ms), fast (0.99/ms) or a rate in [0, 1).",
                              completion: .words(["normal", "fast"]))
        case .snapThreshold:
            return OptionSpec(arity: .value("COLUMNS"), section: .motion,
                              help: "Columns a drag must move to change cell under --snap threshold (default 2).")
        case .flickVelocity:
            return OptionSpec(arity: .value("SPEED"), section: .motion,
                              help: "Columns per second that make a flick under --snap paging (default 30).")
        case .mouse:
            return OptionSpec(arity: .negatable, section: .motion, help: "Turn on mouse reporting (--no-mouse: keyboard only).")
        case .animation:
            return OptionSpec(arity: .negatable, section: .motion, help: "Glide to each target (--no-animation: jump there).")

        case .height:
            return OptionSpec(arity: .value("N"), section: .placement, help:
                "Rows the inline picture takes (at least \(Placement.minimumInlineRows); default \(Placement.defaultInlineRows)).")
        case .fullscreen:
            return OptionSpec(arity: .flag, section: .placement,
                              help: "Draw on the whole screen (the alternate screen) instead of under the cursor.")
        case .noClear:
            return OptionSpec(arity: .flag, section: .placement,
                              help: "Leave the last picture on the screen after exit, with the cursor below it.")

        case .color:
            return OptionSpec(arity: .repeated("SPEC"), section: .look,
                              help: "Colors and attributes: [BASE,]NAME:COLOR[:ATTR…]… (BASE: dark, light, 16, bw; fzf's grammar).")
        case .noHelp:
            return OptionSpec(arity: .flag, section: .look, help: "Hide the key help row.")
        case .ascii:
            return OptionSpec(arity: .negatable, section: .look,
                              help: "Draw ASCII only (labels instead of emoji); automatic when the locale is not UTF-8.")
        case .spacing:
            return OptionSpec(arity: .value("COLUMNS"), section: .look, help: "Blank columns between cells (default 2).")
        case .maxCellWidth:
            return OptionSpec(arity: .value("COLUMNS"), section: .look, help: "Widest text cell, padding included (default 24).")

        case .preview:
            return OptionSpec(arity: .value("CMD"), section: .preview, help:
                "Run CMD (sh -c) when the strip rests on a different item and show its output under the strip; "
                    + "{} is the item's line, {n} its index, {symbol}, {label}, {q} the query (each shell-quoted).")
        case .previewHeight:
            return OptionSpec(arity: .value("N"), section: .preview, help: "Rows for the preview's output (default 6).")
        case .onChange:
            return OptionSpec(arity: .value("CMD"), section: .preview,
                              help: "Run CMD (sh -c, same placeholders) when the strip rests on a different item; its output is discarded.")

        case .emoji:
            return OptionSpec(arity: .flag, section: .emoji,
                              help: "Choose from every emoji (Emoji 17.0), labelled with its CLDR name; recent picks first. "
                                  + "Never reads standard input; prints the emoji alone unless --output says otherwise.")
        case .emojiMaxVersion:
            return OptionSpec(arity: .value("N|auto"), section: .emoji,
                              help: "With --emoji, leave out emoji newer than Emoji version N (14.0, 15.1 …); auto (the default): every emoji.",
                              completion: .words(["auto", "13.0", "14.0", "15.0", "15.1", "16.0", "17.0"]))
        case .tone:
            return OptionSpec(arity: .value("TONE"), section: .emoji,
                              help: "With --emoji, show every emoji that takes a skin tone in this one: \(Self.words(SkinTone.self)).",
                              completion: .words(SkinTone.allCases.map(\.rawValue)))
        case .history:
            return OptionSpec(arity: .negatable, section: .emoji,
                              help: "With --emoji, read and record the history of recent picks (--no-history: neither).")
        case .copy:
            return OptionSpec(arity: .flag, section: .emoji,
                              help: "Also copy the chosen text to the clipboard (OSC 52 on the terminal, after it is restored).")

        case .replay:
            return OptionSpec(arity: .value("FILE"), section: .recording,
                              help: "Run headless: play this event script on a virtual clock and screen.", completion: .file)
        case .record:
            return OptionSpec(arity: .value("FILE"), section: .recording, help: "Write this run's events as a replay script.",
                              completion: .file)
        case .trace:
            return OptionSpec(arity: .value("FILE"), section: .recording,
                              help: "Write one line per drawn frame: <ms> <offset> <centered index>.", completion: .file)
        case .screen:
            return OptionSpec(arity: .value("FILE"), section: .recording, help: "Write the last drawn frame as text.", completion: .file)
        case .frames:
            return OptionSpec(arity: .value("FILE"), section: .recording,
                              help: "Write every drawn frame with its styles (what moodpick-pictures reads).", completion: .file)
        case .cols:
            return OptionSpec(arity: .value("N"), section: .recording, help: "Screen columns of a --replay run (default 80).")
        case .rows:
            return OptionSpec(arity: .value("N"), section: .recording, help: "Screen rows of a --replay run (default 24).")

        case .generateCompletionScript:
            return OptionSpec(arity: .value("SHELL"), section: .options, help: "Print the completion script for bash, zsh or fish.",
                              completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)), hidden: true)
        }
    }

    /// `a, b or c`: the names a value may take, for the help.
    private static func words<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
        listing(T.allCases.map(\.rawValue))
    }

    /// `a, b or c`, in the help and in the messages about a value.
    static func listing(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The names `--snap` takes.
public enum SnapName: String, CaseIterable, Sendable {
    case nearest, directional, threshold, paging
}
