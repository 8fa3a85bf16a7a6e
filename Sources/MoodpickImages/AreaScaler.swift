/// Scaling by area averaging: each target pixel is the mean of the source area it covers (a
/// box filter with fractional edges), in linear light with alpha premultiplied, so a fine
/// black-and-white pattern scales to the grey it looks like (sRGB 188, not 128) and a transparent
/// pixel's colour does not bleed into its neighbours.
package enum AreaScaler {
    /// `image` scaled to `width` x `height` (each at least 1).
    package static func scale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        precondition(width > 0 && height > 0 && image.width > 0 && image.height > 0, "scaling needs non-empty sizes")
        let columns = weights(from: image.width, to: width)
        let rows = weights(from: image.height, to: height)
        let linear = SRGB.toLinear
        // Horizontal pass: image.height rows of `width` premultiplied linear pixels.
        var wide = [Float](repeating: 0, count: width * image.height * 4)
        for y in 0..<image.height {
            let sourceRow = y * image.width * 4
            for x in 0..<width {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for (index, weight) in columns[x] {
                    let at = sourceRow + index * 4
                    let alpha = Float(image.pixels[at + 3]) / 255 * weight
                    r += linear[Int(image.pixels[at])] * alpha
                    g += linear[Int(image.pixels[at + 1])] * alpha
                    b += linear[Int(image.pixels[at + 2])] * alpha
                    a += alpha
                }
                let to = (y * width + x) * 4
                wide[to] = r
                wide[to + 1] = g
                wide[to + 2] = b
                wide[to + 3] = a
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for (index, weight) in rows[y] {
                    let at = (index * width + x) * 4
                    r += wide[at] * weight
                    g += wide[at + 1] * weight
                    b += wide[at + 2] * weight
                    a += wide[at + 3] * weight
                }
                let to = (y * width + x) * 4
                if a > 0 {
                    pixels[to] = SRGB.encode(r / a)
                    pixels[to + 1] = SRGB.encode(g / a)
                    pixels[to + 2] = SRGB.encode(b / a)
                }
                pixels[to + 3] = UInt8((min(a, 1) * 255).rounded())
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// For each target index, the source indices it covers and their weights (summing to 1).
    /// Target pixel t covers source [t * s, (t + 1) * s) with s = source / target; scaling up,
    /// it falls inside one or two source pixels.
    package static func weights(from source: Int, to target: Int) -> [[(Int, Float)]] {
        let step = Double(source) / Double(target)
        return (0..<target).map { t in
            let start = Double(t) * step, end = Double(t + 1) * step
            var taken: [(Int, Float)] = []
            var index = Int(start.rounded(.down))
            while Double(index) < end && index < source {
                let overlap = min(end, Double(index + 1)) - max(start, Double(index))
                if overlap > 1e-9 { taken.append((index, Float(overlap / step))) }
                index += 1
            }
            return taken
        }
    }
}

/// The sRGB transfer function both ways.
enum SRGB {
    /// An 8-bit sRGB value in linear light, 0...1.
    static let toLinear: [Float] = (0..<256).map { value in
        let c = Double(value) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// Linear light (0...1) to the nearest 8-bit sRGB value.
    static func encode(_ linear: Float) -> UInt8 {
        let c = Double(min(max(linear, 0), 1))
        let encoded = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }
}
