import Testing
@testable import MoodpickCore

/// `--images` cells that the strip has moved past its left edge (docs/CONTRACT.md §21): a cell
/// wholly past it is not drawn, one partly past it shows its right-hand columns. The real-
/// terminal tier found moodpick trapping (a range with its upper bound below its lower) at the
/// third Right over 16-column cells on 100 columns, where the first cell ends before column 0.
@Suite("Picture strip: cells past the left edge")
struct PictureStripEdgeTests {
    /// Item i's thumbnail: `rows` rows of 16 copies of the i-th letter.
    static func symbols(_ item: Int, rows: Int) -> ItemPicture {
        let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(item)))
        return .ready((0..<rows).map { _ in FrameLine(spans: [Span(column: 0, text: String(repeating: letter, count: 16))]) })
    }

    /// The strip rows of every frame of a 100-column picker over eight 16x6 picture cells, every
    /// thumbnail made, gliding from item 2 to item 4 (two Rights), frame by frame.
    static func glide() -> [[String]] {
        let items = ItemStore(items: (0..<8).map { "\($0).png" })
        var picker = Picker(items: items, layout: items.layout(spacing: 2), picture: ScreenSize(columns: 100, rows: 30),
                            start: 2, pictures: PictureStrip(columns: 16, rows: 6))
        _ = picker.update(.pictures((0..<8).map { PictureUpdate(item: $0, picture: symbols($0, rows: 6)) }), at: .zero)
        picker.handle(.key(.right), at: .zero)
        picker.handle(.key(.right), at: .zero)
        let top = picker.screenLayout.stripRow
        var frames: [[String]] = []
        while picker.isAnimating && frames.count < 600 {
            picker.advance(to: picker.time + PickerHarness.frame)
            frames.append(Array(StripView().frame(of: picker).textLines[top..<(top + 6)]))
        }
        return frames
    }

    @Test("a glide that moves a cell past column 0 draws every frame; the cut cell shows its right-hand columns")
    func pastTheLeftEdge() {
        let frames = Self.glide()
        #expect(frames.count > 2, "a glide of several frames")
        for rows in frames {
            for row in rows {
                #expect(row.count <= 100, "\(rows)")
                // Every letter shown is one of a thumbnail, in runs no longer than its 16 columns.
                #expect(row.split(whereSeparator: { !$0.isLetter }).allSatisfy { $0.count <= 16 && Set($0).count == 1 }, "\(rows)")
            }
        }
        // At rest on item 4 (e): c, d, e, f, g shown, c whole from column 2.
        #expect(frames.last?.first?.hasPrefix("  " + String(repeating: "c", count: 16)) == true, "\(frames.last ?? [])")
    }
}
