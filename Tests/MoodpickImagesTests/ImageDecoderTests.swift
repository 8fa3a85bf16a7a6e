import MoodpickImages
import Testing

@Suite struct ImageDecoderTests {
    @Test func aPNGDecodesToItsExactPixelsAlphaIncluded() throws {
        let image = TestImages.image([
            [TestImages.red, RGBA(red: 10, green: 20, blue: 30, alpha: 40)],
            [TestImages.blue, RGBA(red: 0, green: 0, blue: 0, alpha: 0)],
        ])
        #expect(try ImageDecoder.decode(TestImages.png(image)).get() == image)
    }

    @Test func aLosslessWebPDecodesToItsExactPixels() throws {
        let image = TestImages.halves(width: 4, height: 3, left: TestImages.red, right: TestImages.white)
        #expect(try ImageDecoder.decode(TestImages.webp(image)).get() == image)
    }

    @Test func aGIFsFirstFrameDecodesWithItsPalette() throws {
        #expect(try ImageDecoder.decode(TestImages.gif).get() == TestImages.image([[TestImages.red, TestImages.blue]]))
    }

    @Test func aJPEGDecodesCloseToItsColours() throws {
        let decoded = try ImageDecoder.decode(TestImages.jpeg(TestImages.halves(width: 32, height: 16, left: TestImages.red, right: TestImages.blue))).get()
        #expect(decoded.width == 32 && decoded.height == 16)
        #expect(close(decoded[4, 8], TestImages.red) && close(decoded[28, 8], TestImages.blue))
    }

    /// Orientation 6: the stored picture is turned 90 degrees clockwise to stand upright, so the
    /// stored left half (red) becomes the top.
    @Test func aJPEGsEXIFOrientationIsApplied() throws {
        let stored = TestImages.halves(width: 32, height: 16, left: TestImages.red, right: TestImages.blue)
        let decoded = try ImageDecoder.decode(TestImages.jpeg(stored, orientation: 6)).get()
        #expect(decoded.width == 16 && decoded.height == 32)
        #expect(close(decoded[8, 4], TestImages.red) && close(decoded[8, 28], TestImages.blue))
    }

    /// A JPEG much larger than the size asked for is decoded scaled down by its DCT (here 1/8).
    @Test func aLargeJPEGIsDecodedAtTheSmallestDCTScaleThatCoversTheBox() throws {
        let big = TestImages.halves(width: 256, height: 128, left: TestImages.red, right: TestImages.blue)
        let decoded = try ImageDecoder.decode(TestImages.jpeg(big), atLeast: (32, 16)).get()
        #expect(decoded.width == 32 && decoded.height == 16)
    }

    @Test(arguments: [
        ("text", Array("hello, not a picture\n".utf8), ImageFailure.notAnImage),
        ("empty", [], ImageFailure.notAnImage),
    ])
    func bytesThatAreNoImageSaySo(name: String, bytes: [UInt8], failure: ImageFailure) {
        #expect(throws: failure) { try ImageDecoder.decode(bytes).get() }
    }

    /// A 30000x30000 header is refused before any pixel memory is asked for (3.6 GB): the
    /// budget is checked from the header.
    @Test func aHugePNGIsRefusedFromItsHeader() {
        #expect(throws: ImageFailure.tooLarge(width: 30000, height: 30000)) {
            try ImageDecoder.decode(TestImages.pngClaiming(width: 30000, height: 30000)).get()
        }
    }

    @Test func aHugeJPEGIsRefusedFromItsHeader() {
        let jpeg = TestImages.jpeg(TestImages.halves(width: 64, height: 64, left: TestImages.red, right: TestImages.blue))
        #expect(throws: ImageFailure.tooLarge(width: 64, height: 64)) {
            try ImageDecoder.decode(jpeg, budget: PixelBudget(maxPixels: 4095)).get()
        }
    }

    @Test(arguments: ["png", "jpeg", "webp", "gif"])
    func aTruncatedImageIsCorruptNotACrash(format: String) {
        let image = TestImages.halves(width: 64, height: 64, left: TestImages.red, right: TestImages.blue)
        let whole: [UInt8] =
            switch format {
            case "png": TestImages.png(image)
            case "jpeg": TestImages.jpeg(image)
            case "webp": TestImages.webp(image)
            default: TestImages.gif
            }
        let result = ImageDecoder.decode(Array(whole.prefix(whole.count * 2 / 3)))
        guard case .failure(.corrupt) = result else {
            Issue.record("\(format) cut to two thirds gave \(result)")
            return
        }
    }

    @Test func corruptBytesAfterAPNGSignatureAreCorrupt() {
        var bytes = TestImages.png(TestImages.halves(width: 8, height: 8, left: TestImages.red, right: TestImages.blue))
        for index in 16..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 37) }
        guard case .failure(.corrupt) = ImageDecoder.decode(bytes) else {
            Issue.record("scrambled PNG decoded")
            return
        }
    }

    private func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.red) - Int(b.red)) < 24 && abs(Int(a.green) - Int(b.green)) < 24 && abs(Int(a.blue) - Int(b.blue)) < 24
    }
}

extension ImageDecoderTests {
    /// A JPEG stored turned by a quarter: the least size asked for is upright, so the DCT scale
    /// is chosen with the sides swapped (256x128 stored, 128x256 upright, at least 16x32: 1/8).
    @Test func aTurnedJPEGsDCTScaleIsChosenUpright() throws {
        let big = TestImages.halves(width: 256, height: 128, left: TestImages.red, right: TestImages.blue)
        let decoded = try ImageDecoder.decode(TestImages.jpeg(big, orientation: 6), atLeast: (16, 32)).get()
        #expect(decoded.width == 16 && decoded.height == 32)
    }
}

extension ImageDecoderTests {
    /// Found by the images fuzz target (Fuzz/images/corpus/found-gif-empty-frame): a GIF whose
    /// first frame is 0 pixels wide was refused as "too large (4x4)", the logical screen's size,
    /// a reason that is not true. It is corrupt.
    @Test func aGIFFrameWithNoWidthIsCorruptNotTooLarge() {
        let bytes: [UInt8] = [
            0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x04, 0x00, 0x04, 0x00, 0xf0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1a,
            0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x04, 0x00, 0x40, 0x02,
            0x04, 0x84, 0x8f, 0x09, 0x05, 0x00, 0x3b,
        ]
        #expect(throws: ImageFailure.corrupt(detail: "an empty frame")) { try ImageDecoder.decode(bytes).get() }
    }
}
