/// How a text cell that does not fit is shortened where it says least (docs/CONTRACT.md §12):
/// a prefix that every visible text cell shares is shown as one `…`, and with a query the cell
/// shows the part of its text with the matched characters.
///
/// Thirty branches `feature/JIRA-1001-refactor-login`, `feature/JIRA-1002-…` in 22-column cells
/// would all read `feature/JIRA-1001-ref…`; with the shared `feature/JIRA-` hidden they read
/// `…1001-refactor-login` and tell themselves apart. Pure functions over a handful of visible
/// cells: the strip calls them for the cells on screen only, never for every item.
public enum CellElision {
    /// Characters after which a shared prefix may end: hiding up to one of them never cuts a
    /// word in two (`/usr/share/zoneinfo/E` is hidden as `/usr/share/zoneinfo/`).
    static let boundaries: Set<Character> = ["/", "-", "_", ".", " ", ":", "\\", ",", "|", "\t", "@", "="]

    /// The length, in Characters, of the prefix that all `texts` share, cut back to just after
    /// a boundary character; 0 when fewer than two texts are given, or no boundary is shared.
    /// A prefix that is all of some text is cut back too, so every text keeps something to show.
    public static func sharedPrefix(of texts: [[Character]]) -> Int {
        guard texts.count >= 2, var length = texts.map(\.count).min() else { return 0 }
        let first = texts[0]
        for text in texts.dropFirst() {
            var common = 0
            while common < length && text[common] == first[common] { common += 1 }
            length = common
            if length == 0 { return 0 }
        }
        // Keep at least one character of the shortest text, and end just after a boundary.
        var end = min(length, (texts.map(\.count).min() ?? 1) - 1)
        while end > 0 && !boundaries.contains(first[end - 1]) { end -= 1 }
        return end
    }

    /// What a cell `columns` wide shows of `text` (sanitized, one Character per cluster).
    ///
    /// A text that fits is shown whole. Otherwise it starts after the hidden `prefix` (shown as
    /// one `…`), or, when the last `matched` Character (offsets into `text`, ascending) would not
    /// be visible from there, at the first matched one or earlier, so that the cell ends with
    /// the text's end when that shows the match; what does not fit at the end is an `…`.
    /// - Returns: the text and its width in columns (at most `columns`).
    public static func window(of text: [Character], columns: Int, hiding prefix: Int, matched: [Int] = [],
                              ascii: Bool = false) -> (text: String, columns: Int) {
        let widths = text.map(DisplayWidth.columns(of:))
        let total = widths.reduce(0, +)
        guard total > columns, columns >= 2 else {
            return DisplayText.truncated(String(text), toColumns: max(columns, 0), ascii: ascii)
        }
        let ellipsis: Character = ascii ? "~" : "…"
        var start = prefix >= 1 && prefix < text.count ? prefix : 0
        if let first = matched.first, let last = matched.last, last < text.count,
            !isVisible(last, from: start, widths: widths, columns: columns) {
            // The match, with as much of the text before it as fits when the cell ends whole.
            var tail = text.count
            var tailColumns = 0
            while tail > start && tailColumns + widths[tail - 1] <= columns - 1 {
                tailColumns += widths[tail - 1]
                tail -= 1
            }
            start = min(first, max(tail, 1))
            if !isVisible(last, from: start, widths: widths, columns: columns) { start = first }
        }
        let leading = start > 0 ? 1 : 0
        let rest = widths[start...].reduce(0, +)
        let room = columns - leading
        var shown = start > 0 ? String(ellipsis) : ""
        var used = leading
        if rest <= room {
            shown += String(text[start...])
            return (shown, used + rest)
        }
        var index = start
        while index < text.count && used + widths[index] <= columns - 1 {
            shown.append(text[index])
            used += widths[index]
            index += 1
        }
        shown.append(ellipsis)
        return (shown, used + 1)
    }

    /// Whether Character `target` is drawn when the cell shows `text` from `start` on.
    private static func isVisible(_ target: Int, from start: Int, widths: [Int], columns: Int) -> Bool {
        guard target >= start else { return false }
        let leading = start > 0 ? 1 : 0
        let rest = widths[start...].reduce(0, +)
        if rest + leading <= columns { return true }
        // Cut at the end: one column goes to the trailing `…`.
        return leading + widths[start...target].reduce(0, +) <= columns - 1
    }
}
