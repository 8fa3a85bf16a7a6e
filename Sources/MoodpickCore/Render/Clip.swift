/// Places text on a row cluster by cluster, dropping every cluster that would be cut by the
/// screen edge (or that a terminal measuring code points might push past it).
enum Clip {
    static func append(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        if DisplayWidth.isOneColumnPerScalar(text) {
            return appendOneColumnScalars(text, at: column, style: style, to: &line, limit: limit)
        }
        var x = column
        var run = ""
        var runStart = column
        // The last cluster's widths, for the next when it is the same (a rail of `─`): measuring
        // a cluster is its scalars' Unicode properties, the most of a short run's drawing.
        var last: (character: Character, width: Int, widest: Int)?
        for character in text {
            if last?.character != character {
                last = (character, DisplayWidth.columns(of: character), DisplayWidth.worstCaseColumns(of: character))
            }
            let width = last!.width
            let fits = x >= 0 && x + max(width, last!.widest) <= limit
            if fits {
                if run.isEmpty { runStart = x }
                run.append(character)
            } else if !run.isEmpty {
                line.spans.append(Span(column: runStart, text: run, style: style))
                run = ""
            }
            x += width
        }
        if !run.isEmpty { line.spans.append(Span(column: runStart, text: run, style: style)) }
    }

    /// `append` for text of one-column scalars, each its own cluster
    /// (`DisplayWidth.isOneColumnPerScalar`): the columns that fit, from 0 up to `limit`, are one
    /// run, cut out of the text by scalar offsets with no cluster walked.
    private static func appendOneColumnScalars(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        let scalars = text.unicodeScalars
        let count = scalars.count
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
