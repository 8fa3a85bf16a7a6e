/// The pointer holding the strip: where it went down, and its motion so far.
struct DragState: Sendable {
    let pressColumn: Int
    let pressTime: Duration
    /// The strip offset when the press grabbed it (the fling's drag start).
    let startOffset: Double
    /// The pointer-driven (unbanded) offset at the press.
    let rawStart: Double
    var tracker: VelocityTracker
    /// The farthest the pointer has been from the press column, in columns.
    var farthest = 0
    var lastColumn: Int
    /// Where in its column the pointer was at the press, and at the last report, 0..<1: known
    /// to the pixel where the terminal reports pixels (DEC 1016), else 0.
    var pressFraction = 0.0
    var lastFraction = 0.0
    /// Whether the press was on the position indicator: then a drag scrubs the list (each
    /// column a fraction of it) instead of moving the strip column for column.
    var scrubs = false

    init(pressColumn: Int, pressTime: Duration, startOffset: Double, rawStart: Double, tracker: VelocityTracker) {
        self.pressColumn = pressColumn
        self.pressTime = pressTime
        self.startOffset = startOffset
        self.rawStart = rawStart
        self.tracker = tracker
        self.lastColumn = pressColumn
    }

    /// Pointer left → later cells come to the center: one column of offset per column moved
    /// (to the pixel, with the column's `fraction`).
    func rawOffset(atColumn column: Int, fraction: Double = 0) -> Double {
        rawStart + Double(pressColumn - column) + (pressFraction - fraction)
    }
}
