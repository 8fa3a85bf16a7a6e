extension FrameLine {
    /// Puts `span` on top of the row: every cluster of the spans already there that shares a
    /// column with it is dropped whole (never drawn in half, docs/CONTRACT.md §3), the rest kept.
    ///
    /// This is how the selection mark stays still (docs/CONTRACT.md §11): it is drawn last, over
    /// whatever part of the sliding strip passes beneath it.
    package mutating func overlay(_ span: Span) {
        let covered = span.column..<(span.column + DisplayWidth.columns(of: span.text))
        guard !covered.isEmpty else { return }
        var kept: [Span] = []
        for old in spans {
            // A span wholly before or after the covered columns is kept as it is: no cluster is
            // wider than its UTF-8 bytes, nor is a zero-width one (counted 1 here) narrower.
            if !old.text.isEmpty && (old.column >= covered.upperBound || old.column + old.text.utf8.count < covered.lowerBound) {
                kept.append(old)
            } else {
                Self.appendUncovered(old, covered: covered, to: &kept)
            }
        }
        let at = kept.firstIndex { $0.column >= covered.upperBound } ?? kept.endIndex
        kept.insert(span, at: at)
        spans = kept
    }

    /// The runs of `old`'s clusters that share no column with `covered`, cluster by cluster (a
    /// zero-width cluster counts 1), appended to `kept`.
    static func appendUncovered(_ old: Span, covered: Range<Int>, to kept: inout [Span]) {
        var column = old.column
        var run = "", runStart = old.column
        for character in old.text {
            let width = DisplayWidth.columns(of: character)
            let clashes = column < covered.upperBound && column + max(width, 1) > covered.lowerBound
            if clashes {
                if !run.isEmpty { kept.append(Span(column: runStart, text: run, style: old.style)) }
                run = ""
            } else {
                if run.isEmpty { runStart = column }
                run.append(character)
            }
            column += width
        }
        if !run.isEmpty { kept.append(Span(column: runStart, text: run, style: old.style)) }
    }

    /// Whether a visible cluster (anything but a blank) of the row's spans covers `column`: the
    /// selection mark gives way to a cell crossing its edge rather than hide it
    /// (docs/CONTRACT.md §11).
    package func drawsGlyph(at column: Int) -> Bool {
        // A span whose UTF-8 bytes end before `column` ends before it in columns too.
        spans.contains { span in span.column + span.text.utf8.count > column && Self.drawsGlyph(span, at: column) }
    }

    /// Whether a visible cluster of `span` covers `column`, cluster by cluster.
    static func drawsGlyph(_ span: Span, at column: Int) -> Bool {
        guard span.column <= column else { return false }
        var start = span.column
        for character in span.text {
            let width = DisplayWidth.columns(of: character)
            if start > column { break }
            if character != " ", column < start + max(width, 1) { return true }
            start += width
        }
        return false
    }
}
