import MoodpickCore

/// Where a thumbnail's pixels go in its placement (docs/IMAGES.md, "Drawing"): the thumbnail is
/// centred in its cell box (`cellColumns` by `rows` cells, as the symbols centre it), and of a
/// cell the strip's edge cuts only the columns shown are drawn. Pure: cells and pixels in,
/// the part of the image shown and where it starts out.
package struct PictureGeometry: Hashable, Sendable {
    /// The part of the image shown, in its pixels.
    package var x: Int, y: Int, width: Int, height: Int
    /// The cell the shown part starts in, from the placement's first row and shown column.
    package var columnOffset: Int, rowOffset: Int
    /// The pixels into that cell where it starts (each less than a cell).
    package var pixelX: Int, pixelY: Int

    /// nil when nothing of the image is shown (a sliver of the box beside the picture).
    package init?(placement: PicturePlacement, imageWidth: Int, imageHeight: Int, cell: TerminalAbilities.PixelSize) {
        guard cell.width > 0, cell.height > 0, imageWidth > 0, imageHeight > 0 else { return nil }
        let boxWidth = placement.cellColumns * cell.width, boxHeight = placement.rows * cell.height
        let left = max((boxWidth - imageWidth) / 2, 0), top = max((boxHeight - imageHeight) / 2, 0)
        // The shown columns of the box, in its pixels, and the image's part within them.
        let shownFrom = placement.skippedColumns * cell.width, shownTo = (placement.skippedColumns + placement.columns) * cell.width
        let from = max(shownFrom - left, 0), to = min(shownTo - left, imageWidth)
        let height = min(imageHeight, boxHeight - top)
        guard to > from, height > 0 else { return nil }
        (x, y, width, self.height) = (from, 0, to - from, height)
        let intoShown = from + left - shownFrom
        (columnOffset, pixelX) = (intoShown / cell.width, intoShown % cell.width)
        (rowOffset, pixelY) = (top / cell.height, top % cell.height)
    }
}
