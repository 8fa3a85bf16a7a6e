/// Draws `--confirm`'s row of buttons (docs/CONTRACT.md, "Confirm"): the question (`--header`)
/// on the first row, the buttons centred on the next, the key help on the last. Each button is
/// a cell of the strip's layout (its label with two blanks each side); the mark, a bracket on
/// each side's outer blank, stands at the motion's offset, so it glides from button to button
/// as the strip glides from cell to cell. The button it is heading for is drawn `current`.
package struct ConfirmView: Sendable {
    /// The question shown above the buttons; nil: none.
    package var question: String?
    /// ASCII-only decorations (LANG=C, `--ascii`).
    package var ascii: Bool
    /// The style of every element (docs/CONTRACT.md §11).
    package var theme: Theme
    /// Whether the key help row is drawn (`--no-help`: not).
    package var showsHelp: Bool

    /// Blank columns between two buttons.
    static let spacing = 1
    /// Blank columns inside a button, each side of its label (the mark stands on the outer one).
    static let padding = 2

    package init(question: String? = nil, ascii: Bool = false, theme: Theme = .standardDefault, showsHelp: Bool = true) {
        self.question = question
        self.ascii = ascii
        self.theme = theme
        self.showsHelp = showsHelp
    }

    /// The buttons as strip cells: each label's width plus its padding.
    package func layout(of buttons: ConfirmButtons) -> StripLayout {
        StripLayout(widths: buttons.labels.map { DisplayWidth.columns(of: shown($0)) + 2 * Self.padding }, spacing: Self.spacing)
    }

    /// Where the parts go on a picture `rows` tall: the question, the buttons, the help.
    package struct Rows: Sendable, Equatable {
        package var question: Int?
        package var buttons: Int
        package var help: Int?

        package init(rows: Int, question: Bool, help: Bool) {
            self.question = question && rows > 1 ? 0 : nil
            buttons = self.question == nil ? 0 : 1
            self.help = help && rows > buttons + 1 ? rows - 1 : nil
        }
    }

    /// The column of the row's first button: the row centred, or at the left when it is wider.
    package func firstColumn(of layout: StripLayout, columns: Int) -> Int {
        max((columns - left(of: layout.count - 1, in: layout) - layout.width(of: layout.count - 1)) / 2, 0)
    }

    /// Button `index`'s left column from the row's first (strip offsets count from button 0's
    /// center, so half of its width is added back).
    func left(of index: Int, in layout: StripLayout) -> Int {
        Int(layout.leftEdge(of: index) + Double(layout.width(of: 0)) / 2)
    }

    /// The whole picture: the mark at strip offset `offset` (the center of the button under it,
    /// in the row's columns), `target` the button the mark is heading for.
    package func frame(of buttons: ConfirmButtons, offset: Double, target: Int, screen: ScreenSize, help: String?, indent: Int = 0) -> Frame {
        var frame = Frame(size: screen, indent: min(max(indent, 0), screen.columns - 1))
        let rows = Rows(rows: screen.rows, question: question != nil, help: help != nil)
        func limit(_ row: Int) -> Int { row == screen.rows - 1 ? screen.columns - 1 : screen.columns }
        if let row = rows.question, let question {
            let start = row == 0 ? frame.indent : 0
            let text = DisplayText.truncated(shown(question), toColumns: max(limit(row) - start, 0), ascii: ascii).text
            Clip.append(text, at: start, style: theme.resolved(.prompt), to: &frame.lines[row], limit: limit(row))
        }
        let row = rows.buttons
        frame.lines[row] = buttonLine(buttons, offset: offset, target: target, columns: screen.columns,
                                      from: row == 0 ? frame.indent : 0, limit: limit(row))
        if let row = rows.help, let help {
            let text = DisplayText.truncated(shown(help), toColumns: limit(row), ascii: ascii).text
            Clip.append(text, at: 0, style: theme.resolved(.help), to: &frame.lines[row], limit: limit(row))
        }
        let layout = layout(of: buttons)
        let labelColumn = firstColumn(of: layout, columns: screen.columns) + left(of: target, in: layout) + Self.padding
        frame.cursor = CursorPosition(row: row, column: min(labelColumn, max(limit(row) - 1, 0)))
        return frame
    }

    /// The row of buttons with the mark at `offset`; columns `from..<limit` may be drawn.
    package func buttonLine(_ buttons: ConfirmButtons, offset: Double, target: Int, columns: Int, from: Int = 0, limit: Int? = nil) -> FrameLine {
        let limit = min(limit ?? columns, columns)
        let layout = layout(of: buttons)
        let first = max(firstColumn(of: layout, columns: columns), from)
        var line = FrameLine()
        for index in buttons.labels.indices {
            let left = first + left(of: index, in: layout)
            let label = shown(buttons.labels[index])
            let blanks = String(repeating: " ", count: Self.padding)
            let isTarget = index == target
            Clip.append(isTarget ? blanks + label + blanks : label, at: isTarget ? left : left + Self.padding,
                        style: theme.resolved(isTarget ? .current : .label), to: &line, limit: limit)
            // The accelerator underlined, as a dialog's is (the letter's column: labels are
            // sanitized to one column a character before they get one).
            if let key = buttons.acceleratorOffsets[index], Array(label).count == DisplayWidth.columns(of: label), left + Self.padding + key < limit {
                var style = theme.resolved(isTarget ? .current : .label)
                style.attributes.insert(.underline)
                line.overlay(Span(column: left + Self.padding + key, text: String(Array(label)[key]), style: style))
            }
        }
        // The mark: on the outer blank each side of the button at `offset`, as wide as the
        // button nearest it, so while it glides it stands between two buttons.
        let center = offset + Double(layout.width(of: 0)) / 2, width = Double(layout.width(of: layout.nearestIndex(to: offset)))
        let leftMark = first + Int((center - width / 2).rounded())
        let rightMark = first + Int((center + width / 2).rounded()) - 1
        let sides = ascii ? ("[", "]") : ("▕", "▏")
        for (column, text) in [(leftMark, sides.0), (rightMark, sides.1)] where column >= from && column < limit {
            line.overlay(Span(column: column, text: text, style: theme.resolved(.mark)))
        }
        return line
    }

    /// `text` made safe to draw (no control characters; ASCII under `ascii`).
    private func shown(_ text: String) -> String { DisplayText.sanitized(text, ascii: ascii) }
}
