/// Places text on a row cluster by cluster, dropping every cluster that would be cut by the
/// screen edge (or that a terminal measuring code points might push past it).
enum Clip {
    static func append(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
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
}
