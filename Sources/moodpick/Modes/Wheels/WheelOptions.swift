import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--range`, `--time` or `--date` (docs/CONTRACT.md §18): the wheels read into a ``WheelStack``
/// at parse time, so a bad range, time or date is a usage error (exit 64) before anything is
/// drawn. Today and now are read here, in the shell, from the system clock in the local time
/// zone; the core is handed them.
struct WheelOptions {
    /// The wheels to pick on; nil: no wheel option, the strip of items.
    var stack: WheelStack?

    init(_ arguments: ParsedArguments, output: OutputFormat) throws(UsageError) {
        let kinds = [Option.range, .time, .date].filter { arguments.has($0) && ($0 == .range || arguments.flag($0)) }
        guard let kind = kinds.first else {
            for option in [Option.timeStep, .min, .max, .unit] where arguments.has(option) {
                throw UsageError("\(option.long) needs --range, --time or --date")
            }
            return
        }
        if kinds.count > 1 { throw UsageError("\(kinds[0].long) and \(kinds[1].long) cannot be used together") }
        for option in [Option.filter, .emoji] where arguments.has(option) && (option != .emoji || arguments.flag(.emoji)) {
            throw UsageError("\(option.long) does not apply to \(kind.long)")
        }
        let stack = try Self.stack(kind, arguments)
        do {
            try stack.check(output: output)
        } catch {
            throw UsageError(error.description)
        }
        self.stack = stack
    }

    /// The stack of `kind`, its `WheelUsageError` turned into a `UsageError`.
    private static func stack(_ kind: Option, _ arguments: ParsedArguments) throws(UsageError) -> WheelStack {
        let start = arguments.string(.start)
        if kind != .time, arguments.has(.timeStep) { throw UsageError("--time-step needs --time") }
        if kind != .range, arguments.has(.unit) { throw UsageError("--unit needs --range") }
        if kind == .range, let bound = [Option.min, .max].first(where: arguments.has) { throw UsageError("\(bound.long) needs --time or --date") }
        let step = try arguments.integer(.timeStep)
        do {
            switch kind {
            case .range:
                return try WheelSpec.range(arguments.string(.range) ?? "", start: start, unit: arguments.string(.unit))
            case .time:
                return try WheelSpec.time(step: step, start: start, min: arguments.string(.min), max: arguments.string(.max), now: now().time)
            default:
                return try WheelSpec.date(start: start, min: arguments.string(.min), max: arguments.string(.max), today: now().date)
            }
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The date and the time of day now, in the local time zone.
    private static func now() -> (date: CalendarDate, time: TimeOfDay) {
        var seconds = time(nil)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil,
              let date = CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday)),
              let time = TimeOfDay(hour: Int(local.tm_hour), minute: Int(local.tm_min))
        else { return (CalendarDate(dayNumber: 0), TimeOfDay(minuteOfDay: 0)) }
        return (date, time)
    }
}
