/// Where the picture goes on the terminal: under the cursor (inline, the default) or over the
/// whole screen (the alternate screen). See docs/CONTRACT.md, "Where the picture goes".
package enum Placement: Sendable, Equatable {
    /// The picture takes `rows` rows (nil: ``defaultInlineRows``) starting at the cursor's row.
    case inline(rows: Int?)
    /// The picture takes the whole screen, on the alternate screen.
    case fullscreen
    /// The picture takes `percent` of the screen's rows (fzf's `--height 40%`), at least
    /// ``minimumInlineRows``, starting at the cursor's row; worked out again on a resize.
    case inlineShare(percent: Int)

    /// Rows an inline picture takes unless `--height` says otherwise: prompt, strip, label,
    /// position indicator and key help.
    package static let defaultInlineRows = 5
    /// The fewest rows `--height` accepts: prompt, strip and label.
    package static let minimumInlineRows = 3

    /// The picture's size on a screen of `screen`: inline, its rows capped by the screen's.
    package func pictureSize(on screen: ScreenSize) -> ScreenSize {
        switch self {
        case .fullscreen: return screen
        case .inline(let rows):
            return ScreenSize(columns: screen.columns, rows: min(rows ?? Self.defaultInlineRows, screen.rows))
        case .inlineShare(let percent):
            return ScreenSize(columns: screen.columns, rows: min(max(screen.rows * percent / 100, Self.minimumInlineRows), screen.rows))
        }
    }

    package var isInline: Bool { self != .fullscreen }
}
