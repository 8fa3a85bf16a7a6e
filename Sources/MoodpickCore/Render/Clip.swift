/// Places text on a row cluster by cluster, dropping every cluster that would be cut by the
/// screen edge (or that a terminal measuring code points might push past it).
enum Clip {
    static func append(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        if let count = DisplayWidth.oneColumnScalarCount(of: text) {
            return appendOneColumnScalars(text, count: count, at: column, style: style, to: &line, limit: limit)
        }
        var x = column
        // The run of clusters that fit, as UTF-8 offsets into `text`: cut out when it ends, so
        // a text that fits whole is placed as it is.
        var run: (column: Int, start: Int, end: Int)?
        var offset = 0
        // The last cluster's widths, for the next when it is the same (a rail of `─`): measuring
        // a cluster is its scalars' Unicode properties, the most of a short run's drawing.
        var last: (character: Character, width: Int, widest: Int)?
        for character in text {
            if last?.character != character {
                let widths = DisplayWidth.widths(of: character)
                last = (character, widths.columns, widths.worstCase)
            }
            let width = last!.width, size = character.utf8.count
            let fits = x >= 0 && x + max(width, last!.widest) <= limit
            if fits {
                if run == nil { run = (x, offset, offset) }
                run!.end = offset + size
            } else if let placed = run {
                line.spans.append(Span(column: placed.column, text: piece(of: text, from: placed.start, to: placed.end), style: style))
                run = nil
            }
            x += width
            offset += size
        }
        if let placed = run {
            line.spans.append(Span(column: placed.column, text: piece(of: text, from: placed.start, to: placed.end), style: style))
        }
    }

    /// The text between two UTF-8 offsets that fall on cluster boundaries.
    private static func piece(of text: String, from start: Int, to end: Int) -> String {
        if start == 0 && end == text.utf8.count { return text }
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return String(text[from..<utf8.index(from, offsetBy: end - start)])
    }

    /// `append` for text of `count` one-column scalars, each its own cluster
    /// (`DisplayWidth.isOneColumnPerScalar`): the columns that fit, from 0 up to `limit`, are one
    /// run, cut out of the text by scalar offsets with no cluster walked.
    private static func appendOneColumnScalars(_ text: String, count: Int, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        let scalars = text.unicodeScalars
        let first = max(0, -column), end = min(count, limit - column)
        guard first < end else { return }
        if first == 0 && end == count {
            line.spans.append(Span(column: column, text: text, style: style))
            return
        }
        let start = scalars.index(scalars.startIndex, offsetBy: first)
        let piece = text[start..<scalars.index(start, offsetBy: end - first)]
        line.spans.append(Span(column: column + first, text: String(piece), style: style))
    }
}
