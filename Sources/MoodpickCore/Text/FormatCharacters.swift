/// Invisible characters that change how the text around them is shown: Unicode's format
/// characters (general category Cf) and the line and paragraph separators.
///
/// Bidi overrides and isolates (U+202A–E, U+2066–9), the marks U+200E/F and U+061C can reorder
/// a label on a bidi-aware terminal, so that what is shown is not what is chosen ("Trojan
/// Source"); LS/PS break lines on some terminals; BOM, soft hyphen and zero-width spaces hide
/// differences between items. They are shown as a visible symbol, as controls are. Two Cf
/// characters are kept, because emoji need them: ZWJ (U+200D) joins 👨‍👩‍👧, and the tags
/// U+E0020–E007F spell the subdivision flags (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
package enum FormatCharacters {
    /// What a hidden character is shown as: one column, like the character it stands for.
    package static let symbol: Unicode.Scalar = "\u{FFFD}"

    /// Whether `scalar` is shown as `symbol`.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xE0020...0xE007F: return false
        case 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// Whether a UTF-8 sequence whose first two bytes are `lead`, `next` may encode a hidden
    /// character: a cheap filter for text that is usually clean (a yes is then checked scalar
    /// by scalar). Covers every Cf block of Unicode 15: U+00AD, U+0600–U+070F, U+0890–U+08E2,
    /// U+180E, U+200B–U+206F, U+FEFF, U+FFF9–B, and the planes' U+110BD, U+13430, U+1BCA0,
    /// U+1D173, U+E0001.
    @inline(__always)
    static func mayStart(_ lead: UInt8, _ next: UInt8) -> Bool {
        switch (lead, next) {
        case (0xD8, _), (0xDB, _), (0xDC, _): return true
        case (0xE0, 0xA2), (0xE0, 0xA3), (0xE1, 0xA0), (0xE2, 0x80), (0xE2, 0x81), (0xEF, 0xBB), (0xEF, 0xBF): return true
        case (0xF0, 0x91), (0xF0, 0x93), (0xF0, 0x9B), (0xF0, 0x9D), (0xF3, 0xA0): return true
        default: return false
        }
    }
}
