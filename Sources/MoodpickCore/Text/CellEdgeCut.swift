/// What a text cell shows when the strip's edge cuts it (docs/CONTRACT.md §3, "Long text in a
/// cell"): its ellipsis at the edge and what is left of its text beside it, never a lone
/// fragment (`ain` for `main`, `r` for `…1106-…-flow`). When fewer than ``leastKept`` columns of
/// text would be left beside the `…`, the cell shows the `…` alone, so a cell entering the
/// screen reads `…`, then `…low`, `…-flow`, and a cell leaving it the same in reverse. Pure,
/// for the one or two cells the edges cut in a frame.
package enum CellEdgeCut {
    /// The fewest columns of text kept beside the edge's `…`: fewer say nothing.
    package static let leastKept = 3

    /// A cell's text as drawn between the screen's columns `0..<limit`.
    package struct Drawn: Equatable, Sendable {
        /// The text to draw.
        package var text: String
        /// The screen column it starts at.
        package var column: Int
        /// Offsets into `text` of the Characters the query matched, ascending.
        package var matched: [Int]
    }

    /// `text` (matched Characters at the offsets `matched`), meant to start at screen column
    /// `column`, as drawn within `0..<limit`: unchanged when it fits; else with the Characters
    /// past an edge dropped and an `…` (`~` in ASCII) in the column next to that edge; nil when
    /// nothing of it is on screen.
    package static func drawn(_ text: String, matched: [Int], at column: Int, limit: Int, ascii: Bool = false) -> Drawn? {
        let characters = Array(text)
        let widths = characters.map(DisplayWidth.columns(of:))
        let end = column + widths.reduce(0, +)
        guard column < 0 || end > limit else { return Drawn(text: text, column: column, matched: matched) }
        guard end > 0 && column < limit && limit > 0 else { return nil }
        let ellipsis = String(ascii ? "~" : "…")
        // The Characters wholly inside the screen, less the column each cut edge gives to its `…`.
        let low = column < 0 ? 1 : 0, high = end > limit ? limit - 1 : limit
        var kept: [Int] = []
        var x = column
        for (index, width) in widths.enumerated() {
            if x >= low && x + width <= high { kept.append(index) }
            x += width
        }
        // The text's own `…` beside the edge's says nothing more.
        let mark = Character(ellipsis)
        if column < 0 { while let first = kept.first, characters[first] == mark { kept.removeFirst() } }
        if end > limit { while let last = kept.last, characters[last] == mark { kept.removeLast() } }
        let keptColumns = kept.reduce(0) { $0 + widths[$1] }
        guard keptColumns >= leastKept, let first = kept.first else {
            return Drawn(text: ellipsis, column: column < 0 ? 0 : max(column, 0), matched: [])
        }
        let firstColumn = column + widths[..<first].reduce(0, +)
        var drawn = Drawn(text: "", column: column < 0 ? 0 : firstColumn, matched: [])
        // A wide Character straddling column 1 leaves a blank between the `…` and the rest.
        if column < 0 { drawn.text = ellipsis + String(repeating: " ", count: max(firstColumn - 1, 0)) }
        let wanted = Set(matched)
        for index in kept {
            if wanted.contains(index) { drawn.matched.append(drawn.text.count) }
            drawn.text.append(characters[index])
        }
        if end > limit { drawn.text += ellipsis }
        return drawn
    }
}
