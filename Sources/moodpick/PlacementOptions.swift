import ArgumentParser
import MoodpickCore

/// Where the picture goes (docs/CONTRACT.md, "Where the picture goes"): inline under the cursor
/// by default, `--height` rows tall, or the whole screen.
struct PlacementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Rows the inline picture takes (at least \(Placement.minimumInlineRows); default \(Placement.defaultInlineRows)).", valueName: "N"))
    var height: Int?

    @Flag(help: "Draw on the whole screen (the alternate screen) instead of under the cursor.")
    var fullscreen = false

    @Flag(name: .customLong("no-clear"), help: "Leave the last picture on the screen after exit, with the cursor below it.")
    var noClear = false

    func validate() throws {
        if let height, height < Placement.minimumInlineRows {
            throw ValidationError("--height must be at least \(Placement.minimumInlineRows) rows")
        }
        if fullscreen && height != nil { throw ValidationError("--height applies to the inline picture, not --fullscreen") }
    }

    /// The placement; inline without `--height`, a preview's rows are added to the default.
    func placement(previewRows: Int = 0) -> Placement {
        if fullscreen { return .fullscreen }
        return .inline(rows: height ?? (previewRows > 0 ? Placement.defaultInlineRows + previewRows : nil))
    }
}
