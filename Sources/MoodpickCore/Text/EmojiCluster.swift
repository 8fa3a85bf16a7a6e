/// Decides whether an item line starts with an emoji grapheme cluster (docs/CONTRACT.md §1).
///
/// Such a cluster becomes the item's symbol, drawn in a cell of `DisplayWidth` 2 plus padding.
/// The test looks at the first two scalars only, so the loader can classify a million lines from
/// their first bytes without building a String. Every cluster accepted here is 2 columns wide by
/// `DisplayWidth.columns(of:)`, which the layout relies on.
package enum EmojiCluster {
    /// Whether a line whose first scalars are these starts with an emoji grapheme cluster.
    ///
    /// Yes when `first` is Emoji_Presentation (regional indicators included); or `first` is an
    /// emoji and `second` is VS16 (U+FE0F); or `first` is one of [0-9#*] and `second` is the
    /// keycap mark U+20E3 (a keycap without VS16); or `first` is an emoji modifier base and
    /// `second` an emoji modifier (skin tone). Digits, `#`, `*`, ©, ® and ☺ without VS16 are text.
    package static func startsEmoji(first: Unicode.Scalar, second: Unicode.Scalar?) -> Bool {
        // No emoji at all below U+203C but [0-9#*] © ®, nor from U+32A0 (after ㊙) to U+1F000:
        // answering those from the value spares the property lookup for most text (a test checks
        // the ranges against the properties).
        let value = first.value
        if value < 0x203C {
            guard isKeycapBase(value) || value == 0xA9 || value == 0xAE else { return false }
        } else if (0x32A0..<0x1F000).contains(value) {
            return false
        }
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard let second else { return false }
        switch second.value {
        case 0xFE0F:
            return properties.isEmoji
        case 0x20E3:
            return isKeycapBase(first.value)
        default:
            return properties.isEmojiModifierBase && second.properties.isEmojiModifier
        }
    }

    /// The same decision on a line's raw UTF-8 bytes, without building a String.
    ///
    /// Decodes at most two scalars by hand. Agrees with `startsEmoji(first:second:)` applied to the
    /// first two scalars of `String(decoding: utf8, as: UTF8.self)`: an ill-formed first scalar
    /// gives false, an ill-formed second one counts as U+FFFD. A line starting with an ASCII byte
    /// other than [0-9#*] is answered from that byte alone.
    package static func startsEmoji(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard count > 0 else { return false }
        let lead = bytes[0]
        if lead < 0x80 {
            // Only a keycap base followed by U+FE0F (EF B8 8F) or U+20E3 (E2 83 A3) qualifies.
            guard isKeycapBase(UInt32(lead)), count >= 4 else { return false }
            let b1 = bytes[1], b2 = bytes[2], b3 = bytes[3]
            return (b1 == 0xEF && b2 == 0xB8 && b3 == 0x8F) || (b1 == 0xE2 && b2 == 0x83 && b3 == 0xA3)
        }
        guard let (first, length) = decodeScalar(bytes, at: 0) else { return false }
        guard length < count else { return startsEmoji(first: first, second: nil) }
        let second = decodeScalar(bytes, at: length)?.scalar ?? "\u{FFFD}"
        return startsEmoji(first: first, second: second)
    }

    /// `0`–`9`, `#` and `*`: the scalars that start a keycap sequence.
    static func isKeycapBase(_ value: UInt32) -> Bool {
        (0x30...0x39).contains(value) || value == 0x23 || value == 0x2A
    }

    /// One well-formed UTF-8 scalar starting at `offset` and its length in bytes, or nil when the
    /// bytes there are ill-formed (Unicode Table 3-7: no overlongs, surrogates or values past
    /// U+10FFFF). Also the decoder of `DisplayText`'s allocation-free path and of the load pass.
    static func decodeScalar(
        _ bytes: UnsafeRawBufferPointer, at offset: Int
    ) -> (scalar: Unicode.Scalar, length: Int)? {
        let available = bytes.count - offset
        guard available > 0 else { return nil }
        let lead = UInt32(bytes[offset])
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F:
            return (Unicode.Scalar(UInt8(lead)), 1)
        case 0xC2...0xDF: length = 2; secondRange = 0x80...0xBF
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; secondRange = 0x80...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4; secondRange = 0x80...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard available >= length, secondRange.contains(bytes[offset + 1]) else { return nil }
        var value = lead & (0xFF >> (length + 1))
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard index == 1 || (0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
