/// A pointer's column in a script: a whole column for reports in cells, or a column with up to
/// three decimals for reports in pixels (DEC 1016), the decimals its place inside the column.
enum PointerColumn {
    /// `12.375` → (12, 0.375); nil for anything but a column with decimals (the caller's own
    /// checks read a whole column, and report a bad one).
    static func split(_ text: String) -> (column: Int, fraction: Double)? {
        guard text.contains("."), text.utf8.count <= 24,
            text.allSatisfy({ $0 == "." || ($0.isASCII && $0.isNumber) }),
            let value = Double(text), value.isFinite, value >= 0, value <= Double(ReplayLimits.maximumCoordinate + 1) else {
            return nil
        }
        let column = Int(value.rounded(.down))
        return (column, value - Double(column))
    }

    /// The text of a column and its fraction (three decimals at most; a whole column plain).
    static func text(_ column: Int, _ fraction: Double) -> String {
        fraction == 0 ? String(column) : DecimalText.format(Double(column) + fraction)
    }
}
