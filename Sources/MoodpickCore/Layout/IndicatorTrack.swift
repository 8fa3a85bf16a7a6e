/// Where the position indicator's track lies on its row, and which item a column of it stands
/// for: the one rule the drawing and the pointer share (the indicator is a scrollbar,
/// docs/CONTRACT.md §3).
package struct IndicatorTrack: Equatable, Sendable {
    /// The first column of the track.
    package let start: Int
    /// Its length in columns (at least 1).
    package let length: Int

    /// The track on a row of `usableColumns`: at most 48 columns, 2 free on each side, centered.
    package init(usableColumns: Int) {
        length = max(min(usableColumns - 4, 48), 1)
        start = max((usableColumns - length) / 2, 0)
    }

    /// The column of the knob for `fraction` (an item position, 0...count-1) of `count` items.
    package func knob(fraction: Double, count: Int) -> Int {
        count > 1 ? StripGeometry.column(fraction / Double(count - 1) * Double(length - 1)) : 0
    }

    /// The item a press at `column` jumps to: that fraction of the list, the ends clamped, so a
    /// press on the right end is the last item.
    package func index(atColumn column: Int, count: Int) -> Int {
        guard count > 1, length > 1 else { return 0 }
        let fraction = Double(min(max(column - start, 0), length - 1)) / Double(length - 1)
        return min(max(Int((fraction * Double(count - 1)).rounded()), 0), count - 1)
    }

    /// Whether `column` is on the track or one column either side of it (a forgiving target).
    package func contains(_ column: Int) -> Bool { column >= start - 1 && column <= start + length }
}
