import MoodpickCore

/// The option table's entries, one function per group of `--help` sections so that none is
/// long. A default that a core type already names is taken from there (`SnapRule`,
/// `CellOptions`, `StripView`, `Placement`); the others live here and nowhere else.
extension Option {
    package var spec: OptionSpec {
        guard let spec = engineSpec ?? modeSpec else {
            preconditionFailure("\(long) has no entry in the option table")
        }
        return spec
    }

    /// The shared groups' entries. Two chains, not one: a single chain of a dozen `??` is
    /// more than the type checker solves in reasonable time.
    private var engineSpec: OptionSpec? {
        itemsSpec ?? typingSpec ?? motionSpec ?? lookSpec ?? emojiSpec ?? shellSpec ?? recordingSpec ?? fzfSpec
    }

    /// The modes' entries, each in its mode's folder (`Modes/<Name>/`): a new mode adds its own here.
    private var modeSpec: OptionSpec? { accessibilitySpec ?? wheelsSpec ?? layoutSpec ?? confirmSpec ?? imagesSpec }

    /// OPTIONS: items, output, the prompt and header.
    private var itemsSpec: OptionSpec? {
        switch self {
        case .itemsFile:
            return OptionSpec(arity: .value("FILE"), section: .options,
                              help: "Read items from FILE, one per line (- for standard input).", completion: .file)
        case .read0:
            return OptionSpec(arity: .negatable, section: .options, help: "Items are separated by NUL instead of newline.")
        case .output:
            return OptionSpec(arity: .value("FORMAT"), section: .options, help: "What to print: \(Self.words(OutputFormat.self)).",
                              defaultValue: OutputFormat.line.rawValue, completion: .words(OutputFormat.allCases.map(\.rawValue)))
        case .print0:
            return OptionSpec(arity: .negatable, section: .options, help: "End the output with NUL instead of newline.")
        case .selectOne:
            return OptionSpec(arity: .negatable, section: .options, help: "With exactly one match of --query (one item without it), choose it without showing anything.")
        case .exitZero:
            return OptionSpec(arity: .negatable, section: .options, help: "With no match of --query (no items without it), exit 1 at once without a message.")
        case .start:
            return OptionSpec(arity: .value("TEXT"), section: .options, help:
                "Start on the first item whose line, label or symbol is TEXT, or whose label starts with it; else on index TEXT.")
        case .prompt:
            return OptionSpec(arity: .value("TEXT"), section: .options, help: "The prompt shown before the typed text.",
                              defaultValue: HelpRow.defaultPrompt)
        case .header:
            return OptionSpec(arity: .value("TEXT"), section: .options, help: "A line shown above the strip.")
        case .maxItems:
            return OptionSpec(arity: .value("N"), section: .options, help: "Stop reading after this many items.",
                              defaultValue: "10000000")
        case .maxBytes:
            return OptionSpec(arity: .value("N"), section: .options, help: "Read at most this many bytes of input (4 GiB, the most).",
                              defaultValue: String(UInt32.max))
        case .version:
            return OptionSpec(arity: .flag, section: .options, help: "Show the version.")
        case .help:
            return OptionSpec(arity: .flag, section: .options, help: "Show this help: the everyday options, the others named.")
        case .helpAll:
            return OptionSpec(arity: .flag, section: .options, help: "Show every option in full, with its default.")
        case .generateCompletionScript:
            return OptionSpec(arity: .value("SHELL"), section: .options, help: "Print the completion script for bash, zsh or fish.",
                              completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)), hidden: true)
        default:
            return nil
        }
    }

    /// TYPING AND MARKING, and FILTER.
    private var typingSpec: OptionSpec? {
        switch self {
        case .query:
            return OptionSpec(arity: .value("TEXT"), section: .typing, help: "Start with this query typed.")
        case .jump:
            return OptionSpec(arity: .negatable, section: .typing,
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
        case .sort:
            return OptionSpec(arity: .negatable, section: .filter,
                              help: "Rank the matches best first (--no-sort: keep them in input order).", defaultValue: "on")
        case .delimiter:
            return OptionSpec(arity: .value("D"), section: .filter, help:
                "Split lines into fields at this regular expression, as fzf: \\t, [:,], \\s+ (default: runs of blanks).")
        case .withNth:
            return OptionSpec(arity: .value("N[,N…]"), section: .filter,
                              help: "Show and match only these fields: N, -N, N.., ..N, N..M, separated by commas.")
        case .acceptNth:
            return OptionSpec(arity: .value("N[,N…]"), section: .filter,
                              help: "Print only these fields of the chosen line, joined by the delimiter's first character (or a space).")
        default:
            return nil
        }
    }

    /// MOTION AND SNAPPING, and WHERE THE PICTURE GOES.
    private var motionSpec: OptionSpec? {
        switch self {
        case .snap:
            return OptionSpec(arity: .value("RULE"), section: .motion, help: "How a release picks its cell: \(Self.words(SnapName.self)).",
                              defaultValue: SnapName.nearest.rawValue, completion: .words(SnapName.allCases.map(\.rawValue)))
        case .deceleration:
            return OptionSpec(arity: .value("RATE"), section: .motion,
                              help: "How far a fling coasts: normal (0.998/ms), fast (0.99/ms) or a rate in [0, 1).",
                              defaultValue: "normal", completion: .words(["normal", "fast"]))
        case .snapThreshold:
            return OptionSpec(arity: .value("COLUMNS"), section: .motion, help: "Columns a drag must move to change cell under --snap threshold.",
                              defaultValue: OptionSpec.typed(SnapRule.defaultThreshold))
        case .flickVelocity:
            return OptionSpec(arity: .value("SPEED"), section: .motion, help: "Columns per second that make a flick under --snap paging.",
                              defaultValue: OptionSpec.typed(SnapRule.defaultFlickVelocity))
        case .mouse:
            return OptionSpec(arity: .negatable, section: .motion, help: "Mouse reporting (--no-mouse: keyboard only).", defaultValue: "on")
        case .animation:
            return OptionSpec(arity: .negatable, section: .motion, help: "Glide to each target (--no-animation: jump there).",
                              defaultValue: "on")
        case .height:
            return OptionSpec(arity: .value("N"), section: .placement, help:
                "Rows the inline picture takes (at least \(Placement.minimumInlineRows); default \(Placement.defaultInlineRows), "
                    + "40% upright), or N% of the screen's rows as fzf's; "
                    + "given after --fullscreen, it draws inline again.")
        case .fullscreen:
            return OptionSpec(arity: .negatable, section: .placement,
                              help: "Draw on the whole screen (the alternate screen) instead of under the cursor; it drops an earlier --height.")
        case .clear:
            return OptionSpec(arity: .negatable, section: .placement,
                              help: "Erase the picture on exit (--no-clear: leave the last one on the screen, the cursor below it).",
                              defaultValue: "on")
        default:
            return nil
        }
    }

    /// LOOK, and PREVIEW AND CHANGE EVENTS.
    private var lookSpec: OptionSpec? {
        switch self {
        case .color:
            return OptionSpec(arity: .repeated("SPEC"), section: .look,
                              help: "Colors and attributes: [BASE,]NAME:COLOR[:ATTR…]… (BASE: auto, the default: dark or light from the "
                                  + "terminal's background; default, dark, light, 16, bw; fzf's grammar).")
        case .keyHelp:
            return OptionSpec(arity: .negatable, section: .look, help: "Show the key help row (--no-help: hide it).", defaultValue: "on")
        case .ascii:
            return OptionSpec(arity: .negatable, section: .look,
                              help: "Draw ASCII only (labels instead of emoji); automatic when the locale is not UTF-8.")
        case .spacing:
            return OptionSpec(arity: .value("COLUMNS"), section: .look, help: "Blank columns between cells.", defaultValue: "2")
        case .maxCellWidth:
            return OptionSpec(arity: .value("COLUMNS"), section: .look, help: "Widest text cell, padding included.",
                              defaultValue: String(CellOptions.defaultMaxCellWidth))
        case .preview:
            return OptionSpec(arity: .value("CMD"), section: .preview, help:
                "Run CMD (sh -c) when the strip rests on a different item and show its output under the strip; "
                    + "{} is the item's line, {n} its index, {symbol}, {label}, {q} the query (each shell-quoted: put them outside quotes).")
        case .previewHeight:
            return OptionSpec(arity: .value("N"), section: .preview, help: "Rows for the preview's output.", defaultValue: "6")
        case .onChange:
            return OptionSpec(arity: .value("CMD"), section: .preview,
                              help: "Run CMD (sh -c, same placeholders) when the strip rests on a different item; its output is discarded.")
        default:
            return nil
        }
    }

    /// EMOJI.
    private var emojiSpec: OptionSpec? {
        switch self {
        case .emoji:
            return OptionSpec(arity: .negatable, section: .emoji,
                              help: "Choose from every emoji (Emoji 17.0), labelled with its CLDR name; recent picks first. "
                                  + "Never reads standard input; prints the emoji alone unless --output says otherwise.")
        case .emojiMaxVersion:
            return OptionSpec(arity: .value("N|auto"), section: .emoji,
                              help: "With --emoji, leave out emoji newer than Emoji version N (14.0, 15.1 …); auto: what the terminal draws.",
                              defaultValue: "auto", completion: .words(["auto", "13.0", "14.0", "15.0", "15.1", "16.0", "17.0"]))
        case .tone:
            return OptionSpec(arity: .value("TONE"), section: .emoji,
                              help: "With --emoji, show every emoji that takes a skin tone in this one: \(Self.words(SkinTone.self)).",
                              completion: .words(SkinTone.allCases.map(\.rawValue)))
        case .history:
            return OptionSpec(arity: .negatable, section: .emoji,
                              help: "With --emoji, read and record the history of recent picks (--no-history: neither).", defaultValue: "on")
        case .copy:
            return OptionSpec(arity: .negatable, section: .emoji, help:
                "Also copy the chosen text to the clipboard (OSC 52 on the terminal, after it is restored), "
                    + "when it fits in \(ClipboardSequence.maximumTextBytes) bytes.")
        default:
            return nil
        }
    }

    /// SHELL AND TMUX.
    private var shellSpec: OptionSpec? {
        switch self {
        case .bash, .zsh, .fish:
            return OptionSpec(arity: .flag, section: .shell, help:
                "Print the \(rawValue) integration (the widgets of --widgets) and exit; set up: \(Self.setUp[self] ?? "").")
        case .shellLine:
            return OptionSpec(arity: .flag, section: .shell, help:
                "For the bash widget: write the items PROMPT BEFORE AFTER (the line left and right of the cursor) on the cursor's row, its controls shown as ^X, cut to the row around the cursor, and exit.")
        case .widgets:
            return OptionSpec(arity: .value("LIST"), section: .shell, help:
                "With --bash, --zsh or --fish: the widgets to bind, comma-separated: emoji (Alt-:), history (Ctrl-R), files (Ctrl-T), dirs (Alt-C).",
                defaultValue: "emoji", completion: .words(["emoji", "history", "files", "dirs"]))
        case .walk:
            return OptionSpec(arity: .value("WHAT"), section: .shell, help:
                "Write the paths under each folder item (none: .) as they are found, and exit: WHAT is files or dirs, or both, "
                    + "with hidden, vcs or follow, comma-separated.", completion: .words(["files", "dirs", "files,dirs", "files,hidden"]))
        case .shellHistory:
            return OptionSpec(arity: .value("SHELL"), section: .shell, help:
                "For the history widget: read SHELL's history on standard input, write each command once, newest first, NUL-ended, and exit.",
                completion: .words(["bash", "zsh", "fish"]))
        case .tmux:
            return OptionSpec(arity: .optionalValue("SIZE"), section: .shell, help:
                "Inside tmux 3.3 or newer, pick in a popup of SIZE: WIDTH[%][,HEIGHT[%]] (default 80%, as high as the picture).")
        default:
            return nil
        }
    }

    /// The one line that sets the shell integration up, in the rc file.
    private static let setUp: [Option: String] = [
        .bash: "eval \"$(moodpick --bash)\"", .zsh: "source <(moodpick --zsh)", .fish: "moodpick --fish | source",
    ]

    /// RECORDING AND REPLAY.
    private var recordingSpec: OptionSpec? {
        switch self {
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
            return OptionSpec(arity: .value("N"), section: .recording, help: "Screen columns of a --replay run.", defaultValue: "80")
        case .rows:
            return OptionSpec(arity: .value("N"), section: .recording, help: "Screen rows of a --replay run.", defaultValue: "24")
        default:
            return nil
        }
    }

    /// fzf's options of the same names (issue 22): in the FILTER and OPTIONS sections.
    private var fzfSpec: OptionSpec? {
        switch self {
        case .exact:
            return OptionSpec(arity: .negatable, section: .filter,
                              help: "Every word matches as a substring, not fuzzily ('word: fuzzy again), as fzf's -e.")
        case .ignoreCase:
            return OptionSpec(arity: .negatable, section: .filter, help:
                "Ignore case (--no-ignore-case or +i: respect it); neither: smart case, a word with an uppercase letter respects it.")
        case .printQuery:
            return OptionSpec(arity: .negatable, section: .options,
                              help: "Print the query on a line of its own before the choice, also when nothing is chosen for no match.")
        case .tac:
            return OptionSpec(arity: .negatable, section: .options, help: "Take the items in reverse order, the last one read first.")
        case .ansi:
            return OptionSpec(arity: .negatable, section: .options, help:
                "Read escape sequences in items (git --color=always) as fzf: neither matched nor printed, the item in their color.")
        default:
            return nil
        }
    }

    /// `a, b or c`: the names a value may take, for the help.
    private static func words<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
        listing(T.allCases.map(\.rawValue))
    }
}
