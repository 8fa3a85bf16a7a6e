import MoodpickCore

/// Every option moodpick takes, named by its long form: the one home of the command line.
/// The parser (`ArgumentScanner`), `--help` (`HelpText`), the shell completions
/// (`CompletionScript`) and the typed options (`MoodpickCommand`) all read this table (its
/// entries are in `OptionTable.swift`), and a test checks that the man page names every option
/// in it (docs/CONTRACT.md §14).
package enum Option: String, CaseIterable, Sendable {
    // Items and output.
    case itemsFile = "items"
    case read0, output, print0
    case selectOne = "select-1"
    case exitZero = "exit-0"
    case start, prompt, header
    case maxItems = "max-items"
    case maxBytes = "max-bytes"
    case version, help
    case helpAll = "help-all"
    // Typing and marking.
    case query, jump, multi
    case startIndex = "start-index"
    // Filter.
    case filter, sort, delimiter
    case withNth = "with-nth"
    case acceptNth = "accept-nth"
    // Motion and snapping.
    case snap, deceleration
    case snapThreshold = "snap-threshold"
    case flickVelocity = "flick-velocity"
    case mouse, animation
    // Where the picture goes.
    case height, fullscreen, clear
    // Look.
    case color
    case keyHelp = "key-help"
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
    // Shell integration and the tmux popup.
    case bash, zsh, fish, tmux
    case shellLine = "shell-line"
    // The text widgets and what feeds them (docs/CONTRACT.md §16).
    case widgets, walk
    case shellHistory = "shell-history"
    // Accessibility.
    case accessible
    // Wheels: number, time and date pickers (docs/WHEELS.md).
    case range, time
    case timeStep = "time-step"
    case date, min, max, unit
    // Confirm: a row of buttons (docs/CONTRACT.md, "Confirm").
    case confirm
    case defaultButton = "default"
    // For the installer.
    case generateCompletionScript = "generate-completion-script"
    // fzf's options of these names (issue 22): how the query matches, what is printed, the order.
    case exact
    case ignoreCase = "ignore-case"
    case printQuery = "print-query"
    case tac, ansi
    // The vertical layout and fzf's words for it (issue 33, docs/CONTRACT.md §19).
    case layout, reverse, border
    case previewWindow = "preview-window"
    // Images as cells (issue 35, docs/IMAGES.md).
    case images
    case imageNth = "image-nth"
    case cellSize = "cell-size"

    /// `--name`, as typed.
    package var long: String { "--" + rawValue }

    /// A one-letter form, typed with one dash: fzf's letters (`-q`, `-f`, `-1`, `-0`, `-m`, `-d`,
    /// `-e`, `-i`, `-h`). An option with a value takes it attached or as the next argument
    /// (`-qX`, `-q X`); `-m` takes a limit only attached (`-m2`). As in fzf, letters do not bundle.
    package var short: Character? {
        switch self {
        case .help: return "h"
        case .query: return "q"
        case .filter: return "f"
        case .selectOne: return "1"
        case .exitZero: return "0"
        case .multi: return "m"
        case .delimiter: return "d"
        case .exact: return "e"
        case .ignoreCase: return "i"
        default: return nil
        }
    }

    /// fzf's one-letter negation, typed with a plus: `+m` (`--no-multi`), `+i` (`--no-ignore-case`:
    /// case-sensitive), `+s` (`--no-sort`).
    package var plus: Character? {
        switch self {
        case .multi: return "m"
        case .ignoreCase: return "i"
        case .sort: return "s"
        default: return nil
        }
    }

    /// The form that turns the option off, as typed: `--no-mouse` for every negatable flag and
    /// for `--multi`, so that any default can be undone for one run. The key help row's is
    /// `--no-help`, the name it had before it could be turned back on (`--key-help`).
    package var negation: String? {
        switch spec.arity {
        case .negatable, .optionalValue: return self == .keyHelp ? "--no-help" : "--no-" + rawValue
        case .flag, .value, .repeated: return nil
        }
    }

    /// The option of this long name (`name` without its dashes), exactly as the table spells it:
    /// a scan of the cases that compares lengths and first bytes first, so only the one or two
    /// that share both are compared byte by byte. The enum's own `init(rawValue:)` builds a cache of all the names
    /// at its first call, 4 % of a short pick's instructions (Benchmarks/README.md, "The start-up budget"); the scan
    /// still reads the names from the one table, the cases' raw values.
    package static func named(_ name: Substring) -> Option? {
        let length = name.utf8.count
        let first = name.utf8.first
        for option in allCases {
            let candidate = option.rawValue.utf8
            if candidate.count == length && candidate.first == first && candidate.elementsEqual(name.utf8) { return option }
        }
        return nil
    }

    /// The option whose negation is `--name` (`name` without its dashes), if any.
    static func negated(named name: Substring) -> Option? {
        let typed = "--" + name
        if name.hasPrefix("no-"), let option = named(name.dropFirst(3)), option.negation == typed {
            return option
        }
        return allCases.first { $0.negation == typed }
    }

    /// `a, b or c`, in the help and in the messages about a value.
    @usableFromInline
    static func listing(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The names `--snap` takes.
package enum SnapName: String, CaseIterable, Sendable {
    case nearest, directional, threshold, paging
}

extension SnapName {
    /// The rule of this name, with the values `--snap-threshold` and `--flick-velocity` give
    /// the two rules that take one.
    package func rule(threshold: Double, flickVelocity: Double) -> SnapRule {
        switch self {
        case .nearest: return .nearest
        case .directional: return .directional
        case .threshold: return .threshold(columns: threshold)
        case .paging: return .paging(flickVelocity: flickVelocity)
        }
    }
}
