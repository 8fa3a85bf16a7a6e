/// Places text on a row cluster by cluster, dropping every cluster that would be cut by the
/// screen edge (or that a terminal measuring code points might push past it).
enum Clip {
    static func append(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        var x = column
        var run = ""
        var runStart = column
        for character in text {
            let width = DisplayWidth.columns(of: character)
            let fits = x >= 0 && x + max(width, DisplayWidth.worstCaseColumns(of: character)) <= limit
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
