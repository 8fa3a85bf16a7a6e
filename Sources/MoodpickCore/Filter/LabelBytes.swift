/// Where an item's label lies in its line's bytes, found without decoding the line to a String:
/// the same label as `ItemAnatomy`, for the filter's pass over a million items.
///
/// A text item's label is its whole line. An emoji item's label is what follows the first
/// grapheme cluster, blanks trimmed at both ends. The cluster is walked scalar by scalar with the
/// emoji rules that matter here (variation selectors, skin tones, keycaps, tags, marks, ZWJ
/// joins, flag pairs); an ASCII byte always ends it, so the common line costs one decode.
enum LabelBytes {
    /// The label's byte range within `line` (a whole line, without its ending).
    static func range(of line: UnsafeRawBufferPointer) -> Range<Int> {
        var presentation = EmojiPresentationTable()
        return range(of: line, presentation: &presentation)
    }

    /// The same, with a table that answers Emoji_Presentation for the first scalar quickly (the
    /// standard library's lookup costs more than the rest of the work on a short label).
    @inline(__always)
    static func range(of line: UnsafeRawBufferPointer, presentation: inout EmojiPresentationTable) -> Range<Int> {
        let isEmoji: Bool
        if let lead = line.first, lead >= 0x80, let (first, _) = EmojiCluster.decodeScalar(line, at: 0), presentation.contains(first) {
            isEmoji = true
        } else {
            isEmoji = EmojiCluster.startsEmoji(utf8: line)
        }
        guard isEmoji else { return 0..<line.count }
        let start = clusterEnd(line)
        return FilterScan.trimmed(line, from: start, to: line.count, leading: true, trailing: true)
    }

    /// The end of the line's first grapheme cluster, which starts an emoji.
    static func clusterEnd(_ line: UnsafeRawBufferPointer) -> Int {
        let count = line.count
        let (first, firstLength) = FilterScan.scalar(line, at: 0)
        var index = firstLength
        if isRegionalIndicator(first), index < count {
            let (second, length) = FilterScan.scalar(line, at: index)
            if isRegionalIndicator(second) { index += length }
        }
        while index < count, line[index] >= 0x80 {
            let (value, length) = FilterScan.scalar(line, at: index)
            if value == 0x200D {  // ZWJ: the next scalar joins the cluster
                index += length
                if index < count { index += FilterScan.scalar(line, at: index).length }
                continue
            }
            guard extends(value) else { break }
            index += length
        }
        return index
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// Whether a scalar continues the cluster before it (Grapheme_Extend, SpacingMark, emoji
    /// modifiers).
    private static func extends(_ value: UInt32) -> Bool {
        if (0xFE00...0xFE0F).contains(value) || (0x1F3FB...0x1F3FF).contains(value) || value == 0x20E3
            || (0xE0020...0xE007F).contains(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        if scalar.properties.isGraphemeExtend { return true }
        return scalar.properties.generalCategory == .spacingMark
    }
}
