/// Where cells land on screen columns for a strip offset: one rule shared by drawing and by
/// mouse hit tests, so a click lands on the cell the user sees.
///
/// The viewport's center column c0 = cols / 2 shows strip point `offset`; cell i's left edge
/// is drawn at ⌊c0 + leftEdge(i) − offset + 0.5⌋ (round half up, the one rounding moodpick uses).
public struct StripGeometry: Sendable {
    public let layout: StripLayout
    public let columns: Int

    public init(layout: StripLayout, columns: Int) {
        self.layout = layout
        self.columns = columns
    }

    /// The viewport's center column.
    public var centerColumn: Int { columns / 2 }

    /// Rounds a fractional column for drawing: ⌊x + 0.5⌋.
    @inline(__always)
    public static func column(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }

    /// The screen column of cell `index`'s left edge (may be off screen).
    public func drawnLeft(of index: Int, offset: Double) -> Int {
        Self.column(Double(centerColumn) + layout.leftEdge(of: index) - offset)
    }

    /// Cells that may show at all, as the layout computes them.
    public func visibleRange(offset: Double) -> Range<Int> {
        layout.visibleRange(offset: offset, viewportColumns: columns)
    }

    /// The cell drawn over screen column `column`, padding included; nil over spacing.
    public func index(atColumn column: Int, offset: Double) -> Int? {
        guard layout.count > 0 else { return nil }
        let guess = layout.nearestIndex(to: offset + Double(column - centerColumn) + 0.5)
        for index in max(guess - 1, 0)...min(guess + 1, layout.count - 1) {
            let left = drawnLeft(of: index, offset: offset)
            if column >= left && column < left + layout.width(of: index) { return index }
        }
        return nil
    }

    /// How many cells are drawn whole on screen at this offset (at least 1): a page.
    public func fullyVisibleCount(offset: Double) -> Int {
        var count = 0
        for index in visibleRange(offset: offset) {
            let left = drawnLeft(of: index, offset: offset)
            if left >= 0 && left + layout.width(of: index) <= columns { count += 1 }
        }
        return max(count, 1)
    }
}
