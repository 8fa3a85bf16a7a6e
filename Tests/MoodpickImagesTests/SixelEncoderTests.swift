import Testing
@testable import MoodpickImages

/// The sixel encoder and its palette, byte for byte (docs/IMAGES.md, "Drawing").
@Suite struct SixelEncoderTests {
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Red and blue over two rows: one band; red's sixels are rows 0+1 (`B`) then row 1 (`A`),
    /// blue's row 0 of column 1 only (`?@`).
    @Test func aTinyImage() {
        let image = TestImages.image([[TestImages.red, TestImages.blue], [TestImages.red, TestImages.red]])
        #expect(Self.text(SixelEncoder.encode(image, matte: Self.black)) == "\u{1B}P0;1;0q\"1;1;2;2#0;2;100;0;0#1;2;0;0;100#0BA$#1?@\u{1B}\\")
    }

    @Test func runsOfFourOrMoreAreCounted() {
        let five = RGBAImage(width: 5, height: 1, filledWith: TestImages.red)
        #expect(Self.text(SixelEncoder.encode(five, matte: Self.black)) == "\u{1B}P0;1;0q\"1;1;5;1#0;2;100;0;0#0!5@\u{1B}\\")
        let three = RGBAImage(width: 3, height: 1, filledWith: TestImages.red)
        #expect(Self.text(SixelEncoder.encode(three, matte: Self.black)) == "\u{1B}P0;1;0q\"1;1;3;1#0;2;100;0;0#0@@@\u{1B}\\")
    }

    /// Seven rows are two bands, `-` between them; an offset leaves pixels undrawn (`?`) and
    /// grows the raster.
    @Test func bandsAndOffset() {
        let tall = RGBAImage(width: 1, height: 7, filledWith: TestImages.blue)
        #expect(Self.text(SixelEncoder.encode(tall, matte: Self.black)) == "\u{1B}P0;1;0q\"1;1;1;7#0;2;0;0;100#0~-#0@\u{1B}\\")
        let dot = RGBAImage(width: 1, height: 1, filledWith: TestImages.red)
        #expect(Self.text(SixelEncoder.encode(dot, matte: Self.black, offset: (2, 7))) == "\u{1B}P0;1;0q\"1;1;3;8#0;2;100;0;0-#0??A\u{1B}\\")
    }

    @Test func transparencyIsCompositedOnTheMatte() {
        let image = TestImages.image([[RGBA(red: 255, green: 255, blue: 255, alpha: 0), RGBA(red: 255, green: 255, blue: 255, alpha: 128)]])
        #expect(SixelEncoder.composited(image, on: RGBA(red: 10, green: 20, blue: 30)) == [0x0A141E, 0x858A8F])
    }

    @Test func medianCutKeepsFewColoursExactlyAndCutsMany() {
        let few = MedianCut([0xFF0000, 0x00FF00, 0xFF0000], limit: 2)
        #expect(few.palette == [0xFF0000, 0x00FF00] && few.index == [0xFF0000: 0, 0x00FF00: 1])
        // Black twice, white and near-white once: two boxes, the whites together, their mean.
        let many = MedianCut([0x000000, 0x000000, 0xFFFFFF, 0xF0F0F0], limit: 2)
        #expect(many.palette.count == 2)
        #expect(many.index[0xFFFFFF] == many.index[0xF0F0F0] && many.index[0x000000] != many.index[0xFFFFFF])
        #expect(many.palette[many.index[0xFFFFFF]!] == 0xF8F8F8)
        // A gradient of 4096 colours: exactly 256 chosen, every colour mapped.
        let ramp: [UInt32] = (0..<UInt32(4096)).map { (step: UInt32) -> UInt32 in
            let red: UInt32 = (step & 0xF) << 20, green: UInt32 = (step >> 4 & 0xF) << 12
            return red | green | (step >> 8) << 4
        }
        let cut = MedianCut(ramp, limit: 256)
        #expect(cut.palette.count == 256 && ramp.allSatisfy { (cut.index[$0] ?? 999) < 256 })
    }

    @Test func croppingClampsToTheImage() {
        let image = TestImages.image([[TestImages.red, TestImages.blue, TestImages.white], [TestImages.black, TestImages.red, TestImages.blue]])
        #expect(image.cropped(x: 1, y: 0, width: 5, height: 1) == TestImages.image([[TestImages.blue, TestImages.white]]))
        #expect(image.cropped(x: 4, y: 0, width: 2, height: 2).width == 0)
    }
}
