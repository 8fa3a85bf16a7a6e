/// Emoji_Presentation by scalar, from a table filled lazily 256 scalars at a time.
///
/// The load pass asks this of the first scalar of every line; the standard library's property
/// lookup costs about half of a million-line load when called each time, while real inputs
/// start their lines with a few dozen distinct scalars. A block costs 256 lookups once and 32
/// bytes to keep.
struct EmojiPresentationTable: Sendable {
    private static let blockCount = 0x110000 >> 8
    /// Where each block's bits start in `bits` (in words), or -1 before the block is filled.
    private var slots = [Int32](repeating: -1, count: blockCount)
    private var bits: [UInt64] = []

    /// Whether `scalar` has Emoji_Presentation.
    @inline(__always)
    mutating func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = Int(scalar.value)
        let block = value >> 8
        var slot = Int(slots[block])
        if slot < 0 { slot = fill(block) }
        let bit = value & 0xFF
        return (bits[slot + bit >> 6] >> UInt64(bit & 63)) & 1 == 1
    }

    private mutating func fill(_ block: Int) -> Int {
        let slot = bits.count
        var words = [UInt64](repeating: 0, count: 4)
        for offset in 0..<256 {
            if let scalar = Unicode.Scalar(UInt32(block << 8 | offset)), scalar.properties.isEmojiPresentation {
                words[offset >> 6] |= 1 << UInt64(offset & 63)
            }
        }
        bits += words
        slots[block] = Int32(slot)
        return slot
    }
}
