/// Makes item text safe and measurable for the terminal: replacements, cuts and widths.
///
/// docs/CONTRACT.md §1 and §8: control characters (C0, DEL, C1, so any ESC) are never sent to the terminal
/// raw, and invalid UTF-8 is shown as U+FFFD (which `String(decoding:as:)` already does). In ASCII
/// mode (no UTF-8 locale) only printable ASCII is sent. Widths are in columns, as measured by
/// `DisplayWidth`.
public enum DisplayText {
    /// Text that is safe to send to a terminal.
    ///
    /// Every C0 control except TAB becomes its Control Picture (U+2400 + code: ESC → ␛, NUL → ␀),
    /// TAB a space, DEL ␡ (U+2421) and a C1 control (U+0080–U+009F) U+FFFD; each replacement is one
    /// column, like the character it stands for in `DisplayWidth`. Invisible format characters
    /// (bidi overrides, LS/PS, BOM…: see `FormatCharacters`) become `FormatCharacters.symbol`. With `ascii: true` every
    /// cluster that is not all ASCII becomes one "?", and so do the controls. Text that needs no
    /// change is returned as it is.
    public static func sanitized(_ text: some StringProtocol, ascii: Bool) -> String {
        let isClean = text.utf8.withContiguousStorageIfAvailable { buffer in
            isSafe(UnsafeRawBufferPointer(buffer), ascii: ascii)
        } ?? Array(text.utf8).withUnsafeBytes { isSafe($0, ascii: ascii) }
        if isClean { return String(text) }
        if ascii {
            var result = ""
            result.reserveCapacity(text.utf8.count)
            for character in text {
                if character.utf8.allSatisfy({ $0 < 0x80 }) {
                    for byte in character.utf8 { result.unicodeScalars.append(asciiReplacement(byte)) }
                } else {
                    result.append("?")
                }
            }
            return result
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(replacement(for: scalar)) }
        return String(scalars)
    }

    /// The text cut to whole clusters at most `columns` wide, and its width in columns.
    ///
    /// When something had to be cut, the last column is the ellipsis "…" (ASCII mode: "~"), so the
    /// result is still at most `columns` wide; a wide cluster that would straddle the limit is left
    /// out. `columns <= 0` gives "". The text is measured, not replaced: sanitize it first.
    public static func truncated(
        _ text: some StringProtocol, toColumns columns: Int, ascii: Bool
    ) -> (text: String, columns: Int) {
        guard columns > 0 else { return ("", 0) }
        let ellipsis = ascii ? "~" : "…"
        let printableASCII = text.utf8.withContiguousStorageIfAvailable { buffer in
            buffer.allSatisfy { (0x20...0x7E).contains($0) }
        }
        if printableASCII == true {
            let count = text.utf8.count
            if count <= columns { return (String(text), count) }
            let end = text.utf8.index(text.startIndex, offsetBy: columns - 1)
            return (String(text[..<end]) + ellipsis, columns)
        }
        var used = 0
        var fitting = text.startIndex       // end of the longest prefix that leaves room for "…"
        var index = text.startIndex
        while index < text.endIndex {
            used += DisplayWidth.columns(of: text[index])
            if used > columns {
                var kept = text[..<fitting]
                // A prepended mark (U+0600…) at the very end would take the ellipsis into its
                // cluster; drop such clusters so the ellipsis stands alone.
                while let last = kept.last, (String(last) + ellipsis).count == 1 { kept = kept.dropLast() }
                let result = String(kept) + ellipsis
                return (result, DisplayWidth.columns(of: result))
            }
            index = text.index(after: index)
            if used < columns { fitting = index }
        }
        return (String(text), used)
    }

