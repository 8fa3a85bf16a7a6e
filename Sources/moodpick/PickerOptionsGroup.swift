import ArgumentParser
import MoodpickCore

/// The options of typing, marking and starting: the filter's query and order, `--jump`'s
/// type-ahead, `--multi`, and `--start-index`.
struct PickerOptionsGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Start with this query typed.", valueName: "TEXT"))
    var query: String = ""

    @Flag(help: "Typing jumps to the next item whose label starts with the typed text, instead of filtering.")
    var jump = false

    @Option(name: .customLong("multi"),
            help: ArgumentHelp("--multi[=N]: Tab marks items (at most N; no N or 0: no limit); Enter prints every marked item.",
                               valueName: "N"))
    var multi: Int?

    @Option(name: .customLong("start-index"), parsing: .unconditional,
            help: ArgumentHelp("Start on this 0-based position (as --output index prints it), clamped.", valueName: "N"))
    var startIndex: Int?

    func validate() throws {
        if let startIndex, startIndex < 0 { throw ValidationError("--start-index must be 0 or more, not \(startIndex)") }
        if let multi, multi < 0 { throw ValidationError("--multi must be 0 or more, not \(multi)") }
    }

    /// How many items may be marked, or nil without `--multi`.
    var multiLimit: Int? { multi.map { $0 == 0 ? Int.max : $0 } }

    /// The command line with a bare `--multi` given its "no limit" value (`--multi=0`): the
    /// argument parser has no options whose value may be left out. Nothing after `--` changes.
    static func normalized(_ arguments: [String]) -> [String] {
        var result = arguments
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--multi" { result[index] = "--multi=0" }
        }
        return result
    }
}
