/// Which picture row shows what, for a picture size and a placement. Rows that do not fit are
/// dropped, least needed first, so a tiny picture still shows the strip (1 row) and the label
/// (2 rows).
///
/// Inline, the rows are packed from the top: prompt, strip, label, position indicator, and the
/// key help on the picture's last row (5 rows by default). Full screen, the strip is centered
/// vertically: at 80 × 24 the prompt is on row 0, the strip on row 11, the label on row 12, the
/// indicator on row 14 and the key help on row 23.
///
/// A `--header` line goes just above the strip: inline it takes a row of its own after the
/// prompt (the run gives the picture one more row for it), full screen the row above the strip.
/// It is the first row dropped when the picture is too small for it.
public struct ScreenLayout: Equatable, Sendable {
    public let size: ScreenSize
    /// The row the cells are drawn on.
    public let stripRow: Int
    /// The centered item's label, just below the strip.
    public let labelRow: Int?
    /// The prompt, the typed text and the position count.
    public let promptRow: Int?
    /// The position indicator.
    public let indicatorRow: Int?
    /// The one-line key help, on the last row.
    public let helpRow: Int?
    /// The `--header` line, when there is one and it fits.
    public let headerRow: Int?
    /// The rows of the preview (`--preview`): under the label inline, under the indicator on
    /// the full screen; empty without a preview or without room.
    public let previewRows: Range<Int>

    /// - Parameters:
    ///   - header: a `--header` line is wanted.
    ///   - preview: rows wanted for a preview (0: none).
    public init(size: ScreenSize, placement: Placement = .fullscreen, header: Bool = false, preview: Int = 0) {
        self.size = size
        let rows = size.rows
        if header, placement.isInline, rows >= Placement.minimumInlineRows + 1 {
            // The layout of a picture one row shorter, its rows after the prompt moved down one.
            let below = ScreenLayout(size: ScreenSize(columns: size.columns, rows: rows - 1), placement: placement, preview: preview)
            func moved(_ row: Int?) -> Int? { row.map { $0 >= 1 ? $0 + 1 : $0 } }
            promptRow = below.promptRow
            headerRow = 1
            stripRow = below.stripRow + 1
            labelRow = moved(below.labelRow)
            indicatorRow = moved(below.indicatorRow)
            helpRow = moved(below.helpRow)
            previewRows = (below.previewRows.lowerBound + 1)..<(below.previewRows.upperBound + 1)
            return
        }
        if placement.isInline {
            // prompt, strip, label, [preview…], [indicator], [help on the last row]
            let hasPrompt = rows >= 3
            promptRow = hasPrompt ? 0 : nil
            stripRow = hasPrompt ? 1 : 0
            labelRow = stripRow + 1 < rows ? stripRow + 1 : nil
            helpRow = rows >= 4 ? rows - 1 : nil
            headerRow = nil
            let previewStart = stripRow + 2
            let previewCount = max(0, min(preview, rows - 5))
            previewRows = previewStart..<(previewStart + previewCount)
            indicatorRow = rows >= 5 ? previewRows.upperBound : nil
            return
        }
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
        headerRow = header && strip - 1 > (promptRow ?? -1) ? strip - 1 : nil
        let previewStart = (indicatorRow ?? belowStrip) + 2
        previewRows = previewStart..<max(previewStart, min(previewStart + preview, (help ?? rows) - 1))
    }

    /// Columns `row` may use: all but the last on the bottom row, so the terminal never
    /// scrolls (the one rule; the view draws by it and the pointer reads the indicator by it).
    public func usableColumns(row: Int) -> Int {
        row == size.rows - 1 ? size.columns - 1 : size.columns
    }
}
