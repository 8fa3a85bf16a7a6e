/// Pixels as plain values: 8-bit RGBA (not premultiplied), rows top to bottom, `width * 4`
/// bytes a row. What the decoders give, the scaler takes and makes, and the cache stores.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBA needs width * height * 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One colour everywhere (tests and placeholders).
    package init(width: Int, height: Int, filledWith pixel: RGBA) {
        self.init(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel.bytes, count: width * height).joined()))
    }

    package subscript(x: Int, y: Int) -> RGBA {
        let at = (y * width + x) * 4
        return RGBA(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: pixels[at + 3])
    }

    package mutating func set(x: Int, y: Int, to pixel: RGBA) {
        let at = (y * width + x) * 4
        pixels[at] = pixel.red
        pixels[at + 1] = pixel.green
        pixels[at + 2] = pixel.blue
        pixels[at + 3] = pixel.alpha
    }
}

/// One pixel, 8 bits a channel, sRGB, alpha not premultiplied.
package struct RGBA: Equatable, Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package var bytes: [UInt8] { [red, green, blue, alpha] }
}
