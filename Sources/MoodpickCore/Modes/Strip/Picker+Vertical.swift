/// The strip stood upright (`--layout vertical`, docs/CONTRACT.md §19): the same motion, snap
/// rules and pointer handling, with rows as the unit. Every cell is one row (width 1, spacing
/// 0), so offsets, velocities, the rubber band's viewport and a page are counted in rows, and a
/// drag moves the wheel one row per row the pointer moves.
extension Picker {
    /// The vertical layout's rows and columns at this picture size; nil for the horizontal strip.
    package var verticalScreenLayout: VerticalScreenLayout? {
        guard case .vertical(let promptAtTop) = options.orientation else { return nil }
        return VerticalScreenLayout(size: picture, promptAtTop: promptAtTop, header: options.header,
                                    preview: options.previewRows > 0 ? options.previewWindow ?? .standard : nil, border: options.border)
    }

    /// The strip's length on the picture in its own unit: the picture's columns across, the
    /// wheel's rows upright (at least 1).
    package var stripSpan: Int {
        guard let vertical = verticalScreenLayout else { return picture.columns }
        return max(vertical.span, 1)
    }

    /// The layout of `count` items upright: one row each, nothing between.
    static func rows(count: Int) -> StripLayout { StripLayout(count: count, width: 1, spacing: 0) }

    /// A pointer report's place along the strip: its column (with its pixel fraction) across,
    /// its row of the wheel upright (rows have no fraction).
    func alongStrip(column: Int, row: Int, fraction: Double) -> (Int, Double) {
        guard let vertical = verticalScreenLayout else { return (column, fraction) }
        return (row - vertical.listRows.lowerBound, 0)
    }
}
