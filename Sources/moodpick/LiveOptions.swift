import MoodpickCommandLine
import MoodpickCore

/// What runs when the strip settles on a different item (docs/CONTRACT.md §13): a preview shown
/// under the strip, and a command for scripts that react live.
struct LiveOptions {
    var preview: String?
    var previewHeight: Int
    var onChange: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        preview = arguments.string(.preview)
        previewHeight = try arguments.defaulted(.previewHeight, arguments.integer)
        onChange = arguments.string(.onChange)
        guard (1...200).contains(previewHeight) else { throw UsageError("--preview-height must be 1 to 200 rows") }
        try Self.check(preview, of: .preview)
        try Self.check(onChange, of: .onChange)
    }

    /// A command whose quoting cannot be read is a usage error naming its option. One call per
    /// option, not a loop over a list of pairs: that list's type alone costs a short pick 2 % of
    /// its instructions in runtime metadata (Benchmarks/README.md, "The start-up budget").
    private static func check(_ command: String?, of option: Option) throws(UsageError) {
        if let problem = command.flatMap({ CommandTemplate($0).quotingProblem }) { throw UsageError("\(option.long): \(problem)") }
    }

    /// Rows the picture keeps for the preview (0 without one).
    var previewRows: Int { preview == nil ? 0 : previewHeight }

    /// Whether anything runs on a settle.
    var isActive: Bool { preview != nil || onChange != nil }
}
