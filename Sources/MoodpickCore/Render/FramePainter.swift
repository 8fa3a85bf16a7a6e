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
public enum FramePainter {
    public static func bytes(for frame: Frame, replacing previous: Frame?, codes: some TerminalCodes) -> [UInt8] {
        var out: [UInt8] = []
        var pen = Style.plain
        let full = previous?.size != frame.size || previous?.indent != frame.indent
        for (row, line) in frame.lines.enumerated() {
            if !full, let previous, previous.lines[row] == line { continue }
            out += codes.moveTo(row: row, column: row == 0 ? frame.indent : 0)
            out += codes.clearToEndOfLine
            for span in line.spans { paint(span, row: row, pen: &pen, into: &out, codes: codes) }
            if pen.background != .default {
                out += codes.styleChange(from: pen, to: .plain)
                pen = .plain
            }
        }
        if pen != .plain { out += codes.styleChange(from: pen, to: .plain) }
        return out
    }

    private static func paint(_ span: Span, row: Int, pen: inout Style, into out: inout [UInt8], codes: some TerminalCodes) {
        out += codes.moveTo(row: row, column: span.column)
        var needsMove = false
        out += codes.styleChange(from: pen, to: span.style)
        pen = span.style
        if span.style != .plain && hasBlankAfterWideGlyph(span.text) {
            // Styled blanks first, then the clusters on top: a padding blank written after an
            // emoji would erase the part of it that a terminal draws wider than planned
            // (tmux 3.3a draws 👍🏽 4 columns wide).
            out += Array(repeating: 0x20, count: DisplayWidth.columns(of: span.text))
            needsMove = true
        }
        var column = span.column
        for character in span.text {
            let width = DisplayWidth.columns(of: character)
            defer { column += width }
            // The row was erased and styled spans filled: a blank needs writing only where it
            // continues plain text that the cursor already stands in.
            if character == " " && needsMove { continue }
            if needsMove { out += codes.moveTo(row: row, column: column) }
            out += character.utf8
            needsMove = character.utf8.count != 1
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
