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
        for (option, command) in [("--preview", preview), ("--on-change", onChange)] {
            if let problem = command.flatMap({ CommandTemplate($0).quotingProblem }) { throw UsageError("\(option): \(problem)") }
        }
    }

    /// Rows the picture keeps for the preview (0 without one).
    var previewRows: Int { preview == nil ? 0 : previewHeight }

    /// Whether anything runs on a settle.
    var isActive: Bool { preview != nil || onChange != nil }
}
