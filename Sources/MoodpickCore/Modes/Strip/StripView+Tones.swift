/// What the strip shows of skin tones: the help row's Ctrl-T words, and room for the selected
/// toned emoji in a terminal that draws it wider than its cell.
extension StripView {
    /// Whether the selected item has tone variants (the help row then names Ctrl-T).
    func hasTones(_ picker: Picker) -> Bool {
        guard picker.toneStrip == nil, let item = picker.selectedItem else { return false }
        return picker.source.hasVariants(item)
    }

    /// Columns the mark's right half moves right for the selected emoji: tmux 3.3a adds up its
    /// code points' widths (👍🏽 is 4 columns there, a family 6: docs/EMOJI.md), so its glyph
    /// reaches past the cell's blank padding to where the mark would go, and writing the mark
    /// there would erase the whole glyph (a terminal drops a wide glyph one of whose columns is
    /// written over): the centred 👍🏽 would show as 👍. 0 for an emoji every terminal draws 2 wide.
    func overflow(of picker: Picker) -> Int {
        guard let item = picker.selectedItem else { return 0 }
        let content = picker.items.cell(at: item)
        guard let cluster = content.overflowingCluster else { return 0 }
        // The cell's right padding takes the first column of the excess, unless the terminal
        // surely draws the excess (tmux): then the padding stays blank after the glyph, so the
        // mark sits one blank column from the emoji on each side (`▕ 👍🏽 ▏`, not `▕ 👍🏽▏`).
        let excess = DisplayWidth.worstCaseColumns(of: cluster) - content.columns
        return max(picker.options.sequencesDrawnApart ? excess : excess - 1, 0)
    }
}
