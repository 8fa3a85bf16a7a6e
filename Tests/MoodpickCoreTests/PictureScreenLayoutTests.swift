import Testing

@testable import MoodpickCore

/// The rows of a picture whose cells are H rows tall (`--images`): the strip takes H rows from
/// its row, the rows below it move down by H - 1, and on a picture too short the strip is as
/// tall as leaves the rows of a three-row picture (the prompt, the strip's first row, the label).
@Suite("the screen layout with tall cells")
struct PictureScreenLayoutTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let size: ScreenSize
        let placement: Placement
        let stripRows: Int
        /// prompt, strip, strip rows, label, indicator, help
        let expected: [Int?]
        var testDescription: String { "\(size.columns)x\(size.rows) \(placement) \(stripRows) rows" }
    }

    static let rows: [Row] = [
        // Inline, 5 rows + 5 for six-row cells: prompt 0, strip 1-6, label 7, indicator 8, help 9.
        Row(size: ScreenSize(columns: 80, rows: 10), placement: .inline(rows: 10), stripRows: 6, expected: [0, 1, 6, 7, 8, 9]),
        // One-row cells: as ever.
        Row(size: ScreenSize(columns: 80, rows: 5), placement: .inline(rows: 5), stripRows: 1, expected: [0, 1, 1, 2, 3, 4]),
        // Full screen 80 x 24: the one-row layout of 19 rows (strip 9), the rows below moved by 5.
        Row(size: ScreenSize(columns: 80, rows: 24), placement: .fullscreen, stripRows: 6, expected: [0, 9, 6, 15, 17, 23]),
        // Too short for six rows: a 3-row picture's layout (no help row) and the strip 4 rows tall.
        Row(size: ScreenSize(columns: 80, rows: 6), placement: .inline(rows: 6), stripRows: 6, expected: [0, 1, 4, 5, nil, nil]),
        // Three rows: nothing to spare, one-row cells.
        Row(size: ScreenSize(columns: 80, rows: 3), placement: .inline(rows: 3), stripRows: 6, expected: [0, 1, 1, 2, nil, nil]),
    ]

    @Test("where each row goes", arguments: rows)
    func layout(row: Row) {
        let layout = ScreenLayout(size: row.size, placement: row.placement, stripRows: row.stripRows)
        #expect([layout.promptRow, layout.stripRow, layout.stripRows, layout.labelRow, layout.indicatorRow, layout.helpRow] == row.expected)
    }
}
