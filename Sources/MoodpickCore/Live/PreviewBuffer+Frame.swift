/// A preview's rows as frame lines: the one way a picker draws what its `--preview` printed
/// (docs/CONTRACT.md §18 puts the same rows under the wheels as §9 under the strip).
extension PreviewBuffer {
    /// Row `runs` of ``shownLines`` as a frame line, each run in the style its SGR asked for
    /// (plain where colors are off), cut at column `limit`; with `ascii`, its text is made ASCII.
    package static func frameLine(_ runs: [Run], limit: Int, ascii: Bool) -> FrameLine {
        var line = FrameLine()
        var column = 0
        for run in runs {
            let text = ascii ? DisplayText.sanitized(run.text, ascii: true) : run.text
            Clip.append(text, at: column, style: run.style, to: &line, limit: limit)
            column += DisplayWidth.columns(of: text)
        }
        return line
    }
}
