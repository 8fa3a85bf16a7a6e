/// Lowercasing one scalar at a time, the way the filter compares text when a term has no
/// uppercase letter (smart case).
///
/// Scalar by scalar (the simple mapping: a scalar whose lowercase is several scalars stays as it
/// is), so a label and a pattern keep their lengths and positions line up for highlighting.
enum CaseFolding {
    /// The lowercase of `value`.
    @inline(__always)
    static func lowered(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return value &- 0x41 < 26 ? value | 0x20 : value }
        if value < tableEnd { return table[Int(value) - 0x80] }
        return slowLowered(value)
    }

    /// Scalars below this are looked up (Latin, Greek, Cyrillic), the rest asked of Unicode.
    private static let tableEnd: UInt32 = 0x600

    private static let table: [UInt32] = (0x80..<tableEnd).map(slowLowered)

    private static func slowLowered(_ value: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return value }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first!.value : value
    }
}
