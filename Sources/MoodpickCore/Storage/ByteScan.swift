/// Fast searches over raw bytes, eight at a time, for the load path.
///
/// The core has no libc, so there is no `memchr`; a word-at-a-time scan (the classic
/// "has a zero byte" bit trick) gets within a small factor of it on a million short lines.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Index of the first `byte` in `bytes[from..<to]`, or `to` when there is none.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from: Int, to: Int) -> Int {
        guard let base = bytes.baseAddress else { return to }
        var index = from
        let pattern = ones &* UInt64(byte)
        while index + 8 <= to {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
            let found = (word &- ones) & ~word & highs
            if found != 0 {
                return index + (UInt64(littleEndian: found).trailingZeroBitCount >> 3)
            }
            index += 8
        }
        while index < to {
            if base.load(fromByteOffset: index, as: UInt8.self) == byte { return index }
            index += 1
        }
        return to
    }

    /// Whether the byte is ASCII white space (space, TAB, LF, VT, FF, CR).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
