import MoodpickCommandLine
import MoodpickCore

/// The options of typing, marking and starting: the filter's query and order, `--jump`'s
/// type-ahead, `--multi`, and `--start-index`.
struct PickerOptionsGroup {
    var query: String
    var jump: Bool
    /// `--multi`'s limit as given: nil without `--multi`, 0 for a bare `--multi` (no limit).
    var multi: Int?
    var startIndex: Int?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.string(.query) ?? ""
        jump = arguments.flag(.jump)
        startIndex = try arguments.integer(.startIndex)
        if let text = arguments.string(.multi) {
            guard text.isEmpty || Int(text) != nil else { throw UsageError("--multi=N takes a whole number, not '\(text)'") }
            multi = Int(text) ?? 0
        }
        if let startIndex, startIndex < 0 { throw UsageError("--start-index must be 0 or more, not \(startIndex)") }
        if let multi, multi < 0 { throw UsageError("--multi must be 0 or more, not \(multi)") }
    }

    /// How many items may be marked, or nil without `--multi`.
    var multiLimit: Int? { multi.map { $0 == 0 ? Int.max : $0 } }
}
