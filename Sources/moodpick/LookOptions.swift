import MoodpickCommandLine
import MoodpickCore

/// How the picture looks (docs/CONTRACT.md §11): `--color` in fzf's grammar, the key help row,
/// ASCII only, and the cells' spacing and widest width.
struct LookOptions {
    /// Every `--color` in order, parsed once: as in fzf, several add up.
    var colors: ColorSpec
    /// Whether `--color` was typed on this command line (not only in MOODPICK_DEFAULT_OPTS): only
    /// then does it override `NO_COLOR` (docs/CONTRACT.md §11).
    var colorsRequested: Bool
    var showsKeyHelp: Bool
    var ascii: Bool
    var spacing: Int
    var maxCellWidth: Int
    /// Whether `--max-cell-width` was given (here or in MOODPICK_DEFAULT_OPTS): then it is the
    /// cap on every screen (docs/CONTRACT.md §3, "Cells").
    var maxCellWidthGiven: Bool

    /// A bad `--color` entry is a usage error naming it (exit 64).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        var steps: [ColorSpec.Step] = []
        for text in arguments.strings(.color) {
            do { steps += try ColorSpec(parsing: text).steps } catch { throw UsageError(error.description) }
        }
        colors = ColorSpec(steps: steps)
        colorsRequested = arguments.typedOnCommandLine(.color)
        showsKeyHelp = arguments.flag(.keyHelp)
        ascii = arguments.flag(.ascii)
        spacing = try arguments.defaulted(.spacing, arguments.integer)
        maxCellWidth = try arguments.defaulted(.maxCellWidth, arguments.integer)
        maxCellWidthGiven = arguments.has(.maxCellWidth)
        guard (0...1000).contains(spacing) else { throw UsageError("--spacing must be 0 to 1000 columns") }
        guard (CellOptions.minimumCellWidth...CellOptions.maximumCellWidth).contains(maxCellWidth) else {
            throw UsageError("--max-cell-width must be \(CellOptions.minimumCellWidth) to \(CellOptions.maximumCellWidth) columns")
        }
    }

    /// The theme for a terminal of `depth` whose background is `background` (OSC 11; nil when
    /// unknown): the `auto` scheme, then every `--color` in order; no colors at all at depth
    /// `none` (NO_COLOR).
    func theme(depth: ColorDepth, background: TerminalAbilities.RGB? = nil) -> Theme {
        let theme = colors.theme(depth: depth, background: background)
        return depth == .none ? theme.withoutColors : theme
    }
}
