/// What Enter prints for a stack of wheels, in the `--output` formats that fit a value.
extension WheelStack {
    /// Refuses a format that has no meaning for these wheels: `index` (the position) is one
    /// number for a `--range` only; a time or a date is several positions.
    package func check(output format: OutputFormat) throws(WheelUsageError) {
        guard format == .index, !isRange else { return }
        throw WheelUsageError("--output index applies to --range only; --time and --date print their value (line, symbol, label or json)")
    }

    /// The text to print for the current selection, without its terminator:
    ///
    /// | format | printed |
    /// |---|---|
    /// | `line`, `symbol` | the value: `2.50`, `09:30`, `2026-02-28` |
    /// | `label` | the value and what the picture shows beside it: `250 ms`, `2026-02-28 Saturday` |
    /// | `index` | a range's position, from 0 (others: refused by ``check(output:)``, the value here) |
    /// | `json` | one object: `{"index":3,"value":"0.75"}`, with `"unit"`; a time's `hour` and `minute`; a date's `year`, `month`, `day` and `weekday` |
    package func output(_ format: OutputFormat) -> String {
        switch format {
        case .line, .symbol: return text
        case .label: return detail.map { text + " " + $0 } ?? text
        case .index: return isRange ? String(selection[0]) : text
        case .json:
            switch kind {
            case let .range(range): return range.json(of: selection)
            case let .time(time): return time.json(of: selection)
            case let .date(date): return date.json(of: selection)
            }
        }
    }

    /// `output(format)` as bytes, ended by a newline or, with `print0`, a NUL.
    package func outputBytes(_ format: OutputFormat, print0: Bool = false) -> [UInt8] {
        Array(output(format).utf8) + [print0 ? 0 : 0x0A]
    }

    private var isRange: Bool {
        if case .range = kind { return true }
        return false
    }
}
