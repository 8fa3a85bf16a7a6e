import ArgumentParser
import MoodpickCore

/// What runs when the strip settles on a different item (docs/CONTRACT.md §13): a preview shown
/// under the strip, and a command for scripts that react live.
struct LiveOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Run CMD (sh -c) when the strip rests on a different item and show its output under the strip; "
            + "{} is the item's line, {n} its index, {symbol}, {label}, {q} the query (each shell-quoted).",
        valueName: "CMD"))
    var preview: String?

    @Option(name: .customLong("preview-height"), parsing: .unconditional,
            help: ArgumentHelp("Rows for the preview's output.", valueName: "N"))
    var previewHeight: Int = 6

    @Option(name: .customLong("on-change"), help: ArgumentHelp(
        "Run CMD (sh -c, same placeholders) when the strip rests on a different item; its output is discarded.",
        valueName: "CMD"))
    var onChange: String?

    func validate() throws {
        guard (1...200).contains(previewHeight) else { throw ValidationError("--preview-height must be 1 to 200 rows") }
    }

    /// Rows the picture keeps for the preview (0 without one).
    var previewRows: Int { preview == nil ? 0 : previewHeight }

    /// Whether anything runs on a settle.
    var isActive: Bool { preview != nil || onChange != nil }
}
