import MoodpickCore

/// The emoji width samples' share of the start-up probe's replies (`EmojiWidthSamples`): their
/// cursor reports are asked before the probe's own, and replies come in the order asked, so the
/// first reports read after the write are theirs. This claims exactly that many report-shaped
/// tokens, in order, and leaves every other token, the probe's own report among them, to
/// `StartupProbe`; a terminal that reports nothing gets nothing claimed, and every emoji stays.
struct EmojiWidthReading {
    /// The reports claimed so far, in order.
    private(set) var reports: [CursorPosition] = []

    /// Claims `token` when it is a cursor report and the samples still wait for one; false
    /// leaves it to the probe.
    mutating func take(_ token: TerminalToken) -> Bool {
        guard reports.count < EmojiWidthSamples.reportCount,
              case .reply(.cursorPosition(let row, let column)) = token else { return false }
        reports.append(CursorPosition(row: row, column: column))
        return true
    }

    /// The newest Emoji version drawn wide; nil when the reports say nothing to believe.
    var newestDrawn: EmojiVersion? { EmojiWidthSamples.newestDrawn(reports: reports) }
}
