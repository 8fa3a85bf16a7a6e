/// The fixed part of xterm's 256-colour palette: the 6x6x6 cube (16-231, levels 0, 95, 135,
/// 175, 215, 255) and the grey ramp (232-255, 8 to 238 by 10).
package enum XtermPalette {
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The index whose colour is nearest `pixel` (squared distance in sRGB; ties to the cube).
    package static func nearest(_ pixel: RGBA) -> UInt8 {
        let r = Int(pixel.red), g = Int(pixel.green), b = Int(pixel.blue)
        let (ri, gi, bi) = (level(r), level(g), level(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(r, g, b, levels[ri], levels[gi], levels[bi])
        let mean = (r + g + b) / 3
        let grey = min(max((mean - 3) / 10, 0), 23)
        let greyValue = 8 + 10 * grey
        let greyDistance = distance(r, g, b, greyValue, greyValue, greyValue)
        return UInt8(greyDistance < cubeDistance ? 232 + grey : cube)
    }

    /// The cube level nearest a channel value.
    private static func level(_ value: Int) -> Int {
        var best = 0
        for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = index }
        return best
    }

    private static func distance(_ r: Int, _ g: Int, _ b: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r - r2) * (r - r2) + (g - g2) * (g - g2) + (b - b2) * (b - b2)
    }
}
