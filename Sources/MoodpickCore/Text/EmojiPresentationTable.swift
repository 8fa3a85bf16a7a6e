/// Emoji_Presentation by scalar, each scalar looked up once, when it is first asked about.
///
/// The load pass asks this of the first scalar of every line; the standard library's property
/// lookup costs about half of a million-line load when called each time, while real inputs
/// start their lines with a few dozen distinct scalars. Scalars are kept in blocks of 256, each
/// 64 bytes (which of its scalars were looked up, and their answers). Filling a whole block at
/// its first use cost 256 lookups, about a twentieth of a short pick's start-up
/// (Benchmarks/README.md, section 4); now a scalar costs one. Every Emoji_Presentation scalar
/// lies below U+20000, so blocks cover only that range and the rest is looked up each time.
struct EmojiPresentationTable: Sendable {
    private static let blockCount = 0x20000 >> 8
    /// Where each block's words start in `bits`, or -1 before the block is first used.
    private var slots = [Int32](repeating: -1, count: blockCount)
    /// Per block 8 words: 4 of "looked up" bits, then 4 of Emoji_Presentation bits.
    private var bits: [UInt64] = []

    /// Whether `scalar` has Emoji_Presentation.
    @inline(__always)
    mutating func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = Int(scalar.value)
        let block = value >> 8
        guard block < Self.blockCount else { return scalar.properties.isEmojiPresentation }
        var slot = Int(slots[block])
        if slot < 0 { slot = addBlock(block) }
        let word = slot + (value & 0xFF) >> 6
        let mask: UInt64 = 1 << UInt64(value & 63)
        if bits[word] & mask == 0 { lookUp(scalar, word: word, mask: mask) }
        return bits[word + 4] & mask != 0
    }

    private mutating func addBlock(_ block: Int) -> Int {
        let slot = bits.count
        bits += repeatElement(0, count: 8)
        slots[block] = Int32(slot)
        return slot
    }

    private mutating func lookUp(_ scalar: Unicode.Scalar, word: Int, mask: UInt64) {
        bits[word] |= mask
        if scalar.properties.isEmojiPresentation { bits[word + 4] |= mask }
    }
}
