import MoodpickCore

/// The names `--layout` takes: the strip (`strip`, or fzf's `default`, moodpick's default), or
/// upright (`vertical`, and fzf's `reverse-list`: the prompt below the rows; `reverse`: above).
package enum LayoutName: String, CaseIterable, Sendable {
    case strip
    case `default`
    case vertical
    case reverse
    case reverseList = "reverse-list"

    /// Which way the strip runs under this name.
    package var orientation: StripOrientation {
        switch self {
        case .strip, .default: return .horizontal
        case .vertical, .reverseList: return .vertical(promptAtTop: false)
        case .reverse: return .vertical(promptAtTop: true)
        }
    }
}

/// The option table's entries for the vertical layout and fzf's words for it (issue 33,
/// docs/CONTRACT.md §19), under WHERE THE PICTURE GOES and PREVIEW AND CHANGE EVENTS.
extension Option {
    var layoutSpec: OptionSpec? {
        switch self {
        case .layout:
            return OptionSpec(arity: .value("LAYOUT"), section: .placement, help:
                "Which way the strip runs: strip (or fzf's default), cells side by side; vertical (or reverse-list): one item a row, a wheel, "
                    + "the prompt below the rows; reverse: the same with the prompt above them.",
                              defaultValue: LayoutName.strip.rawValue, completion: .words(LayoutName.allCases.map(\.rawValue)))
        case .reverse:
            return OptionSpec(arity: .negatable, section: .placement, help: "The same as --layout reverse, in fzf's word.")
        case .border:
            return OptionSpec(arity: .negatable, section: .placement, help: "With --layout vertical or reverse: draw a box around the picture.")
        case .previewWindow:
            return OptionSpec(arity: .value("SIDE[:SIZE[%]]"), section: .preview, help:
                "With --layout vertical or reverse: the preview right of the rows or down below them, SIZE columns or rows "
                    + "or SIZE% of them (fzf's form, as right:50%).",
                              defaultValue: "auto:50%", completion: .words(["right", "down", "right:50%", "down:40%"]))
        default:
            return nil
        }
    }
}

extension PreviewWindow {
    /// `--preview-window`'s value read as fzf writes it: a side (`right`, `down`; `auto`), a
    /// size (`N` cells or `N%`), or both, separated by `:` or `,` in either order.
    package init(parsing text: String) throws(UsageError) {
        var side = PreviewWindow.standard.side, size = PreviewWindow.standard.size
        for word in text.split(whereSeparator: { $0 == ":" || $0 == "," }) {
            if let named = Side(rawValue: String(word)) {
                side = named
            } else if word == "bottom" {
                side = .down
            } else if word.hasSuffix("%"), let percent = Int(word.dropLast()), (1...99).contains(percent) {
                size = .percent(percent)
            } else if let cells = Int(word), cells >= 1 {
                size = .cells(cells)
            } else if ["up", "top", "left"].contains(word) {
                throw UsageError("--preview-window: '\(word)' is not drawn; the preview goes right of the rows or down below them")
            } else {
                throw UsageError("--preview-window takes right or down, a size N or N% (1 to 99), or both as right:50%, not '\(word)'")
            }
        }
        self.init(side: side, size: size)
    }
}
