/// The centred slot: the columns a cell rests in under the selection mark. The strip's mark,
/// the wheels' mark and the hardware cursor all take it from here, from the one center column
/// (`StripGeometry.centerColumn`), so they can never disagree (docs/TERMINAL.md, "The cursor on
/// the centred cell").
extension StripGeometry {
    /// The screen columns a cell `width` columns wide (padding included) rests in on a viewport
    /// `columns` wide: centered on the center column, its left edge rounded as every column is.
    package static func centredSlot(width: Int, columns: Int) -> Range<Int> {
        let left = column(Double(centerColumn(columns: columns)) - Double(width) / 2)
        return left..<(left + width)
    }

    /// The centred slot on this viewport for a cell `width` columns wide.
    package func centredSlot(width: Int) -> Range<Int> { Self.centredSlot(width: width, columns: columns) }

    /// The column of the first glyph of a cell resting in the centred slot (after its left
    /// padding), kept inside a row `limit` columns wide: where the hardware cursor rests, so a
    /// screen reader that reads the character or word at the cursor reads the cell's content.
    package static func centredContentColumn(width: Int, columns: Int, limit: Int) -> Int {
        min(max(centredSlot(width: width, columns: columns).lowerBound + CellOptions.paddingPerSide, 0), max(limit - 1, 0))
    }
}
