/// One row of a ``WheelStack``: its name (shown at the left of the row, nil for a lone
/// `--range` wheel) and the values it offers for the current selection of the stack (a day
/// wheel offers 28 to 31 days, following the month and the year).
package struct Wheel: Sendable, Hashable {
    package let name: String?
    package let values: NumberRange

    package init(name: String?, values: NumberRange) {
        self.name = name
        self.values = values
    }
}
