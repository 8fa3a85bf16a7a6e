/// How a text cell that does not fit is shortened where it says least (docs/CONTRACT.md §3):
/// a prefix the cell shares with a visible neighbour is shown as one `…`, the rest as its start and
/// its end around an `…`, and with a query the cell shows the part of its text with the matched
/// characters.
///
/// Thirty branches `feature/JIRA-1001-refactor-login`, `feature/JIRA-1002-…` in 22-column cells
/// would all read `feature/JIRA-1001-ref…`; with the shared `feature/JIRA-` hidden they read
/// `…1001-refactor-login` and tell themselves apart. Pure functions over a handful of visible
/// cells: the strip calls them for the cells on screen only, never for every item.
package enum CellElision {
    /// Characters after which a shared prefix may end: hiding up to one of them never cuts a
    /// word in two (`/usr/share/zoneinfo/E` is hidden as `/usr/share/zoneinfo/`).
    static let boundaries: Set<Character> = ["/", "-", "_", ".", " ", ":", "\\", ",", "|", "\t", "@", "="]

    /// The length, in Characters, of the prefix that all `texts` share, cut back to just after
    /// a boundary character; 0 when fewer than two texts are given, or no boundary is shared.
    /// A prefix that is all of some text is cut back too, so every text keeps something to show.
    package static func sharedPrefix(of texts: [[Character]]) -> Int {
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

    /// For each of `texts` (the visible text cells, left to right), the prefix it hides: the
    /// longest it shares with the text cell on its left or on its right, cut back to just after
    /// a boundary character as `sharedPrefix` cuts. Never shorter than what all of them share,
    /// and longer where neighbours agree further: `feature/JIRA-1201-refactor-payment-flow`
    /// beside `feature/JIRA-1202-refactor-payment-flow` and `fix/login` hides `feature/JIRA-`
    /// and reads `…1201-…-flow`, where the prefix of all three (`f`, no boundary) hid nothing
    /// and both read `featu…t-flow`.
    package static func neighbourPrefixes(of texts: [[Character]]) -> [Int] {
        // What each text shares with the next, once per pair.
        let withNext = texts.indices.dropLast().map { sharedPrefix(of: [texts[$0], texts[$0 + 1]]) }
        return texts.indices.map { index in
            max(index > 0 ? withNext[index - 1] : 0, index < withNext.count ? withNext[index] : 0)
        }
    }

    /// What a cell shows of a longer text: the text, its width, and for each of its Characters
    /// the offset in the whole text it stands for (nil for an `…`), so the characters a query
    /// matched are found again in the shortened form.
    package struct Shown: Equatable, Sendable {
        package var text: String
        package var columns: Int
        /// One entry per Character of `text`: its offset in the whole text, nil for an ellipsis.
        package var origins: [Int?]

        /// Offsets into `text` of the Characters standing for one of `matched` (offsets into
        /// the whole text, ascending): a matched character elided away is simply not there.
        package func shownOffsets(of matched: [Int]) -> [Int] {
            guard !matched.isEmpty else { return [] }
            let wanted = Set(matched)
            return origins.indices.filter { origins[$0].map(wanted.contains) ?? false }
        }
    }

    /// What a cell `columns` wide shows of `text` (sanitized, one Character per cluster).
    ///
    /// A text that fits is shown whole. Otherwise it starts after the hidden `prefix` (shown as
    /// one `…`), and shows its start and its end with an `…` between them
    /// (`feature/JIRA-1234-refactor-payment-flow` in 12 columns: `featu…t-flow`). With a query
    /// (`matched`: offsets into `text`, ascending) that form is kept when it shows every matched
    /// Character; otherwise the cell shows the matched part instead: from the
    /// hidden prefix when the last matched Character is visible from there, else from the first
    /// matched one or earlier, so that the cell ends with the text's end when that shows the
    /// match; what does not fit at the end is an `…`.
    package static func window(of text: [Character], columns: Int, hiding prefix: Int, matched: [Int] = [],
                              ascii: Bool = false) -> Shown {
        let widths = text.map(DisplayWidth.columns(of:))
        let total = widths.reduce(0, +)
        guard total > columns, columns >= 2 else {
            let cut = DisplayText.truncated(String(text), toColumns: max(columns, 0), ascii: ascii)
            let kept = min(cut.text.count, text.count)
            let origins: [Int?] = cut.text == String(text) ? Array(text.indices) : Array(0..<max(kept - 1, 0)) + [nil]
            return Shown(text: cut.text, columns: cut.columns, origins: cut.text.isEmpty ? [] : origins)
        }
        let ellipsis: Character = ascii ? "~" : "…"
        var start = prefix >= 1 && prefix < text.count ? prefix : 0
        let ends = startAndEnd(of: text, widths: widths, from: start, columns: columns, ellipsis: ellipsis)
        // The start and the end, also with a query when they show every matched character: the
        // cells keep their look while typing, and the match does not hide what tells them apart.
        guard let first = matched.first, let last = matched.last, last < text.count,
              ends.shownOffsets(of: matched).count < matched.count else { return ends }
        if !isVisible(last, from: start, widths: widths, columns: columns) {
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
        var shown = Shown(text: start > 0 ? String(ellipsis) : "", columns: start > 0 ? 1 : 0, origins: start > 0 ? [nil] : [])
        let rest = widths[start...].reduce(0, +)
        if rest + shown.columns <= columns {
            shown.append(text, widths: widths, start..<text.count)
            return shown
        }
        var end = start
        var used = shown.columns
        while end < text.count && used + widths[end] <= columns - 1 {
            used += widths[end]
            end += 1
        }
        shown.append(text, widths: widths, start..<end)
        shown.appendEllipsis(ellipsis)
        return shown
    }

    /// The text from `start` (an `…` for what is hidden before it) in `columns`: whole when it
    /// fits, else its start and its end, the end given the odd column, with an `…` between them.
    static func startAndEnd(of text: [Character], widths: [Int], from start: Int, columns: Int, ellipsis: Character) -> Shown {
        var shown = Shown(text: start > 0 ? String(ellipsis) : "", columns: start > 0 ? 1 : 0, origins: start > 0 ? [nil] : [])
        let rest = widths[start...].reduce(0, +)
        if rest + shown.columns <= columns {
            shown.append(text, widths: widths, start..<text.count)
            return shown
        }
        let room = columns - shown.columns - 1
        var headEnd = start, headColumns = 0
        while headEnd < text.count && headColumns + widths[headEnd] <= room / 2 {
            headColumns += widths[headEnd]
            headEnd += 1
        }
        var tailStart = text.count, tailColumns = 0
        while tailStart > headEnd && headColumns + tailColumns + widths[tailStart - 1] <= room {
            tailColumns += widths[tailStart - 1]
            tailStart -= 1
        }
        shown.append(text, widths: widths, start..<headEnd)
        shown.appendEllipsis(ellipsis)
        shown.append(text, widths: widths, tailStart..<text.count)
        return shown
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

extension CellElision.Shown {
    /// Adds `text[range]`.
    mutating func append(_ text: [Character], widths: [Int], _ range: Range<Int>) {
        for index in range {
            self.text.append(text[index])
            columns += widths[index]
            origins.append(index)
        }
    }

    /// Adds one `…` (`~` in ASCII).
    mutating func appendEllipsis(_ ellipsis: Character) {
        text.append(ellipsis)
        columns += 1
        origins.append(nil)
    }
}
