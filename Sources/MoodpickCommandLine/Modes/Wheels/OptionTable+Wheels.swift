/// The option table's wheel entries (docs/CONTRACT.md §18, docs/WHEELS.md), a block of their own:
/// a number, a time or a date picked on snapping wheels instead of items.
extension Option {
    /// `--range`, `--time`, `--date` and their settings, under OPTIONS (`--start` is the wheels' start value).
    var wheelsSpec: OptionSpec? {
        switch self {
        case .range:
            return OptionSpec(arity: .value("LO..HI[:STEP]"), section: .options, help:
                "Pick a number from LO to HI by STEP (default 1; decimals are exact) on a wheel instead of items.")
        case .time:
            return OptionSpec(arity: .negatable, section: .options, help:
                "Pick a time of day, HH:MM (24-hour), on hour and minute wheels; --start HH:MM, default now.")
        case .timeStep:
            return OptionSpec(arity: .value("N"), section: .options, help:
                "With --time: the minute wheel's step, a divisor of 60 (default 1).")
        case .date:
            return OptionSpec(arity: .negatable, section: .options, help:
                "Pick a date, YYYY-MM-DD, on year, month and day wheels; --start YYYY-MM-DD, default today.")
        case .min:
            return OptionSpec(arity: .value("VALUE"), section: .options, help: "With --time or --date: the earliest value offered.")
        case .max:
            return OptionSpec(arity: .value("VALUE"), section: .options, help: "With --time or --date: the latest value offered.")
        case .unit:
            return OptionSpec(arity: .value("TEXT"), section: .options, help:
                "With --range: the values' unit, shown under the wheel and printed by --output label or json.")
        default:
            return nil
        }
    }
}
