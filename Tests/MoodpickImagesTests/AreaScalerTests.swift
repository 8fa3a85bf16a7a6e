import MoodpickImages
import Testing

@Suite struct AreaScalerTests {
    /// Black and white dots average to the grey they look like: half the light, sRGB 188 (a
    /// scaler that averaged the sRGB values would give 128, visibly darker).
    @Test func aCheckerboardAveragesInLinearLight() {
        let checker = TestImages.image([[TestImages.black, TestImages.white], [TestImages.white, TestImages.black]])
        #expect(AreaScaler.scale(checker, width: 1, height: 1) == RGBAImage(width: 1, height: 1, filledWith: RGBA(red: 188, green: 188, blue: 188)))
    }

    /// A transparent pixel's colour (here green) does not bleed into its neighbour's: alpha is
    /// premultiplied while averaging.
    @Test func aTransparentPixelsColourDoesNotBleed() {
        let image = TestImages.image([[TestImages.red, RGBA(red: 0, green: 255, blue: 0, alpha: 0)]])
        #expect(AreaScaler.scale(image, width: 1, height: 1)[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func halvingKeepsSharpEdgesOnPixelBoundaries() {
        let image = TestImages.halves(width: 8, height: 4, left: TestImages.red, right: TestImages.blue)
        #expect(AreaScaler.scale(image, width: 4, height: 2) == TestImages.halves(width: 4, height: 2, left: TestImages.red, right: TestImages.blue))
    }

    @Test func scalingUpRepeatsTheColour() {
        #expect(AreaScaler.scale(RGBAImage(width: 1, height: 1, filledWith: TestImages.red), width: 3, height: 2)
            == RGBAImage(width: 3, height: 2, filledWith: TestImages.red))
    }

    /// Each target pixel's weights are the share of its area each source pixel covers.
    @Test(arguments: [
        (3, 2, [[(0, Float(2) / 3), (1, Float(1) / 3)], [(1, Float(1) / 3), (2, Float(2) / 3)]]),
        (4, 2, [[(0, Float(0.5)), (1, 0.5)], [(2, 0.5), (3, 0.5)]]),
        (1, 2, [[(0, Float(1))], [(0, 1)]]),
    ] as [(Int, Int, [[(Int, Float)]])])
    func weightsAreTheCoveredShares(source: Int, target: Int, expected: [[(Int, Float)]]) {
        let weights = AreaScaler.weights(from: source, to: target)
        #expect(weights.map { $0.map(\.0) } == expected.map { $0.map(\.0) })
        for (got, want) in zip(weights.joined(), expected.joined()) { #expect(abs(got.1 - want.1) < 1e-6) }
    }

    /// The fitted size keeps the picture's shape on the screen: a half block's dot is square in
    /// an 8x16 cell, so a 16x5-cell box is 16x10 dots.
    @Test(arguments: [
        (1600, 1000, 16, 10), (1000, 1000, 10, 10), (3000, 100, 16, 1), (1, 1, 10, 10), (100, 3000, 1, 10),
    ])
    func aPictureIsFittedInsideTheBoxWithItsShape(width: Int, height: Int, fittedWidth: Int, fittedHeight: Int) {
        let fitted = ThumbnailBox(columns: 16, rows: 5).fitted(width: width, height: height)
        #expect(fitted.width == fittedWidth && fitted.height == fittedHeight)
    }
}
