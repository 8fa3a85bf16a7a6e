/// A part of the picture a theme gives a style, named as in `--color`.
///
/// `fg` and `bg` are the base text color and the background every other element falls back to
/// when its own color is the default. Cells fade with their distance from the center:
/// `faded1` is the style of the cells next to the centered one, `faded2` the next ones, and
/// every cell from `faded3`'s distance on uses the last step.
public enum ThemeElement: String, CaseIterable, Hashable, Sendable {
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

    /// The element for a cell `distance` cells from the center: `current` at 0, then the fade
    /// ramp, its last step for everything farther.
    public static func cell(atDistance distance: Int) -> ThemeElement {
        switch abs(distance) {
        case 0: return .current
        case 1: return .faded1
        case 2: return .faded2
        default: return .faded3
        }
    }
}
