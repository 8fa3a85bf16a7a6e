/// What an option takes after its name. Every option with a value takes the next argument
/// whatever it looks like (`--prompt '-> '`, `--spacing -3`, `--with-nth -1`), as getopt and fzf
/// do: a bad value is then reported as that value, never as a missing one.
package enum OptionArity: Equatable, Sendable {
    /// `--help`, `--version`: a request, given or not (nothing to turn off).
    case flag
    /// `--mouse` / `--no-mouse`: on or off; the last one given wins, so a default is never stuck.
    /// Every flag that is a setting is one (docs/CONTRACT.md §14).
    case negatable
    /// `--height N` or `--height=N`: one value, named `N` in the help; given again, the last wins.
    case value(String)
    /// `--multi[=N]`: a value only after `=`, so in `--multi a b` the `a` stays an item.
    case optionalValue(String)
    /// `--color SPEC`: a value per use, every use kept in order.
    case repeated(String)

    /// The value's name in the help (`FILE`, `N`), nil for flags.
    package var valueName: String? {
        switch self {
        case .flag, .negatable: return nil
        case .value(let name), .optionalValue(let name), .repeated(let name): return name
        }
    }
}

/// What a shell offers after an option that takes a value.
package enum ValueCompletion: Equatable, Sendable {
    /// Nothing in particular (free text, a number).
    case none
    /// File names.
    case file
    /// One of these words.
    case words([String])
}

/// The sections of `--help`, in the order they are printed: the options a user picks with
/// first, the recording and replay options (for tests and bug reports) last.
package enum HelpSection: CaseIterable, Sendable {
    case options, typing, filter, motion, placement, look, preview, emoji, shell, recording

    package var title: String {
        switch self {
        case .options: return "OPTIONS:"
        case .typing: return "TYPING AND MARKING:"
        case .filter: return "FILTER:"
        case .motion: return "MOTION AND SNAPPING:"
        case .placement: return "WHERE THE PICTURE GOES:"
        case .look: return "LOOK:"
        case .preview: return "PREVIEW AND CHANGE EVENTS:"
        case .emoji: return "EMOJI:"
        case .shell: return "SHELL AND TMUX:"
        case .recording: return "RECORDING AND REPLAY:"
        }
    }
}

/// Everything moodpick knows about one option: how it is parsed, what it is when not given,
/// where `--help` lists it and with which words, and what a shell completes after it.
///
/// Every run reads the table for each option's default, so the help and the completion words
/// (listings of names, joined) are only worked out when read: `--help`, the completion scripts.
/// Worked out at every read, they were a fifth of a short run's instructions (Benchmarks/README.md, §4).
package struct OptionSpec: Sendable {
    package let arity: OptionArity
    package let section: HelpSection
    /// The help, worked out when it is read.
    private let helpText: @Sendable () -> String
    /// What a shell completes, worked out when it is read.
    private let completionWords: @Sendable () -> ValueCompletion
    /// What the run takes when the option is not given, as it would be typed: `2`, `> `,
    /// `nearest`; `on` for a negatable flag that is on unless turned off (nil: off). The one
    /// home of each default: `ParsedArguments` reads it, `--help` shows it.
    package var defaultValue: String?
    /// Not listed in `--help` nor completed (`--generate-completion-script`, for the installer).
    package var hidden: Bool

    package init(
        arity: OptionArity, section: HelpSection, help: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil,
        completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none, hidden: Bool = false
    ) {
        self.arity = arity
        self.section = section
        helpText = help
        self.defaultValue = defaultValue
        completionWords = completion
        self.hidden = hidden
    }

    /// One sentence or more, ending in `.`; `--help` adds the default before that last `.`.
    package var help: String { helpText() }
    package var completion: ValueCompletion { completionWords() }

    /// The help as `--help` shows it, with the default before the last `.` when there is one:
    /// `… (default 2).`, or inside a last parenthesis, `(--no-mouse: keyboard only; default on).`
    /// The default is quoted when it is empty or holds a blank, as `"> "`.
    package var helpWithDefault: String {
        guard let value = defaultValue, help.hasSuffix(".") else { return help }
        let shown = value.isEmpty || value.contains(" ") ? "\"\(value)\"" : value
        let text = help.dropLast()
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), !text[open...].dropLast().contains(")") {
            return text.dropLast() + "; default \(shown))."
        }
        return text + " (default \(shown))."
    }

    /// A number as a default is typed: `2`, not `2.0`.
    static func typed(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
