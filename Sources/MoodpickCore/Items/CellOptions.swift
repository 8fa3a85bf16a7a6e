/// How items become cells: the caps and the character set that decide what a cell shows.
public struct CellOptions: Sendable, Equatable {
    /// The widest a text cell may be, padding included, in columns (`--max-cell-width`).
    public var maxCellWidth: Int
    /// Show only ASCII: labels instead of emoji, `?` for other characters (LANG=C, `--ascii`).
    public var ascii: Bool

    /// One blank column each side of what a cell shows.
    public static let paddingPerSide = 1
    /// The blank columns of a cell in all: both sides' padding.
    public static let padding = 2 * paddingPerSide
    /// Every emoji cluster is 2 columns wide (DisplayWidth), so every emoji cell is 4.
    public static let emojiCellWidth = 4
    /// The smallest `--max-cell-width` that still shows one column of text.
    public static let minimumCellWidth = 3
    /// The largest `--max-cell-width`, in columns: a cell this wide already fills a wide
    /// screen (a layout could store far wider ones, `StripLayout.maximumStoredWidth`).
    public static let maximumCellWidth = 1024

    /// The widest text cell unless `--max-cell-width` says otherwise.
    public static let defaultMaxCellWidth = 24

    public init(maxCellWidth: Int = CellOptions.defaultMaxCellWidth, ascii: Bool = false) {
        self.maxCellWidth = min(max(maxCellWidth, Self.minimumCellWidth), Self.maximumCellWidth)
        self.ascii = ascii
    }

    /// Columns of text a text cell can show between its paddings.
    public var textColumns: Int { maxCellWidth - Self.padding }

    /// Bytes of a line worth decoding to fill `columns` columns: generous for combining marks
    /// and 4-byte scalars, small enough that a megabyte line costs nothing per frame.
    public static func windowBytes(forColumns columns: Int) -> Int { (columns + 1) * 16 + 64 }
}
