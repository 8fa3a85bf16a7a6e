/// Where a value sits in its cell, and so where the hardware cursor rests on the active wheel:
/// on the first character of its selected value in the centred slot, where a screen reader
/// reads the value being set (docs/CONTRACT.md §17, docs/TERMINAL.md "The cursor on the centred
/// cell").
extension WheelView {
    /// Blanks before `text` inside a cell's content, so that values of differing lengths sit
    /// centred (the odd blank goes before).
    func valueInset(of text: String, in stack: WheelStack) -> Int {
        (stack.cellWidth - 2 - text.count + 1) / 2
    }

    /// The column of the first character of the active wheel's selected value, resting in the
    /// centred slot of a row `columns` wide of which `limit` may be drawn.
    func restingValueColumn(of stack: WheelStack, columns: Int, limit: Int) -> Int {
        let text = stack.wheels[stack.active].values.text(at: stack.selection[stack.active])
        let content = StripGeometry.centredContentColumn(width: stack.cellWidth, columns: columns, limit: limit)
        return min(content + valueInset(of: text, in: stack), max(limit - 1, 0))
    }
}
