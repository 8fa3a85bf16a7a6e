/// Where cells land on screen columns for a strip offset: one rule shared by drawing and by
/// mouse hit tests, so a click lands on the cell the user sees.
///
/// The viewport's center column c0 = cols / 2 shows strip point `offset`; cell i's left edge
/// is drawn at ⌊c0 + leftEdge(i) − offset + 0.5⌋ (round half up, the one rounding moodpick uses).
package struct StripGeometry: Sendable {
    package let layout: StripLayout
    package let columns: Int

    package init(layout: StripLayout, columns: Int) {
        self.layout = layout
        self.columns = columns
    }

    /// The viewport's center column: the one place this is decided. The strip layout's visible
    /// range, the screen layout and the painter all ask here.
    package var centerColumn: Int { Self.centerColumn(columns: columns) }

    /// The center column of a viewport `columns` wide: cols / 2 (the right one of two middles).
    @inline(__always)
    package static func centerColumn(columns: Int) -> Int { columns / 2 }

    /// Rounds a fractional column for drawing: ⌊x + 0.5⌋.
    @inline(__always)
    package static func column(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }

    /// The screen column of cell `index`'s left edge (may be off screen).
    package func drawnLeft(of index: Int, offset: Double) -> Int {
        Self.column(Double(centerColumn) + layout.leftEdge(of: index) - offset)
    }

    /// Cells that may show at all, as the layout computes them.
    package func visibleRange(offset: Double) -> Range<Int> {
        layout.visibleRange(offset: offset, viewportColumns: columns)
    }

    /// The cell drawn over screen column `column`, padding included; nil over spacing.
    package func index(atColumn column: Int, offset: Double) -> Int? {
        guard layout.count > 0 else { return nil }
        let guess = layout.nearestIndex(to: offset + Double(column - centerColumn) + 0.5)
        for index in max(guess - 1, 0)...min(guess + 1, layout.count - 1) {
            let left = drawnLeft(of: index, offset: offset)
            if column >= left && column < left + layout.width(of: index) { return index }
        }
        return nil
    }

    /// How many consecutive cells, `index` among them, fit whole in the viewport (at least 1):
    /// a page, the same near the ends of the list as in its middle. O(page).
    package func pageSize(around index: Int) -> Int {
        guard layout.count > 0 else { return 1 }
        var first = index, last = index
        var used = layout.width(of: index)
        var growRight = true
        while true {
            let canRight = last + 1 < layout.count && used + layout.spacing + layout.width(of: last + 1) <= columns
            let canLeft = first > 0 && used + layout.spacing + layout.width(of: first - 1) <= columns
            if !canRight && !canLeft { break }
            if (growRight && canRight) || !canLeft {
                last += 1
                used += layout.spacing + layout.width(of: last)
            } else {
                first -= 1
                used += layout.spacing + layout.width(of: first)
            }
            growRight.toggle()
        }
        return max(last - first + 1, 1)
    }
}
