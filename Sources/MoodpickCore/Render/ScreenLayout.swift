/// Which screen row shows what, for a screen size. Rows that do not fit are dropped, least
/// needed first, so a tiny terminal still shows the strip (1 row) and the label (2 rows).
///
/// At 80 × 24: prompt on row 0, strip on row 11, label on row 12, position indicator on row 14,
/// key help on row 23.
public struct ScreenLayout: Equatable, Sendable {
    public let size: ScreenSize
    /// The row the cells are drawn on: (rows − 1) / 2.
    public let stripRow: Int
    /// The centered item's label, just below the strip.
    public let labelRow: Int?
    /// The prompt, the typed text and the position count.
    public let promptRow: Int?
    /// The position indicator, two rows below the label.
    public let indicatorRow: Int?
    /// The one-line key help, on the last row.
    public let helpRow: Int?

    public init(size: ScreenSize) {
        self.size = size
        let rows = size.rows
        let strip = (rows - 1) / 2
        let label = strip + 1 < rows ? strip + 1 : nil
        let belowStrip = label ?? strip
        let help = rows >= 4 && rows - 1 > belowStrip ? rows - 1 : nil
        let indicator = belowStrip + 2
        stripRow = strip
        labelRow = label
        promptRow = rows >= 3 && strip > 0 ? 0 : nil
        helpRow = help
        indicatorRow = indicator < (help ?? rows) ? indicator : nil
    }

    /// The column under the viewport's center: cols / 2.
    public var centerColumn: Int { size.columns / 2 }
}
