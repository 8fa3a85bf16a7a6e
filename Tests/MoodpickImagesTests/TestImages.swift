import CImageTestEncoders
import Foundation
import MoodpickImages

/// Test images, made here from pixels by the real encoders (never committed as opaque files).
enum TestImages {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    /// An image from rows of pixels.
    static func image(_ rows: [[RGBA]]) -> RGBAImage {
        RGBAImage(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.flatMap(\.bytes) })
    }

    /// The left half `left`, the right half `right`.
    static func halves(width: Int, height: Int, left: RGBA, right: RGBA) -> RGBAImage {
        image((0..<height).map { _ in (0..<width).map { $0 < width / 2 ? left : right } })
    }

    static func png(_ image: RGBAImage) -> [UInt8] { take { moodpick_test_png(image.pixels, UInt32(image.width), UInt32(image.height), $0) } }

    static func jpeg(_ image: RGBAImage, quality: Int = 95, orientation: Int = 0) -> [UInt8] {
        take { moodpick_test_jpeg(image.pixels, UInt32(image.width), UInt32(image.height), Int32(quality), Int32(orientation), $0) }
    }

    static func webp(_ image: RGBAImage) -> [UInt8] { take { moodpick_test_webp(image.pixels, UInt32(image.width), UInt32(image.height), $0) } }

    /// A PNG whose header claims `width` x `height` (no pixels behind it).
    static func pngClaiming(width: Int, height: Int) -> [UInt8] { take { moodpick_test_png_claiming(UInt32(width), UInt32(height), $0) } }

    /// A 2x1 GIF89a, red then blue (ImageMagick's `convert -size 2x1 xc:red -fill blue -draw 'point 1,0'`).
    static let gif: [UInt8] = [
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x02, 0x00, 0x01, 0x00, 0xf0, 0x00, 0x00, 0xff, 0x00, 0x00,
        0x00, 0x00, 0xff, 0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00,
        0x02, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x0a, 0x00, 0x3b,
    ]

    private static func take(_ encode: (UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<UInt8>?) -> [UInt8] {
        var length = 0
        guard let bytes = encode(&length) else { fatalError("the test encoder failed") }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// A fresh folder under the system's temporary folder, removed by the caller.
    static func folder() -> String {
        var template = Array((NSTemporaryDirectory() + "/moodpick-images-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static func write(_ bytes: [UInt8], to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
}
