import MoodpickCommandLine
import MoodpickCore

/// The options of typing, marking and starting: the filter's query, `--jump`'s type-ahead,
/// `--multi`, and where the strip starts (`--start` or `--start-index`).
struct PickerOptionsGroup {
    /// The query typed at the start (empty: none).
    var query: String
    var jump: Bool
    /// How many items may be marked, or nil without `--multi` (a bare `--multi`, or 0: no limit).
    var multiLimit: Int?
    /// Where the strip starts: the last of `--start` and `--start-index` given, so a default of
    /// either gives way to the other on the command line.
    var start: StartPosition?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.string(.query) ?? ""
        jump = arguments.flag(.jump)
        if let text = arguments.string(.multi) {
            guard text.isEmpty || Int(text) != nil else { throw UsageError("--multi=N takes a whole number, not '\(text)'") }
            let multi = Int(text) ?? 0
            guard multi >= 0 else { throw UsageError("--multi must be 0 or more, not \(multi)") }
            multiLimit = multi == 0 ? Int.max : multi
        }
        switch arguments.lastUse(where: { option, _ in option == .start || option == .startIndex })?.option {
        case .startIndex?:
            let index = try arguments.defaulted(.startIndex, arguments.integer)
            guard index >= 0 else { throw UsageError("--start-index must be 0 or more, not \(index)") }
            start = .index(index)
        case .start?:
            start = arguments.string(.start).map(StartPosition.init)
        default:
            start = nil
        }
    }
}
