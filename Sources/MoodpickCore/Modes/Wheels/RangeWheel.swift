/// `--range LO..HI[:STEP]`: a single wheel of numbers, with an optional unit shown beside the
/// value (`--unit ms`).
package struct RangeWheel: Sendable, Hashable {
    /// The range as written on the command line, for messages.
    package let spec: String
    package let values: NumberRange
    /// Shown after the value in the label (`250 ms`), never printed with `--output line`.
    package let unit: String?

    package init(spec: String, values: NumberRange, unit: String? = nil) {
        self.spec = spec
        self.values = values
        self.unit = unit.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The value at `selection[0]`, as printed.
    func text(of selection: [Int]) -> String { values.text(at: selection.first ?? 0) }

    /// `{"index":N,"value":"…"}`, the unit added when there is one. The value is a JSON string:
    /// the exact decimal as printed, which no reader turns into a binary fraction.
    func json(of selection: [Int]) -> String {
        let index = selection.first ?? 0
        var object = "{\"index\":\(index),\"value\":" + JSONString.quoted(values.text(at: index))
        if let unit { object += ",\"unit\":" + JSONString.quoted(unit) }
        return object + "}"
    }
}
