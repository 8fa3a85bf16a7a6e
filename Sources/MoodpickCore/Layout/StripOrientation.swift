/// Which way the strip runs (`--layout`, docs/CONTRACT.md §19): across the screen, one cell
/// beside the next (the default), or upright as a wheel, one item per row (iOS's picker wheel:
/// the same engine turned 90°, every offset and distance in rows instead of columns).
package enum StripOrientation: Sendable, Equatable {
    /// Cells side by side on one row, the label under the mark (`--layout strip`).
    case horizontal
    /// One item per row, the chosen one under a still mark in the middle of the rows, the items
    /// before it above and after it below. `promptAtTop`: the prompt row above the rows
    /// (`--layout reverse`, fzf's `--reverse`); else below them, as in fzf's default layout.
    case vertical(promptAtTop: Bool)

    /// Whether items are rows.
    package var isVertical: Bool {
        if case .vertical = self { return true }
        return false
    }
}

/// Where a preview goes beside the wheel's rows (`--preview-window`, docs/CONTRACT.md §19).
package struct PreviewWindow: Sendable, Equatable {
    /// The side: `right` of the rows, `down` below them, or `auto`: right when the picture is
    /// wide enough for both (``VerticalScreenLayout/rightPreviewMinimumColumns``), else down.
    package enum Side: String, Sendable, Equatable, CaseIterable {
        case auto, right, down
    }

    /// How much of the picture it takes: columns on the right, rows below.
    package enum Size: Sendable, Equatable {
        /// This many columns (right) or rows (down).
        case cells(Int)
        /// This percentage of the columns (right) or rows (down) there are, 1 to 99.
        case percent(Int)

        /// The cells of `available` this size takes.
        package func cells(of available: Int) -> Int {
            switch self {
            case .cells(let n): return n
            case .percent(let p): return available * p / 100
            }
        }
    }

    package var side: Side
    package var size: Size

    /// fzf's default: half the picture.
    package static let standard = PreviewWindow(side: .auto, size: .percent(50))

    package init(side: Side, size: Size) {
        self.side = side
        self.size = size
    }
}
