/// A thumbnail as text cells: what the strip draws for an image item when the terminal has no
/// pixel graphics (tmux, most terminals). Made once per item and glided like any other text.
package struct SymbolPicture: Equatable, Sendable {
    package let columns: Int
    package let rows: Int
    /// Row-major, `columns * rows` cells.
    package let cells: [SymbolCell]

    package init(columns: Int, rows: Int, cells: [SymbolCell]) {
        precondition(cells.count == columns * rows, "a picture needs columns * rows cells")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    package subscript(column: Int, row: Int) -> SymbolCell { cells[row * columns + column] }
}

/// One terminal cell of a picture: a character one column wide and its colours (nil: the
/// terminal's own, where the picture is transparent or does not reach).
package struct SymbolCell: Equatable, Hashable, Sendable {
    package let character: Unicode.Scalar
    package let foreground: SymbolColor?
    package let background: SymbolColor?

    package init(_ character: Unicode.Scalar, foreground: SymbolColor? = nil, background: SymbolColor? = nil) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }

    /// Nothing drawn: a space in the terminal's colours.
    package static let blank = SymbolCell(" ")
}

/// A cell colour as the terminal is told it: 24-bit, or an index of the 256-colour palette.
package enum SymbolColor: Equatable, Hashable, Sendable {
    case rgb(UInt8, UInt8, UInt8)
    case indexed(UInt8)
}

/// How many colours the terminal has for a picture.
package enum SymbolDepth: Equatable, Sendable {
    case trueColor
    /// The xterm 256-colour palette's cube and grey ramp (indices 16-255; the first 16 are the
    /// user's theme and so unknown).
    case palette256
}
