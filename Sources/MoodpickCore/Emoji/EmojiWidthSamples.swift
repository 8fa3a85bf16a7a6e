/// `--emoji-max-version auto`, measured: one probe emoji of each version boundary
/// (`EmojiVersionProbe.probes`) drawn where nothing shows, with a cursor position report asked
/// after each, all in the start-up probe's one write ahead of its own questions; and the
/// reading of those reports into the newest Emoji version the terminal draws 2 columns wide
/// (docs/EMOJI.md, "Only what the terminal can draw").
///
/// Where they are drawn: on the row below the cursor, which an inline picture of two rows or
/// more always takes (it starts on the cursor's row, or on the next one when the cursor is near
/// the right margin: `InlineAnchor`) and erases when it goes. Nothing right of the cursor is
/// touched, so a shell line edited in the middle (`$ echo A|B`) keeps its text. The bytes:
///
/// - `ESC D` (IND): down one row, same column. On the bottom row it scrolls the screen by one
///   row, which the picture would scroll anyway; the start-up probe's own cursor report is
///   asked after the samples, so it reports the cursor's row as it is after that scroll.
/// - `ESC 7` (DECSC) saves that place; `CR`; each probe emoji followed by `CSI 6 n`.
/// - `CR` and an erase to the end of the row: the row is blank again.
/// - `ESC 8` (DECRC) and `CSI A` (up one row, never scrolls): the cell the cursor was on.
///
/// The reports say the column after each sample, so each sample's advance is the difference:
/// 2 is drawn wide, 1 (or 0) is an emoji the terminal's width table does not know.
package enum EmojiWidthSamples {
    /// The columns the samples can take: 2 each, and one more so the last never reaches the
    /// right margin (where a terminal would wrap it, or hold a pending wrap).
    package static var columnsNeeded: Int { 2 * EmojiVersionProbe.probes.count + 1 }

    /// How many cursor reports the samples ask for: one per probe emoji.
    package static var reportCount: Int { EmojiVersionProbe.probes.count }

    /// The bytes that draw and measure the samples on a screen of `screen` for an inline picture
    /// of `pictureRows` rows, to be written just before the start-up probe's questions. Empty
    /// where no row is surely the picture's (a one-row picture or screen) or the row is too
    /// narrow: nothing is measured and every emoji is kept.
    package static func request(screen: ScreenSize, pictureRows: Int, codes: some TerminalCodes) -> [UInt8] {
        guard pictureRows >= 2, screen.rows >= 2, screen.columns >= columnsNeeded else { return [] }
        var bytes: [UInt8] = Array("\u{1B}D\u{1B}7\r".utf8)
        for probe in EmojiVersionProbe.probes {
            bytes += probe.emoji.utf8
            bytes += Array("\u{1B}[6n".utf8)
        }
        bytes += Array("\r".utf8) + codes.clearToEndOfLine
        bytes += Array("\u{1B}8\u{1B}[A".utf8)
        return bytes
    }

    /// The newest Emoji version drawn wide, from the cursor reports the samples got, in order;
    /// nil when they say nothing to believe (keep every emoji): not one report per sample, reports
    /// on different rows, or a step other than 0, 1 or 2 columns.
    package static func newestDrawn(reports: [CursorPosition]) -> EmojiVersion? {
        guard reports.count == reportCount, let row = reports.first?.row, reports.allSatisfy({ $0.row == row }) else {
            return nil
        }
        var advances: [Int?] = []
        var column = 0
        for report in reports {
            let advance = report.column - column
            guard (0...2).contains(advance) else { return nil }
            advances.append(advance)
            column = report.column
        }
        return EmojiVersionProbe.newestDrawn(advances: advances)
    }
}
