/// How items become cells: the caps and the character set that decide what a cell shows.
package struct CellOptions: Sendable, Equatable {
    /// The widest a text cell may be, padding included, in columns (`--max-cell-width`).
    package var maxCellWidth: Int
    /// Show only ASCII: labels instead of emoji, `?` for other characters (LANG=C, `--ascii`).
    package var ascii: Bool
    /// Whether the user gave `--max-cell-width`: then it caps every text cell on every screen,
    /// rather than the row's share (`TextCellFit`).
    package var fixedMaxCellWidth: Bool

    /// One blank column each side of what a cell shows.
    package static let paddingPerSide = 1
    /// The blank columns of a cell in all: both sides' padding.
    package static let padding = 2 * paddingPerSide
    /// Every emoji cluster is 2 columns wide (DisplayWidth), so every emoji cell is 4.
    package static let emojiCellWidth = 4
    /// The smallest `--max-cell-width` that still shows one column of text.
    package static let minimumCellWidth = 3
    /// The largest `--max-cell-width`, in columns: a cell this wide already fills a wide
    /// screen (a layout could store far wider ones, `StripLayout.maximumStoredWidth`).
    package static let maximumCellWidth = 1024

    /// The widest text cell unless `--max-cell-width` says otherwise.
    package static let defaultMaxCellWidth = 24

    package init(maxCellWidth: Int = CellOptions.defaultMaxCellWidth, ascii: Bool = false, fixedMaxCellWidth: Bool = false) {
        self.maxCellWidth = min(max(maxCellWidth, Self.minimumCellWidth), Self.maximumCellWidth)
        self.ascii = ascii
        self.fixedMaxCellWidth = fixedMaxCellWidth
    }

    /// Columns of text a text cell can show between its paddings.
    package var textColumns: Int { maxCellWidth - Self.padding }

    /// Bytes of a line worth decoding to fill `columns` columns: generous for combining marks
    /// and 4-byte scalars, small enough that a megabyte line costs nothing per frame.
    package static func windowBytes(forColumns columns: Int) -> Int { (columns + 1) * 16 + 64 }
}
