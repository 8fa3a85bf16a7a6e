/// Turns a frame into the bytes that show it, given the frame already on screen.
///
/// Only rows that changed are written. Each written row is erased, then each span is placed
/// with an explicit cursor move, and after every non-ASCII cluster the cursor is placed again:
/// terminals disagree on emoji widths (tmux 3.3a draws 👍🏽 4 wide), so no cluster may rely on
/// where the terminal thinks the previous one ended (research/terminal.md A.4).
public enum FramePainter {
    public static func bytes(for frame: Frame, replacing previous: Frame?, codes: some TerminalCodes) -> [UInt8] {
        var out: [UInt8] = []
        let full = previous?.size != frame.size
        for (row, line) in frame.lines.enumerated() {
            if !full, let previous, previous.lines[row] == line { continue }
            out += codes.moveTo(row: row, column: 0)
            out += codes.clearToEndOfLine
            for span in line.spans { paint(span, row: row, into: &out, codes: codes) }
        }
        return out
    }

    private static func paint(_ span: Span, row: Int, into out: inout [UInt8], codes: some TerminalCodes) {
        out += codes.moveTo(row: row, column: span.column)
        if !span.style.isEmpty { out += codes.start(span.style) }
        var column = span.column
        var needsMove = false
        for character in span.text {
            if needsMove { out += codes.moveTo(row: row, column: column) }
            out += character.utf8
            let isASCII = character.utf8.count == 1
            needsMove = !isASCII
            column += DisplayWidth.columns(of: character)
        }
        if !span.style.isEmpty { out += codes.resetStyle }
    }
}
