/// Draws a ``WheelStack`` as rows of a ``Frame``: one row per wheel, the active one marked, the
/// whole value under them (docs/WHEELS.md).
///
/// Every wheel's strip is laid out and placed by the strip's own rules (``StripLayout``,
/// ``StripGeometry``: the center column is `StripGeometry.centerColumn`), and all wheels of a
/// stack share one cell width (``WheelStack/cellWidth``), so the selection mark stands in the
/// same two columns on every row: a still band the wheels slide under, as in an iOS picker.
/// Only the visible cells' texts are made, so a row costs the same at a million values as at ten.
package struct WheelView: Sendable {
    /// The prompt before typed digits.
    package var prompt: String
    /// ASCII-only decorations (LANG=C, `--ascii`).
    package var ascii: Bool
    /// The style of every element (docs/CONTRACT.md §11).
    package var theme: Theme
    /// Columns of blank between two cells (`--spacing`).
    package var spacing: Int
    /// Whether the key help row is drawn in the session's frames (`--no-help`: not).
    package var showsHelp: Bool

    package init(prompt: String = HelpRow.defaultPrompt, ascii: Bool = false, theme: Theme = .standardDefault, spacing: Int = 2, showsHelp: Bool = true) {
        self.prompt = prompt
        self.ascii = ascii
        self.theme = theme
        self.spacing = max(spacing, 0)
        self.showsHelp = showsHelp
    }

    /// The strip layout of wheel `wheel` of `stack`: equal cells, no per-value storage.
    package func layout(of stack: WheelStack, wheel: Int) -> StripLayout {
        stack.wheels[wheel].values.layout(cellWidth: stack.cellWidth, spacing: spacing)
    }

    /// Columns at the left of each row that hold the wheels' names (`› month `): 0 for a lone
    /// range wheel, which has no name. Cells are drawn only right of them.
    package func nameColumns(of stack: WheelStack) -> Int {
        let longest = stack.wheels.compactMap { $0.name.map(DisplayWidth.columns(of:)) }.max()
        return longest.map { $0 + 3 } ?? 0
    }

    /// The row of wheel `wheel` at strip offset `offset`, on a row `columns` wide of which
    /// columns `from..<limit` may be drawn. The selected value is the one the wheel is heading
    /// for (as the strip highlights its target): in `current` on the active wheel, in `label`
    /// on the others; the other values fade with their distance from the cell under the center.
    package func wheelLine(_ stack: WheelStack, wheel: Int, offset: Double, columns: Int, from: Int = 0, limit: Int? = nil) -> FrameLine {
        let limit = min(limit ?? columns, columns)
        let values = stack.wheels[wheel].values
        let geometry = StripGeometry(layout: layout(of: stack, wheel: wheel), columns: columns)
        let gutter = from + nameColumns(of: stack)
        let content = stack.cellWidth - 2
        let selected = stack.selection[wheel], isActive = wheel == stack.active
        let centered = geometry.layout.nearestIndex(to: offset)
        var line = FrameLine()
        if let name = stack.wheels[wheel].name {
            let sign = isActive ? (ascii ? ">" : "›") : " "
            Clip.append(sign + " " + name, at: from, style: theme.resolved(isActive ? .prompt : .info), to: &line, limit: min(gutter, limit))
        }
        // The mark: one column each side of the center slot, the same on every row.
        let slotLeft = geometry.centredSlot(width: stack.cellWidth).lowerBound
        let marks = [slotLeft - 1, slotLeft + stack.cellWidth]
        let drawable = gutter..<max(gutter, limit)
        for index in geometry.visibleRange(offset: offset) {
            let left = geometry.drawnLeft(of: index, offset: offset)
            let text = values.text(at: index)
            let pad = content - text.count, before = valueInset(of: text, in: stack)
            // A value passing under the mark is left out whole: "02" cut to "2" is another value.
            let digits = (left + 1 + before)..<(left + 1 + before + text.count)
            guard !marks.contains(where: digits.contains) else { continue }
            if index == selected && isActive {
                let cell = String(repeating: " ", count: before + 1) + text + String(repeating: " ", count: pad - before + 1)
                place(cell, at: left, style: theme.resolved(.current), on: &line, within: drawable)
            } else {
                let element = index == selected ? ThemeElement.label : .cell(atDistance: max(abs(index - centered), 1))
                place(text, at: digits.lowerBound, style: theme.resolved(element), on: &line, within: drawable)
            }
        }
        let sides = ascii ? ("[", "]") : ("▕", "▏")
        for (column, text) in zip(marks, [sides.0, sides.1]) where column >= gutter && column < limit {
            line.overlay(Span(column: column, text: text, style: theme.resolved(.mark)))
        }
        return line
    }

    /// The whole value under the mark (`2026-02-28`, bold), then what helps read it (the
    /// weekday, the unit) dim after it: centered on the center column like an item's label.
    package func valueLine(_ stack: WheelStack, columns: Int, limit: Int? = nil) -> FrameLine {
        let limit = min(limit ?? columns, columns)
        let value = stack.text
        let start = min(max(StripGeometry.centerColumn(columns: columns) - value.count / 2, 0), max(limit - value.count, 0))
        var line = FrameLine()
        Clip.append(value, at: start, style: theme.resolved(.label), to: &line, limit: limit)
        if let detail = stack.detail {
            let safe = DisplayText.sanitized(detail, ascii: ascii)
            Clip.append(" " + safe, at: start + value.count, style: theme.resolved(.info), to: &line, limit: limit)
        }
        return line
    }

    /// The prompt and the digits typed so far at the left; the active wheel's position at the
    /// right (`43/101`), shown whole or not at all.
    package func promptLine(_ stack: WheelStack, typed: String, columns: Int, indent: Int = 0, limit: Int? = nil) -> FrameLine {
        let limit = min(limit ?? columns, columns)
        let values = stack.wheels[stack.active].values
        let position = "\(stack.selection[stack.active] + 1)/\(values.count)"
        let room = limit - indent - position.count - 1
        var line = FrameLine()
        if room > 0 {
            let shown = DisplayText.truncated(DisplayText.sanitized(prompt, ascii: ascii), toColumns: room, ascii: ascii)
            Clip.append(shown.text, at: indent, style: theme.resolved(.prompt), to: &line, limit: indent + room)
            Clip.append(DisplayText.sanitized(typed, ascii: ascii), at: indent + shown.columns, style: theme.resolved(.query), to: &line,
                        limit: indent + room)
        }
        if limit - indent >= position.count {
            Clip.append(position, at: limit - position.count, style: theme.resolved(.info), to: &line, limit: limit)
        }
        return line
    }

    /// Places a cell's text only when all of it lies in `columns`: a number cut at an edge
    /// would read as another number (2024 as 20).
    private func place(_ text: String, at column: Int, style: Style, on line: inout FrameLine, within columns: Range<Int>) {
        guard column >= columns.lowerBound, column + text.count <= columns.upperBound else { return }
        line.spans.append(Span(column: column, text: text, style: style))
    }
}
