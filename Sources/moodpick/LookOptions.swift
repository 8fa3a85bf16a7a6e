import MoodpickCommandLine
import MoodpickCore

/// How the picture looks (docs/CONTRACT.md §11): `--color` in fzf's grammar and `--no-help`.
struct LookOptions {
    var color: [String]
    var noHelp: Bool
    /// Whether `--color` was typed on this command line (not only in MOODPICK_DEFAULT_OPTS): only
    /// then does it override `NO_COLOR` (docs/CONTRACT.md §11).
    var colorOnCommandLine: Bool

    /// The specs are parsed in order; a bad entry is a usage error naming it (exit 64).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        color = arguments.strings(.color)
        noHelp = arguments.flag(.noHelp)
        colorOnCommandLine = arguments.typedOnCommandLine(.color)
        for text in color {
            do { _ = try ColorSpec(parsing: text) } catch { throw UsageError(error.description) }
        }
    }

    /// The theme for a terminal of `depth`: the default scheme, then every `--color` in order
    /// (as fzf, several `--color` options add up); no colors at all at depth `none`.
    func theme(depth: ColorDepth) -> Theme {
        let spec = (try? ColorSpec(parsing: color.joined(separator: ","))) ?? ColorSpec.empty
        let theme = spec.theme(depth: depth)
        return depth == .none ? theme.withoutColors : theme
    }
}
