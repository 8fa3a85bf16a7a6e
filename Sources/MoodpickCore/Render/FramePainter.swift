/// Turns a frame into the bytes that show it, given the frame already on screen.
///
/// Only rows that changed are written. Each written row is erased, then each span is placed
/// with an explicit cursor move, and after every non-ASCII cluster the cursor is placed again
/// (blanks there are not written at all, so they cannot erase an over-wide glyph):
/// terminals disagree on emoji widths (tmux 3.3a draws 👍🏽 4 wide), so no cluster may rely on
/// where the terminal thinks the previous one ended (docs/TERMINAL.md, appendix A.4).
///
/// Styles go out as changes from the pen in use (`TerminalCodes.styleChange`), so a row of spans
/// that share colors costs one SGR sequence, not one per span. The pen is plain between frames
/// and before every erase (an erase fills with the current background).
package enum FramePainter {
    package static func bytes(for frame: Frame, replacing previous: Frame?, codes: some TerminalCodes) -> [UInt8] {
        var out: [UInt8] = []
        append(frame, replacing: previous, codes: codes, to: &out)
        return out
    }

    /// `bytes(for:replacing:codes:)` appended to `out`: every sequence is written straight into
    /// the one buffer, with no array per move or style change.
    package static func append(_ frame: Frame, replacing previous: Frame?, codes: some TerminalCodes, to out: inout [UInt8]) {
        var pen = Style.plain
        for row in frame.lines.indices {
            let line = frame.lines[row]
            guard repaints(row: row, of: frame, replacing: previous) else { continue }
            codes.appendMove(row: row, column: row == 0 ? frame.indent : 0, to: &out)
            out += codes.clearToEndOfLine
            for span in line.spans { paint(span, row: row, pen: &pen, into: &out, codes: codes) }
            if pen.background != .default {
                codes.appendStyleChange(from: pen, to: .plain, to: &out)
                pen = .plain
            }
        }
        if pen != .plain { codes.appendStyleChange(from: pen, to: .plain, to: &out) }
    }

    /// Whether row `row` of `frame` is painted (erased to its end and written) over `previous`:
    /// every row when there is no previous frame or its size or indent differ, else the rows
    /// that differ. What a pixel protocol's layer is told (a sixel's pixels there are gone).
    package static func repaints(row: Int, of frame: Frame, replacing previous: Frame?) -> Bool {
        guard let previous, previous.size == frame.size, previous.indent == frame.indent, frame.lines.indices.contains(row) else { return true }
        return previous.lines[row] != frame.lines[row]
    }

    private static func paint(_ span: Span, row: Int, pen: inout Style, into out: inout [UInt8], codes: some TerminalCodes) {
        codes.appendMove(row: row, column: span.column, to: &out)
        codes.appendStyleChange(from: pen, to: span.style, to: &out)
        pen = span.style
        // Printable ASCII is one column per byte and needs no move after any of it: the bytes
        // go out as they are, with no cluster walked.
        if isPrintableASCII(span.text) {
            out += span.text.utf8
            return
        }
        if DisplayWidth.isOneColumnPerScalar(span.text) { return paintScalars(span, row: row, into: &out, codes: codes) }
        paintClusters(span, row: row, into: &out, codes: codes)
    }

    /// A span's text, cluster by cluster, the cursor already at its first column and the pen set:
    /// the general path, for any text (the other two are faster forms of it for text of one
    /// column per scalar).
    static func paintClusters(_ span: Span, row: Int, into out: inout [UInt8], codes: some TerminalCodes) {
        var needsMove = false
        if span.style != .plain && hasBlankAfterWideGlyph(span.text) {
            // Styled blanks first, then the clusters on top: a padding blank written after an
            // emoji would erase the part of it that a terminal draws wider than planned
            // (tmux 3.3a draws 👍🏽 4 columns wide).
            for _ in 0..<DisplayWidth.columns(of: span.text) { out.append(0x20) }
            needsMove = true
        }
        var column = span.column
        for character in span.text {
            let width = DisplayWidth.columns(of: character)
            defer { column += width }
            // The row was erased and styled spans filled: a blank needs writing only where it
            // continues plain text that the cursor already stands in.
            if character == " " && needsMove { continue }
            if needsMove { codes.appendMove(row: row, column: column, to: &out) }
            out += character.utf8
            needsMove = character.utf8.count != 1
        }
    }

    /// `paint`'s clusters for text of one-column scalars, each its own cluster
    /// (`DisplayWidth.isOneColumnPerScalar`): the same bytes, found by walking UTF-8 sequences
    /// instead of grapheme clusters (a rail of `─` is most of a frame's clusters).
    private static func paintScalars(_ span: Span, row: Int, into out: inout [UInt8], codes: some TerminalCodes) {
        var text = span.text
        text.withUTF8 { bytes in
            var needsMove = false
            if span.style != .plain && hasBlankAfterMultibyte(bytes) {
                // Styled blanks first, as in `paint`.
                var scalars = 0
                for byte in bytes where byte & 0xC0 != 0x80 { scalars += 1 }   // lead bytes
                for _ in 0..<scalars { out.append(0x20) }
                needsMove = true
            }
            var column = span.column, index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    // A blank where the cursor would be moved is not written: the row was erased
                    // and the styled blanks written first, as in `paint`.
                    if lead != 0x20 || !needsMove {
                        if needsMove { codes.appendMove(row: row, column: column, to: &out) }
                        out.append(lead)
                        needsMove = false
                    }
                    index += 1
                } else {
                    if needsMove { codes.appendMove(row: row, column: column, to: &out) }
                    let end = index + (lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
                    while index < end {
                        out.append(bytes[index])
                        index += 1
                    }
                    needsMove = true
                }
                column += 1
            }
        }
    }

    /// Whether a blank follows a multibyte scalar in these UTF-8 bytes.
    private static func hasBlankAfterMultibyte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x20 && previous >= 0x80 { return true }
            previous = byte
        }
        return false
    }

    /// Whether every byte of the text is printable ASCII (U+0020…U+007E).
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
    }

    /// Whether a blank follows a non-ASCII cluster somewhere in the text.
    private static func hasBlankAfterWideGlyph(_ text: String) -> Bool {
        var afterNonASCII = false
        for character in text {
            if character == " " && afterNonASCII { return true }
            afterNonASCII = character.utf8.count != 1
        }
        return false
    }
}
