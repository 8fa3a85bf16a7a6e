/// Makes item text safe and measurable for the terminal: replacements, cuts and widths.
///
/// docs/CONTRACT.md §1 and §8: control characters (C0, DEL, C1, so any ESC) are never sent to the terminal
/// raw, and invalid UTF-8 is shown as U+FFFD (which `String(decoding:as:)` already does). In ASCII
/// mode (no UTF-8 locale) only printable ASCII is sent. Widths are in columns, as measured by
/// `DisplayWidth`.
package enum DisplayText {
    /// Text that is safe to send to a terminal.
    ///
    /// Every C0 control except TAB becomes its Control Picture (U+2400 + code: ESC → ␛, NUL → ␀),
    /// TAB a space, DEL ␡ (U+2421) and a C1 control (U+0080–U+009F) U+FFFD; each replacement is one
    /// column, like the character it stands for in `DisplayWidth`. Invisible format characters
    /// (bidi overrides, LS/PS, BOM…: see `FormatCharacters`) become `FormatCharacters.symbol`. With `ascii: true` every
    /// cluster that is not all ASCII becomes one "?", and so do the controls. Text that needs no
    /// change is returned as it is.
    package static func sanitized(_ text: some StringProtocol, ascii: Bool) -> String {
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
    package static func truncated(
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
        if let count = DisplayWidth.oneColumnScalarCount(of: text) {
            // One column per scalar, no cluster joins another: cut by scalars.
            if count <= columns { return (String(text), count) }
            let scalars = text.unicodeScalars
            let end = scalars.index(scalars.startIndex, offsetBy: columns - 1)
            return (String(text[..<end]) + ellipsis, columns)
        }
        return truncatedByClusters(text, toColumns: columns, ellipsis: ellipsis)
    }

    /// `truncated`'s general path, `columns` > 0: a walk over the text's clusters (the faster
    /// forms above cut printable ASCII by bytes and one-column scalars by scalars).
    static func truncatedByClusters(_ text: some StringProtocol, toColumns columns: Int, ellipsis: String) -> (text: String, columns: Int) {
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

    /// `text` `count` times over (none for a count below 1), as `String(repeating:count:)`
    /// gives, its UTF-8 bytes copied straight into the new string: the standard library's way
    /// costs thousands of instructions a rail.
    package static func repeated(_ text: String, count: Int) -> String {
        guard count > 0 else { return "" }
        var unit = text
        return unit.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                var index = 0
                for _ in 0..<count {
                    for byte in bytes {
                        buffer[index] = byte
                        index += 1
                    }
                }
                return index
            }
        }
    }

    // MARK: - Helpers

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
