/// Where a frame shows one item's picture through a pixel protocol (kitty graphics, sixel): the
/// core says where, in cells, and the terminal layer turns it into the protocol's bytes
/// (docs/IMAGES.md, "Drawing"). The frame's text under a placement is blank.
///
/// A cell cut by the strip's edge is placed with only its visible columns: `skippedColumns` of
/// the thumbnail's `cellColumns` are cut at its left, and `columns` are shown from `column`.
package struct PicturePlacement: Hashable, Sendable {
    /// The item's index in the items: the image's id.
    package var item: Int
    /// The picture row of the placement's top.
    package var row: Int
    /// The screen column of its first shown column.
    package var column: Int
    /// The columns shown (at most `cellColumns - skippedColumns`).
    package var columns: Int
    /// The rows it takes, from `row`.
    package var rows: Int
    /// The thumbnail's columns cut at its left by the strip's left edge.
    package var skippedColumns: Int
    /// The whole thumbnail's width in columns (`--cell-size`'s W).
    package var cellColumns: Int

    package init(item: Int, row: Int, column: Int, columns: Int, rows: Int, skippedColumns: Int = 0, cellColumns: Int) {
        self.item = item
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
        self.skippedColumns = skippedColumns
        self.cellColumns = cellColumns
    }
}
