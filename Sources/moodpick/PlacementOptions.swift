import MoodpickCommandLine
import MoodpickCore

/// Where the picture goes (docs/CONTRACT.md, "Where the picture goes"): inline under the cursor
/// by default, `--height` rows tall, or the whole screen; and whether it is erased on exit.
struct PlacementOptions {
    /// `--height`'s rows, when it is in force.
    var height: Int?
    /// `--height N%`'s share of the screen's rows (fzf's form), when it is in force.
    var heightPercent: Int?
    var fullscreen: Bool
    var clearsOnExit: Bool

    /// The last of `--fullscreen` and `--height` wins, so either can undo the other given in
    /// the default options: a later `--height` draws inline, a later `--fullscreen` drops an
    /// earlier `--height` (and `--no-fullscreen` after it leaves the inline default).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        // The last of --height and --fullscreen/--no-fullscreen decides full screen; --height
        // applies unless a --fullscreen came after it (--no-fullscreen leaves it standing).
        let last = arguments.lastUse { option, _ in option == .height || option == .fullscreen }
        fullscreen = last?.option == .fullscreen && last?.use == .on
        let heightApplies = arguments.lastUse { option, use in option == .height || (option == .fullscreen && use == .on) }?.option == .height
        if heightApplies, let text = arguments.string(.height), text.hasSuffix("%") {
            guard let percent = Int(text.dropLast()), (1...100).contains(percent) else {
                throw UsageError("--height N% takes a whole percentage, 1 to 100, not '\(text)'")
            }
            heightPercent = percent
        } else {
            height = heightApplies ? try arguments.integer(.height) : nil
        }
        clearsOnExit = arguments.flag(.clear)
        if let height, height < Placement.minimumInlineRows {
            throw UsageError("--height must be at least \(Placement.minimumInlineRows) rows")
        }
    }

    /// The share of the screen's rows an inline vertical layout takes without `--height`.
    static let verticalPercent = 40

    /// The placement; inline without `--height`, a preview's rows (and a header's row, and the
    /// rows of cells taller than one: `--images`) are added to the default.
    func placement(previewRows: Int, header: Bool, vertical: Bool = false, stripRows: Int = 1) -> Placement {
        if fullscreen { return .fullscreen }
        if let height { return .inline(rows: height) }
        if let heightPercent { return .inlineShare(percent: heightPercent) }
        // Upright, the rows are the picture: fzf's habit, 40% of the screen, the preview beside them.
        if vertical { return .inlineShare(percent: Self.verticalPercent) }
        let extra = previewRows + (header ? 1 : 0) + (stripRows - 1)
        return .inline(rows: extra > 0 ? Placement.defaultInlineRows + extra : nil)
    }
}
