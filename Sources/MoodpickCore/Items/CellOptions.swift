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

    public init(maxCellWidth: Int = 24, ascii: Bool = false) {
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

    /// Where the text of the item that starts at `start` ends, given where its separator is
    /// (`bytes.count` when the input ends without one): a CR just before an LF belongs to the
    /// line ending; a last line with no LF after it keeps its CR (docs/CONTRACT.md §1).
    public func lineEnd(separatorAt separatorIndex: Int, from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        guard self == .newline, separatorIndex > start, separatorIndex < bytes.count,
              bytes.load(fromByteOffset: separatorIndex - 1, as: UInt8.self) == 0x0D else { return separatorIndex }
        return separatorIndex - 1
    }
}