    /// Display width of the sanitized decoding of these bytes, in columns, counted only as far as
    /// `limit`: once the width exceeds `limit`, some value above `limit` is returned.
    ///
    /// Equals `DisplayWidth.columns(of: sanitized(String(decoding: utf8, as: UTF8.self), ascii:))`
    /// whenever that is at most `limit`. Meant for measuring a million lines at load time, without
    /// allocating on the common paths: ASCII is one column per byte, counted eight bytes at a
    /// time; scalars of common scripts that always stand alone as clusters (Latin, Greek,
    /// Cyrillic, CJK, kana, Hangul syllables, fullwidth forms) are decoded by hand. Anything else
    /// (marks, joiners, emoji, controls beyond ASCII, invalid UTF-8) is decoded as a String from
    /// the scalar before it, in growing windows, so a megabyte line costs about `limit` columns of
    /// work.
    public static func columns(utf8 bytes: UnsafeRawBufferPointer, limit: Int, ascii: Bool) -> Int {
        guard limit >= 0 else { return 0 }
        let count = bytes.count
        var total = 0
        var index = 0
        // The last scalar counted (ASCII or standalone) may still start a longer cluster with what
        // follows ("e" + U+0301, "1" + U+20E3), so the slow path starts there. A cluster is never
        // narrower than its first scalar counted alone, so `total` never overshoots the truth.
        var previousStart = 0
        var previousColumns = 0
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                // limit + 1 ASCII bytes already make more than `limit` columns, whatever follows.
                let room = limit - total
                let end = room >= count - index ? count : index + room + 1
                let run = DisplayWidth.asciiPrefixLength(bytes, from: index, upTo: end)
                total += run
                index += run
                previousStart = index - 1
                previousColumns = 1
            } else if let (scalar, length) = EmojiCluster.decodeScalar(bytes, at: index),
                      let columns = standaloneColumns(scalar.value) {
                total += ascii ? 1 : columns
                previousStart = index
                previousColumns = ascii ? 1 : columns
                index += length
            } else {
                let start = index == 0 ? 0 : previousStart
                let counted = index == 0 ? 0 : total - previousColumns
                return decodedColumns(bytes, from: start, counted: counted, limit: limit, ascii: ascii)
            }
            if total > limit { return total }
        }
        return total
    }

    /// Columns of a scalar that always forms a cluster of its own when its neighbours are ASCII or
    /// such scalars, or nil for any other scalar.
    ///
    /// These ranges hold no controls, marks, joiners, prepended characters, regional indicators
    /// or Hangul jamo (a syllable only joins jamo), and no Emoji_Presentation, so the width is the
    /// scalar's own: 2 for the wide ranges, 1 for the rest. A test checks every one against
    /// `DisplayWidth` and grapheme breaking.
    static func standaloneColumns(_ value: UInt32) -> Int? {
        switch value {
        case 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x1E00...0x1FFF,
             0x2010...0x2027, 0x2030...0x205E, 0xFF61...0xFF9D:
            return 1
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x309B...0x30FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        default:
            return nil
        }
    }

    // MARK: - Helpers

    /// The slow path of `columns(utf8:limit:ascii:)`: decodes windows of bytes, each cut just before
    /// a byte that cannot continue a UTF-8 sequence, so a window decodes exactly as it does within
    /// the whole line. A window's last cluster may go on in the next window, so it is carried over
    /// (as text) and measured with it; clusters before it are final.
    private static func decodedColumns(
        _ bytes: UnsafeRawBufferPointer, from start: Int, counted: Int, limit: Int, ascii: Bool
    ) -> Int {
        let count = bytes.count
        var total = counted
        var position = start
        var carried = ""
        var window = limit < Int.max / 8 ? max(64, limit * 4 + 16) : Int.max
        while true {
            var end = window >= count - position ? count : position + window
            while end < count && (0x80...0xBF).contains(bytes[end]) { end += 1 }
            let decoded = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
            var text = carried
            text += ascii ? decoded : sanitized(decoded, ascii: false)
            var pending: Character?
            for character in text {
                if let done = pending {
                    total += clusterColumns(done, ascii: ascii)
                    if total > limit { return total }
                }
                pending = character
            }
            guard end < count else {
                if let last = pending { total += clusterColumns(last, ascii: ascii) }
                return total
            }
            carried = pending.map { String($0) } ?? ""
            position = end
            window = window > Int.max / 2 ? Int.max : window * 2
        }
    }

    /// Columns of one cluster after sanitizing: `DisplayWidth` for sanitized text; in ASCII mode
    /// one per scalar of an all-ASCII cluster (only CR LF has two) and one "?" otherwise.
    private static func clusterColumns(_ character: Character, ascii: Bool) -> Int {
        guard ascii else { return DisplayWidth.columns(of: character) }
        let utf8 = character.utf8
        return utf8.allSatisfy { $0 < 0x80 } ? utf8.count : 1
    }

    /// Whether these UTF-8 bytes (of a valid String) need no replacement at all.
    private static func isSafe(_ bytes: UnsafeRawBufferPointer, ascii: Bool) -> Bool {
        if ascii { return bytes.allSatisfy { (0x20...0x7E).contains($0) } }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return false }
            if previous == 0xC2 && ((0x80...0x9F).contains(byte) || byte == 0xAD) { return false }   // C1, soft hyphen
            if FormatCharacters.mayStart(previous, byte) { return false }
            previous = byte
        }
        return true
    }

    /// The scalar shown for `scalar` outside ASCII mode.
    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return " "
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return FormatCharacters.isHidden(scalar) ? FormatCharacters.symbol : scalar
        }
    }

    /// The character shown for an ASCII byte in ASCII mode.
    private static func asciiReplacement(_ byte: UInt8) -> Unicode.Scalar {
        switch byte {
        case 0x09: return " "
        case 0x20...0x7E: return Unicode.Scalar(byte)
        default: return "?"
        }
    }
}
