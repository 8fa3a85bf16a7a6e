import MoodpickCommandLine
import MoodpickCore

/// Which way the strip runs and fzf's words for it (docs/CONTRACT.md §19): `--layout`,
/// `--reverse`, `--border` and `--preview-window`.
struct LayoutOptions {
    var orientation: StripOrientation
    var border: Bool
    /// Where the vertical layout's preview goes (nil: not given; the default is `auto:50%`).
    var previewWindow: PreviewWindow?

    /// The last of `--layout` and `--reverse` wins; `--no-reverse` after `--layout reverse`
    /// puts the prompt back below the rows.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let named = try arguments.defaulted(.layout) { option throws(UsageError) in try arguments.choice(option, as: LayoutName.self) }
        let last = arguments.lastUse { option, _ in option == .layout || option == .reverse }
        switch (last?.option, last?.use) {
        case (.reverse?, .on?): orientation = .vertical(promptAtTop: true)
        case (.reverse?, .off?): orientation = named == .reverse ? .vertical(promptAtTop: false) : named.orientation
        default: orientation = named.orientation
        }
        border = arguments.flag(.border)
        if arguments.has(.previewWindow), let text = arguments.string(.previewWindow) {
            guard orientation.isVertical else {
                throw UsageError("--preview-window places the preview of --layout vertical or reverse; the strip's goes under it, --preview-height N rows")
            }
            previewWindow = try PreviewWindow(parsing: text)
        }
        if border, !orientation.isVertical {
            throw UsageError("--border draws around --layout vertical or reverse; the strip has no box")
        }
    }
}
