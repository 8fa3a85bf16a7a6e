/// How items become cells: the caps and the character set that decide what a cell shows.
public struct CellOptions: Sendable, Equatable {
    /// The widest a text cell may be, padding included, in columns (`--max-cell-width`).
    public var maxCellWidth: Int
    /// Show only ASCII: labels instead of emoji, `?` for other characters (LANG=C, `--ascii`).
    public var ascii: Bool

    /// One blank column each side of what a cell shows.
    public static let padding = 2
    /// Every emoji cluster is 2 columns wide (DisplayWidth), so every emoji cell is 4.
    public static let emojiCellWidth = 4
    /// The smallest `--max-cell-width` that still shows one column of text.
    public static let minimumCellWidth = 3
    /// The widest cell a layout can store (its widths are UInt16).
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

/// What separates one item from the next in the input.
public enum ItemSeparator: Sendable, Equatable {
    /// LF; a CR before it belongs to the line ending; empty and blank lines are skipped.
    case newline
    /// NUL (`--read0`, and positional arguments); no CR handling; only empty items are skipped.
    case nul

    /// The separator byte.
    public var byte: UInt8 { self == .newline ? 0x0A : 0x00 }

    /// Whether a byte between items makes no item: ASCII white space for lines (blank lines
    /// are skipped), the separator itself for NUL-split items (only empty items are skipped).
    public func isBlank(_ byte: UInt8) -> Bool {
        self == .newline ? ByteScan.isWhitespace(byte) : byte == 0
    }
}
