import CImageCodecs

/// A file's bytes to upright RGBA through CImageCodecs (libpng, libjpeg-turbo, libwebp, giflib),
/// the EXIF orientation of a JPEG applied.
package enum ImageDecoder {
    /// Decodes `bytes`. `atLeast` (pixels, 0 for none) is the size the caller will scale to: a
    /// JPEG is decoded at the smallest DCT scale (1/8 to 1) that still covers it, in the image's
    /// upright orientation (the C side swaps them for a JPEG stored turned by a quarter).
    package static func decode(
        _ bytes: [UInt8], budget: PixelBudget = PixelBudget(), atLeast: (width: Int, height: Int) = (0, 0)
    ) -> Result<RGBAImage, ImageFailure> {
        var image = moodpick_image()
        defer { moodpick_image_free(&image) }
        let status = bytes.withUnsafeBufferPointer { buffer in
            moodpick_image_decode(
                buffer.baseAddress, buffer.count, UInt64(max(budget.maxPixels, 0)),
                UInt32(clamping: atLeast.width), UInt32(clamping: atLeast.height), &image)
        }
        switch status {
        case MOODPICK_IMAGE_OK:
            let count = Int(image.width) * Int(image.height) * 4
            let pixels = Array(UnsafeBufferPointer(start: image.rgba, count: count))
            let decoded = RGBAImage(width: Int(image.width), height: Int(image.height), pixels: pixels)
            return .success(ImageOrientation(exif: Int(image.orientation)).upright(decoded))
        case MOODPICK_IMAGE_NOT_AN_IMAGE: return .failure(.notAnImage)
        case MOODPICK_IMAGE_TOO_LARGE: return .failure(.tooLarge(width: Int(image.source_width), height: Int(image.source_height)))
        case MOODPICK_IMAGE_UNSUPPORTED: return .failure(.unsupported(detail: message(of: &image)))
        case MOODPICK_IMAGE_NO_MEMORY: return .failure(.outOfMemory)
        default: return .failure(.corrupt(detail: message(of: &image)))
        }
    }

    private static func message(of image: inout moodpick_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
