import Foundation

/// Readings of moodpick's screen contract (80 × 24 unless a test resizes):
/// row 0 the prompt and `i/n` at its right end; the strip on row `(rows − 1) / 2`; the centered
/// item's label on the row below it; each cell ` X `, the centered one in reverse video with
/// its center on column `cols / 2`.
extension Screen {
    var stripRow: Int { (rows - 1) / 2 }
    var strip: ScreenLine { self[stripRow] }

    /// The centered item's label, as shown on the row below the strip.
    var label: String { self[stripRow + 1].trimmed }

    /// The `i/n` counter at the right end of row 0, if it is there.
    var counter: (index: Int, count: Int)? {
        guard let last = self[0].trimmed.split(separator: " ").last else { return nil }
        let parts = last.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        return (i, n)
    }

    /// Whether the strip shows, centered and highlighted at `cols` columns, an emoji cell:
    /// 4 columns wide, so its left edge is `cols/2 − 2`, its emoji at `cols/2 − 1` and
    /// `cols/2`, and the reverse video stays inside the cell. With `symbol`, that emoji.
    func emojiCentered(cols: Int, symbol: String? = nil) -> Bool {
        let c0 = cols / 2
        guard let glyph = strip.glyph(at: c0 - 1), glyph.width == 2, glyph.reverse else { return false }
        if let symbol, glyph.text != symbol { return false }
        let reversed = strip.reverseColumns
        return !reversed.isEmpty && reversed.allSatisfy { (c0 - 2)...(c0 + 1) ~= $0 }
    }

    /// The emoji of the centered, highlighted cell, if the strip shows one centered.
    func centeredSymbol(cols: Int) -> String? {
        emojiCentered(cols: cols) ? strip.glyph(at: cols / 2 - 1)?.text : nil
    }

    /// Whether the picker shows `Moods.lines[index]` centered at rest-ready positions: its
    /// emoji centered and highlighted, its label below, `index+1/count` in the counter.
    func showsMood(_ index: Int, cols: Int) -> Bool {
        emojiCentered(cols: cols, symbol: Moods.symbols[index]) && label == Moods.labels[index]
            && counter.map { $0.index == index + 1 && $0.count == Moods.lines.count } == true
    }

    /// The 0-based column where `text` starts on the strip row, if it is there.
    func stripColumn(of text: String) -> Int? { strip.glyphs.first { $0.text == text }?.column }
}
