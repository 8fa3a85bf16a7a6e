/// Draws a picker into a `Frame`: prompt, strip, label, position indicator, key help.
///
/// The selected cell (`Picker.selectedIndex`) is drawn in reverse video with its padding.
///
/// Only the cells in the layout's visible range are decoded and placed, so the work per frame
/// depends on the screen width, never on the number of items.
public struct StripView: Sendable {
    /// The prompt before the typed text (`--prompt`).
    public var prompt: String
    /// ASCII-only decorations (LANG=C, `--ascii`).
    public var ascii: Bool
    /// A word shown before the key help, when the terminal cannot do something asked for.
    public var notice: String?

    public init(prompt: String = "> ", ascii: Bool = false) {
        self.prompt = prompt
        self.ascii = ascii
    }

    /// The key help on the last row.
    public var help: String {
        ascii ? "<-/-> move | enter choose | esc cancel | type to jump"
            : "←/→ move · enter choose · esc cancel · type to jump"
    }

    /// The picture of `picker`; `indent` columns of row 0 are left to text printed before it.
    public func frame(of picker: Picker, indent: Int = 0) -> Frame {
        let screen = picker.screenLayout
        var frame = Frame(size: picker.screen, indent: min(max(indent, 0), picker.screen.columns - 1))
        // Parked at the end of the query on the first row: where typing goes, and the row the
        // terminal keeps the cursor on when it reflows the picture (a resize then finds it).
        frame.cursor = CursorPosition(row: 0, column: frame.indent)
        guard picker.layout.count > 0 else { return frame }
        let offset = picker.offset
        // The highlight, the label and the count show the cell Enter would choose: at rest the
        // centered one; during a glide the one it heads to, so a key shows in the very next frame.
        let selected = picker.selectedIndex
        frame.lines[screen.stripRow] = stripLine(picker, offset: offset, selected: selected, row: screen.stripRow)
        if let row = screen.labelRow { frame.lines[row] = labelLine(picker, index: selected, row: row) }
        if let row = screen.promptRow {
            frame.lines[row] = promptLine(picker, index: selected, row: row, indent: row == 0 ? frame.indent : 0)
            if row == 0, let typed = frame.lines[row].spans.first(where: { $0.style == .bold }) {
                frame.cursor.column = typed.column + DisplayWidth.columns(of: typed.text)
            }
        }
        if let row = screen.indicatorRow { frame.lines[row] = indicatorLine(picker, offset: offset, row: row) }
        if let row = screen.helpRow {
            var line = FrameLine()
            let help = notice.map { $0 + (ascii ? " | " : " · ") + self.help } ?? self.help
            Clip.append(DisplayText.truncated(help, toColumns: usableColumns(picker.screen, row: row), ascii: ascii).text,
                        at: 0, style: .dim, to: &line, limit: usableColumns(picker.screen, row: row))
            frame.lines[row] = line
        }
        return frame
    }

    /// Columns a row may use: all but the last on the bottom row, so the terminal never scrolls.
    private func usableColumns(_ size: ScreenSize, row: Int) -> Int {
        row == size.rows - 1 ? size.columns - 1 : size.columns
    }

    private func stripLine(_ picker: Picker, offset: Double, selected: Int, row: Int) -> FrameLine {
        let geometry = picker.geometry
        let limit = usableColumns(picker.screen, row: row)
        var line = FrameLine()
        for index in geometry.visibleRange(offset: offset) {
            let left = geometry.drawnLeft(of: index, offset: offset)
            let content = picker.items.cell(at: index)
            if index == selected {
                let width = picker.layout.width(of: index)
                let trailing = max(width - content.columns - 1, 0)
                let text = " " + content.text + String(repeating: " ", count: trailing)
                Clip.append(text, at: left, style: .reverse, to: &line, limit: limit)
            } else {
                Clip.append(content.text, at: left + 1, style: [], to: &line, limit: limit)
            }
        }
        return line
    }

    private func labelLine(_ picker: Picker, index: Int, row: Int) -> FrameLine {
        let limit = usableColumns(picker.screen, row: row)
        let label = picker.items.displayLabel(at: index, columns: max(limit - 2, 1))
        let start = min(max(picker.geometry.centerColumn - label.columns / 2, 0), max(limit - label.columns, 0))
        var line = FrameLine()
        Clip.append(label.text, at: start, style: .bold, to: &line, limit: limit)
        return line
    }

    /// The prompt and the typed text at the left, the count at the right; `indent` columns at
    /// the left belong to text printed before moodpick.
    private func promptLine(_ picker: Picker, index: Int, row: Int, indent: Int) -> FrameLine {
        let limit = usableColumns(picker.screen, row: row)
        let position = "\(index + 1)/\(picker.layout.count)"
        let positionColumns = position.count
        let room = limit - indent - positionColumns - 1
        var line = FrameLine()
        if room > 0 {
            let typed = DisplayText.sanitized(prompt + picker.typeAhead.text, ascii: ascii)
            Clip.append(DisplayText.truncated(typed, toColumns: room, ascii: ascii).text, at: indent, style: .bold, to: &line, limit: indent + room)
        }
        // The count is shown whole or not at all: a cut count ("12" of "1/12") would mislead.
        if limit - indent >= positionColumns {
            Clip.append(position, at: limit - positionColumns, style: .dim, to: &line, limit: limit)
        }
        return line
    }

    private func indicatorLine(_ picker: Picker, offset: Double, row: Int) -> FrameLine {
        let limit = usableColumns(picker.screen, row: row)
        let track = max(min(limit - 4, 48), 1)
        let start = max((limit - track) / 2, 0)
        let count = picker.layout.count
        let fraction = picker.layout.fraction(at: offset)
        let knob = count > 1 ? StripGeometry.column(fraction / Double(count - 1) * Double(track - 1)) : 0
        let rail = ascii ? "-" : "─"
        var line = FrameLine()
        Clip.append(String(repeating: rail, count: knob), at: start, style: .dim, to: &line, limit: limit)
        Clip.append(ascii ? "o" : "●", at: start + knob, style: [], to: &line, limit: limit)
        Clip.append(String(repeating: rail, count: track - knob - 1), at: start + knob + 1, style: .dim, to: &line, limit: limit)
        return line
    }
}

/// Places text on a row cluster by cluster, dropping every cluster that would be cut by the
/// screen edge (or that a terminal measuring code points might push past it).
enum Clip {
    static func append(_ text: String, at column: Int, style: TextStyle, to line: inout FrameLine, limit: Int) {
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
