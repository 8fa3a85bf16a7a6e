import MoodpickImages
import Testing

@Suite struct SymbolRendererTests {
    static let clear = RGBA(red: 9, green: 9, blue: 9, alpha: 0)

    /// Every case of a half-block cell: two dots alike (a space on their colour), unlike (▀ with
    /// the upper as foreground), and one transparent (▀ or ▄ on the terminal's background).
    @Test func eachCellShowsItsTwoDots() {
        let image = TestImages.image([
            [TestImages.red, TestImages.blue],
            [TestImages.red, TestImages.red],
            [TestImages.white, TestImages.black],
            [Self.clear, TestImages.blue],
        ])
        let picture = SymbolRenderer().picture(of: image, in: ThumbnailBox(columns: 2, rows: 2))
        #expect(
            picture.cells == [
                SymbolCell(" ", background: .rgb(255, 0, 0)),
                SymbolCell("▀", foreground: .rgb(0, 0, 255), background: .rgb(255, 0, 0)),
                SymbolCell("▀", foreground: .rgb(255, 255, 255)),
                SymbolCell("▀", foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 255)),
            ])
    }

    /// A picture smaller than the box is centred; the rest is blank (the terminal's own colours).
    @Test func aSmallPictureIsCentredInTheBox() {
        let image = TestImages.image([[TestImages.red], [TestImages.blue]])
        let picture = SymbolRenderer().picture(of: image, in: ThumbnailBox(columns: 3, rows: 2))
        #expect(
            picture.cells == [
                .blank, SymbolCell("▄", foreground: .rgb(255, 0, 0)), .blank,
                .blank, SymbolCell("▀", foreground: .rgb(0, 0, 255)), .blank,
            ])
    }

    @Test func aHalfOpaqueDotIsCompositedOverTheMatte() {
        let image = TestImages.image([[RGBA(red: 255, green: 255, blue: 255, alpha: 128)], [RGBA(red: 255, green: 255, blue: 255, alpha: 127)]])
        let picture = SymbolRenderer(matte: RGBA(red: 0, green: 0, blue: 0)).picture(of: image, in: ThumbnailBox(columns: 1, rows: 1))
        #expect(picture.cells == [SymbolCell("▀", foreground: .rgb(128, 128, 128))])
    }

    @Test func with256ColoursEachDotIsItsNearestPaletteIndex() {
        let image = TestImages.image([[TestImages.red], [RGBA(red: 128, green: 128, blue: 128)]])
        let picture = SymbolRenderer(depth: .palette256).picture(of: image, in: ThumbnailBox(columns: 1, rows: 1))
        #expect(picture.cells == [SymbolCell("▀", foreground: .indexed(196), background: .indexed(244))])
    }

    @Test(arguments: [
        (RGBA(red: 0, green: 0, blue: 0), UInt8(16)), (RGBA(red: 255, green: 255, blue: 255), 231), (RGBA(red: 255, green: 0, blue: 0), 196),
        (RGBA(red: 128, green: 128, blue: 128), 244), (RGBA(red: 0, green: 95, blue: 135), 24), (RGBA(red: 8, green: 8, blue: 8), 232),
    ] as [(RGBA, UInt8)])
    func thePaletteIndexIsTheNearestColour(pixel: RGBA, index: UInt8) {
        #expect(XtermPalette.nearest(pixel) == index)
    }
}
