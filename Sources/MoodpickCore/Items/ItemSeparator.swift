/// What separates one item from the next in the input.
package enum ItemSeparator: Sendable, Equatable {
    /// LF; a CR before it belongs to the line ending; empty and blank lines are skipped.
    case newline
    /// NUL (`--read0`, and positional arguments); no CR handling; only empty items are skipped.
    case nul

    /// The separator byte.
    package var byte: UInt8 { self == .newline ? 0x0A : 0x00 }

    /// Whether a byte between items makes no item: ASCII white space for lines (blank lines
    /// are skipped), the separator itself for NUL-split items (only empty items are skipped).
    package func isBlank(_ byte: UInt8) -> Bool {
        self == .newline ? ByteScan.isWhitespace(byte) : byte == 0
    }

    /// Where the text of the item that starts at `start` ends, given where its separator is
    /// (`bytes.count` when the input ends without one): a CR just before an LF belongs to the
    /// line ending; a last line with no LF after it keeps its CR (docs/CONTRACT.md §1).
    package func lineEnd(separatorAt separatorIndex: Int, from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        guard self == .newline, separatorIndex > start, separatorIndex < bytes.count,
              bytes.load(fromByteOffset: separatorIndex - 1, as: UInt8.self) == 0x0D else { return separatorIndex }
        return separatorIndex - 1
    }
}
