/// The space a thumbnail fills: a cell of `columns` x `rows` terminal cells, each
/// `cellWidth` x `cellHeight` pixels on the screen, drawn with `dotsAcross` x `dotsDown` dots a
/// cell (half blocks: 1 x 2; a pixel graphics protocol: the cell's own pixels).
package struct ThumbnailBox: Hashable, Sendable {
    package let columns: Int
    package let rows: Int
    package let cellWidth: Int
    package let cellHeight: Int
    package let dotsAcross: Int
    package let dotsDown: Int

    package init(columns: Int, rows: Int, cellWidth: Int = 8, cellHeight: Int = 16, dotsAcross: Int = 1, dotsDown: Int = 2) {
        precondition(columns > 0 && rows > 0 && cellWidth > 0 && cellHeight > 0 && dotsAcross > 0 && dotsDown > 0, "a box needs positive sizes")
        self.columns = columns
        self.rows = rows
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.dotsAcross = dotsAcross
        self.dotsDown = dotsDown
    }

    /// The box in dots.
    package var dotWidth: Int { columns * dotsAcross }
    package var dotHeight: Int { rows * dotsDown }

    /// The size (in dots) an image of `width` x `height` pixels takes when fitted inside the box
    /// with its shape kept, the dots' own shape (a half block's dot is 8 x 8 screen pixels in an
    /// 8 x 16 cell) taken into account; at least one dot each way.
    package func fitted(width: Int, height: Int) -> (width: Int, height: Int) {
        let dotScreenWidth = Double(cellWidth) / Double(dotsAcross)
        let dotScreenHeight = Double(cellHeight) / Double(dotsDown)
        let scale = min(Double(dotWidth) * dotScreenWidth / Double(width), Double(dotHeight) * dotScreenHeight / Double(height))
        let fittedWidth = Int((Double(width) * scale / dotScreenWidth).rounded())
        let fittedHeight = Int((Double(height) * scale / dotScreenHeight).rounded())
        return (min(max(fittedWidth, 1), dotWidth), min(max(fittedHeight, 1), dotHeight))
    }
}
