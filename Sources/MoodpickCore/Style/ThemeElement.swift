/// A part of the picture a theme gives a style, named as in `--color`.
///
/// `fg` and `bg` are the base text color and the background every other element falls back to
/// when its own color is the default. Cells fade with their distance from the center:
/// `faded1` is the style of the cells next to the centered one, `faded2` the next ones, and
/// every cell from `faded3`'s distance on uses the last step.
package enum ThemeElement: String, CaseIterable, Hashable, Sendable {
    case fg, bg
    /// The centered cell.
    case current
    /// The selection mark that stays still around the center slot.
    case mark
    /// The centered item's label.
    case label
    /// Characters that match the query.
    case hl
    /// The sign on items marked with `--multi`.
    case marker
    case prompt, query
    /// The count and the position indicator.
    case info
    /// The key help row.
    case help
    case preview
    case faded1, faded2, faded3

    /// How many elements there are: the length of a theme's list of styles.
    static let count = 15

    /// The element's place in a theme's list of styles (`Theme`), 0 ..< `count`, in the order
    /// of the cases. A switch: the enum's `allCases` would allocate at every lookup.
    var slot: Int {
        switch self {
        case .fg: return 0
        case .bg: return 1
        case .current: return 2
        case .mark: return 3
        case .label: return 4
        case .hl: return 5
        case .marker: return 6
        case .prompt: return 7
        case .query: return 8
        case .info: return 9
        case .help: return 10
        case .preview: return 11
        case .faded1: return 12
        case .faded2: return 13
        case .faded3: return 14
        }
    }

    /// The element for a cell `distance` cells from the center: `current` at 0, then the fade
    /// ramp, its last step for everything farther.
    package static func cell(atDistance distance: Int) -> ThemeElement {
        switch abs(distance) {
        case 0: return .current
        case 1: return .faded1
        case 2: return .faded2
        default: return .faded3
        }
    }
}
