/// Where the hardware cursor rests on the picture, and how the rows down to it are drawn:
/// enough to find the picture's first row again after a resize, from one cursor report
/// (docs/TERMINAL.md, "The cursor on the centred cell").
///
/// A terminal carries the cursor along with its cell when a resize cuts, brings back or
/// reflows rows, but nothing else: a report after the resize tells where the cursor's row is
/// now, not where the picture starts. The rows between them are the picture's own rows above
/// the cursor. A terminal that reflows (tmux, VTE, kitty, foot, Alacritty, WezTerm, iTerm2)
/// splits every row longer than the new width into rows of that width, whether it was wrapped
/// or not, never cutting a wide glyph (it goes to the next row whole), and puts the cursor on
/// the piece its cell lands in; one that does not (xterm, the Linux console) keeps every row
/// whole. Rows are never joined back, since moodpick writes with autowrap off and no row of the
/// picture is marked as wrapped. kitty before 0.40 moves the cursor by a rule of its own
/// (`KittyRewrapCursor`, chosen in `firstRow(after:before:screen:reflows:terminal:)`). A pure
/// value, tested without a terminal.
package struct ParkedCursor: Equatable, Sendable {
    /// The cursor's place on the picture: picture row and screen column.
    package var position: CursorPosition
    /// The picture's rows from the first down to the cursor's, as drawn: what a reflow splits.
    package var rows: [ReflowRow]
    /// How far every row of the picture reaches, in columns, the rows below the cursor's too:
    /// what kitty before 0.40 needs to find the picture again (`KittyRewrapCursor`).
    package var reaches: [Int]

    package init(position: CursorPosition, rows: [ReflowRow] = [], reaches: [Int] = []) {
        self.position = position
        self.rows = rows
        self.reaches = reaches
    }

    /// Parked where `frame` puts the cursor, with the frame's rows down to it as drawn.
    package init(after frame: Frame) {
        position = frame.cursor
        rows = (0..<min(max(frame.cursor.row + 1, 0), frame.lines.count)).map { ReflowRow(frame, row: $0) }
        reaches = frame.lines.indices.map { ReflowRow(frame, row: $0).reach }
    }

    /// Screen rows from the picture's first row down to the cursor's row once the screen is
    /// `columns` wide: the picture's first row is the reported cursor row minus this. Without
    /// reflow every row stays whole.
    package func rowsAbove(atColumns columns: Int, reflows: Bool) -> Int {
        guard reflows, columns > 0 else { return position.row }
        let above = rows.prefix(max(position.row, 0)).reduce(0) { $0 + $1.pieces(atColumns: columns) }
        let own = position.row < rows.count ? rows[position.row] : ReflowRow(reach: 0)
        return above + own.piece(ofColumn: max(position.column, 0), atColumns: columns)
    }
}

extension ParkedCursor {
    /// The picture's first row after a resize to `screen`, from the cursor `report` after it,
    /// the picture's first row and the screen's width before it (`before`): the one place that
    /// tells the terminals apart. kitty before 0.40 (`terminal`, from XTVERSION) moves the
    /// cursor by a rule of its own (`KittyRewrapCursor`); everywhere else the cursor stayed on
    /// its cell, and the picture starts `rowsAbove` rows above it.
    package func firstRow(after report: CursorPosition, before: (firstRow: Int, columns: Int), screen: ScreenSize,
                         reflows: Bool, terminal: TerminalAbilities.Identity?) -> Int {
        if KittyRewrapCursor.applies(to: terminal),
           let first = KittyRewrapCursor(reaches: reaches, cursor: position, firstRow: before.firstRow, oldColumns: before.columns)
               .firstRow(after: report, columns: screen.columns, lines: screen.rows) {
            return first
        }
        return report.row - rowsAbove(atColumns: screen.columns, reflows: reflows)
    }
}

/// One picture row as a reflow sees it: how far it reaches, in columns (the text before the
/// picture included on its first row), and where each glyph wider than one column starts.
package struct ReflowRow: Equatable, Sendable {
    package var reach: Int
    /// The width of each glyph wider than one column, by the column it starts in.
    package var wideGlyphs: [Int: Int]

    package init(reach: Int, wideGlyphs: [Int: Int] = [:]) {
        self.reach = reach
        self.wideGlyphs = wideGlyphs
    }

    /// Row `row` of `frame` as drawn.
    init(_ frame: Frame, row: Int) {
        var wide: [Int: Int] = [:]
        var reach = row == 0 ? frame.indent : 0
        for span in frame.lines[row].spans {
            var column = span.column
            for character in span.text {
                let width = DisplayWidth.columns(of: character)
                if width > 1 { wide[column] = width }
                column += width
            }
            reach = max(reach, column)
        }
        self.init(reach: reach, wideGlyphs: wide)
    }

    /// The rows this row becomes on a screen `columns` wide (at least one).
    package func pieces(atColumns columns: Int) -> Int {
        reach == 0 ? 1 : piece(ofColumn: reach - 1, atColumns: columns) + 1
    }

    /// Which of those rows (0: the first) holds the cell over `column`: cells are laid out from
    /// the left, one column each but a wide glyph's, and a glyph that would cross the new
    /// width starts the next row. Past the reach, blank cells of one column.
    package func piece(ofColumn target: Int, atColumns columns: Int) -> Int {
        var piece = 0, x = 0, column = 0
        while true {
            let width = wideGlyphs[column] ?? 1
            if x > 0 && x + width > columns {
                piece += 1
                x = 0
            }
            if column + width > target { return piece }
            x += width
            column += width
        }
    }
}

extension ParkedCursor {
    /// Whether the terminal is taken to reflow its rows on a resize, from its environment: yes,
    /// as nearly every terminal and multiplexer does today, except the Linux console (`TERM`
    /// linux), st, rxvt-unicode (`TERM` rxvt*: it splits rows only once it has scrollback,
    /// which cannot be asked; a fresh terminal keeps them whole), mlterm (`TERM` mlterm or
    /// `MLTERM` set: it cuts rows at the new edge) and a bare xterm (`XTERM_VERSION` set), all
    /// with no tmux or screen in between (docs/TERMINAL.md, "Finding the picture after a
    /// resize"). A wrong guess costs a resize on a narrower screen: picture rows left above the
    /// redrawn picture, or shell rows above it erased.
    package static func terminalReflows(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if term.hasPrefix("linux") || term == "st" || term.hasPrefix("st-") { return false }
        let multiplexed = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux")
        if multiplexed { return true }
        let keepsRowsWhole = term.hasPrefix("rxvt") || term.hasPrefix("mlterm") || !(environment["MLTERM"] ?? "").isEmpty
        return !keepsRowsWhole && (environment["XTERM_VERSION"] ?? "").isEmpty
    }
}
