/// Which picture row shows what, for a picture size and a placement. Rows that do not fit are
/// dropped, least needed first, so a tiny picture still shows the strip (1 row) and the label
/// (2 rows).
///
/// Inline, the rows are packed from the top: prompt, strip, label, position indicator, and the
/// key help on the picture's last row (5 rows by default). Full screen, the strip is centered
/// vertically: at 80 × 24 the prompt is on row 0, the strip on row 11, the label on row 12, the
/// indicator on row 14 and the key help on row 23.
///
/// Full screen with a preview, the picture is packed at the top instead (prompt, strip, label,
/// indicator) and the preview takes every row between it and the key help: at 200 × 50, rows
/// 5 to 47.
///
/// A `--header` line goes just above the strip: inline it takes a row of its own after the
/// prompt (the run gives the picture one more row for it), full screen the row above the strip.
/// It is the first row dropped when the picture is too small for it.
package struct ScreenLayout: Equatable, Sendable {
    package private(set) var size: ScreenSize
    /// The row the cells are drawn on (their first row, when they are taller than one).
    package private(set) var stripRow: Int
    /// How many rows the cells take from `stripRow`: 1, or `--images`' cell height where the
    /// picture has room for it (the rows after the strip move down by as many).
    package private(set) var stripRows: Int
    /// The centered item's label, just below the strip.
    package private(set) var labelRow: Int?
    /// The prompt, the typed text and the position count.
    package private(set) var promptRow: Int?
    /// The position indicator.
    package private(set) var indicatorRow: Int?
    /// The one-line key help, on the last row.
    package private(set) var helpRow: Int?
    /// The `--header` line, when there is one and it fits.
    package private(set) var headerRow: Int?
    /// The rows of the preview (`--preview`): under the label inline, under the indicator on
    /// the full screen; empty without a preview or without room.
    package private(set) var previewRows: Range<Int>

    /// - Parameters:
    ///   - header: a `--header` line is wanted.
    ///   - preview: rows wanted for a preview (0: none).
    ///   - stripRows: rows a cell takes (`--images`); the other rows are laid out as for one, and
    ///     those below the strip moved down; on a short picture the strip is as tall as leaves a
    ///     three-row picture's rows (prompt, strip, label).
    package init(size: ScreenSize, placement: Placement = .fullscreen, header: Bool = false, preview: Int = 0, stripRows: Int = 1) {
        let extra = min(max(stripRows - 1, 0), max(size.rows - Self.rowsBesidePictures, 0))
        guard extra > 0 else {
            self.init(oneRow: size, placement: placement, header: header, preview: preview)
            return
        }
        var layout = ScreenLayout(oneRow: ScreenSize(columns: size.columns, rows: size.rows - extra), placement: placement, header: header,
                                  preview: preview)
        let strip = layout.stripRow
        func moved(_ row: Int?) -> Int? { row.map { $0 > strip ? $0 + extra : $0 } }
        layout.size = size
        layout.stripRows = extra + 1
        layout.labelRow = moved(layout.labelRow)
        layout.promptRow = moved(layout.promptRow)
        layout.indicatorRow = moved(layout.indicatorRow)
        layout.helpRow = moved(layout.helpRow)
        layout.headerRow = moved(layout.headerRow)
        if !layout.previewRows.isEmpty { layout.previewRows = (layout.previewRows.lowerBound + extra)..<(layout.previewRows.upperBound + extra) }
        self = layout
    }

    /// The rows of the smallest picture laid out beside tall cells: prompt, strip, label.
    static let rowsBesidePictures = 3

    /// The layout with one-row cells.
    private init(oneRow size: ScreenSize, placement: Placement, header: Bool, preview: Int) {
        self.size = size
        stripRows = 1
        let rows = size.rows
        if header, placement.isInline, rows >= Placement.minimumInlineRows + 1 {
            // The layout of a picture one row shorter, its rows after the prompt moved down one.
            let below = ScreenLayout(oneRow: ScreenSize(columns: size.columns, rows: rows - 1), placement: placement, header: false,
                                     preview: preview)
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
        if preview > 0, rows >= Self.minimumTopPackedRows {
            // Full screen with a preview: the picture's rows packed at the top, and the preview
            // takes every row left between them and the key help (docs/CONTRACT.md §13).
            promptRow = 0
            headerRow = header ? 1 : nil
            stripRow = header ? 2 : 1
            labelRow = stripRow + 1
            indicatorRow = stripRow + 2
            helpRow = rows - 1
            previewRows = (stripRow + 4)..<(rows - 2)
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

    /// The fewest rows a full screen with a preview is packed at the top in: prompt, header,
    /// strip, label, indicator, a blank, two preview rows, a blank and the key help. Fewer rows
    /// keep the centred layout, the preview under it as far as it fits.
    static let minimumTopPackedRows = 10

    /// The rows a full-screen preview's output is kept for (`PreviewBuffer`), since it fills
    /// whatever the screen leaves: a screen of 200 rows, `--preview-height`'s own limit.
    package static let fullScreenPreviewRows = 200

    /// The widest band the prompt row, the header and the key help are laid out in, in columns:
    /// on a wide screen the prompt and the count stay within one glance of each other and of
    /// the track (at most 48 columns, centred) instead of sitting a whole screen apart.
    package static let maximumBandColumns = 100

    /// The columns of `row` the prompt and count (and the header and help) are laid out in: the
    /// whole usable row up to ``maximumBandColumns``, else a band that wide centred on the
    /// strip's centre column (`StripGeometry.centerColumn`), so the label and the track, both
    /// centred there, sit in its middle.
    package func band(row: Int) -> Range<Int> {
        let usable = usableColumns(row: row)
        guard usable > Self.maximumBandColumns else { return 0..<max(usable, 0) }
        let start = min(max(StripGeometry.centerColumn(columns: size.columns) - Self.maximumBandColumns / 2, 0),
                        usable - Self.maximumBandColumns)
        return start..<(start + Self.maximumBandColumns)
    }

    /// Columns `row` may use: all but the last on the bottom row, so the terminal never
    /// scrolls (the one rule; the view draws by it and the pointer reads the indicator by it).
    package func usableColumns(row: Int) -> Int {
        row == size.rows - 1 ? size.columns - 1 : size.columns
    }
}
