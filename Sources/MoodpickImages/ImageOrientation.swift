/// EXIF orientation (tag 0x0112): how the stored pixels are to be turned to stand upright.
/// 1 upright, 2 mirrored, 3 turned 180, 4 flipped, 5 transposed, 6 turned 90 clockwise to be
/// upright, 7 transversed, 8 turned 90 counter-clockwise.
package struct ImageOrientation: Equatable, Sendable {
    package let exif: Int

    package init(exif: Int) { self.exif = (1...8).contains(exif) ? exif : 1 }

    /// Whether the upright picture has width and height swapped.
    package var swapsSides: Bool { exif >= 5 }

    /// The stored pixels turned upright.
    package func upright(_ image: RGBAImage) -> RGBAImage {
        if exif == 1 { return image }
        let width = swapsSides ? image.height : image.width
        let height = swapsSides ? image.width : image.height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = source(x: x, y: y, storedWidth: image.width, storedHeight: image.height)
                let from = (sy * image.width + sx) * 4
                let to = (y * width + x) * 4
                pixels[to] = image.pixels[from]
                pixels[to + 1] = image.pixels[from + 1]
                pixels[to + 2] = image.pixels[from + 2]
                pixels[to + 3] = image.pixels[from + 3]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The stored pixel that the upright pixel (x, y) shows.
    private func source(x: Int, y: Int, storedWidth w: Int, storedHeight h: Int) -> (Int, Int) {
        switch exif {
        case 2: (w - 1 - x, y)
        case 3: (w - 1 - x, h - 1 - y)
        case 4: (x, h - 1 - y)
        case 5: (y, x)
        case 6: (y, h - 1 - x)
        case 7: (w - 1 - y, h - 1 - x)
        case 8: (w - 1 - y, x)
        default: (x, y)
        }
    }
}
