import MoodpickCommandLine
import MoodpickCore

/// Where the picture goes (docs/CONTRACT.md, "Where the picture goes"): inline under the cursor
/// by default, `--height` rows tall, or the whole screen.
struct PlacementOptions {
    var height: Int?
    var fullscreen: Bool
    var noClear: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        height = try arguments.integer(.height)
        fullscreen = arguments.flag(.fullscreen)
        noClear = arguments.flag(.noClear)
        if let height, height < Placement.minimumInlineRows {
            throw UsageError("--height must be at least \(Placement.minimumInlineRows) rows")
        }
        if fullscreen && height != nil { throw UsageError("--height applies to the inline picture, not --fullscreen") }
    }

    /// The placement; inline without `--height`, a preview's rows are added to the default.
    func placement(previewRows: Int = 0) -> Placement {
        if fullscreen { return .fullscreen }
        return .inline(rows: height ?? (previewRows > 0 ? Placement.defaultInlineRows + previewRows : nil))
    }
}
