import CImageTestEncoders
import Foundation

/// Image files the `--images` suites write into a scratch folder of their own, made by libpng
/// and libjpeg-turbo (Tests/CImageTestEncoders): nothing binary is committed.
enum ImageFiles {
    /// An RGBA picture `width` × `height` whose rows alternate `top` and `bottom` (8-bit RGB):
    /// every half-block cell of its thumbnail is `▀` in `top` over `bottom`.
    static func stripes(width: Int, height: Int, top: (UInt8, UInt8, UInt8), bottom: (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let color = y % 2 == 0 ? top : bottom
            for _ in 0..<width { pixels += [color.0, color.1, color.2, 255] }
        }
        return pixels
    }

    /// Writes `pixels` as a PNG (or a JPEG at quality 95) to `path`.
    static func write(_ pixels: [UInt8], width: Int, height: Int, to path: String, jpeg: Bool = false) throws {
        var length = 0
        let encoded = pixels.withUnsafeBufferPointer { buffer in
            jpeg ? moodpick_test_jpeg(buffer.baseAddress, UInt32(width), UInt32(height), 95, 1, &length)
                : moodpick_test_png(buffer.baseAddress, UInt32(width), UInt32(height), &length)
        }
        guard let encoded else { throw CocoaError(.fileWriteUnknown) }
        defer { free(encoded) }
        try Data(bytes: encoded, count: length).write(to: URL(fileURLWithPath: path))
    }
}
