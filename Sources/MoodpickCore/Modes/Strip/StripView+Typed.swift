// What the view draws from what the user typed or piped in: the query's cursor, and an
// item's own colors (`--ansi`).
/// The query's cursor (fzf's Ctrl-A/Ctrl-E, Ctrl-B/Ctrl-F, Alt-b/Alt-f move it): the character
/// under it drawn in reverse, once it has moved off the end (at the end, where typing appends,
/// nothing is drawn, so the prompt looks as it always has).
extension StripView {
    func drawQueryCursor(_ picker: Picker, at column: Int, limit: Int, into line: inout FrameLine) {
        let query = picker.query
        guard !picker.options.jump, query.cursorIsInside else { return }
        guard let first = query.afterCursor.first else { return }
        let before = DisplayText.sanitized(query.beforeCursor, ascii: ascii)
        let under = DisplayText.sanitized(String(first), ascii: ascii)
        let left = column + DisplayWidth.columns(of: before)
        guard left + DisplayWidth.columns(of: under) <= limit else { return }
        var style = theme.resolved(.query)
        style.attributes.insert(.reverse)
        line.overlay(Span(column: left, text: under, style: style))
    }
}

extension StripView {
    /// `style` with the colors the item's own escape sequences gave it (`--ansi`): their
    /// foreground where they set one, their attributes added. The painter maps colors to the
    /// terminal's depth, so under NO_COLOR none shows.
    func itemColored(_ style: Style, _ picker: Picker, item: Int) -> Style {
        guard let own = picker.itemStyle?(item) else { return style }
        var colored = style
        if own.foreground != .default { colored.foreground = own.foreground }
        colored.attributes.formUnion(own.attributes)
        return colored
    }
}
