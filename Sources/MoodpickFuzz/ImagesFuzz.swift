import MoodpickImages

/// Image files through the decoders (libpng, libjpeg-turbo, libwebp, giflib by their first
/// bytes): any bytes are an upright image of the size promised or a failure, never a crash; a
/// decoded one is scaled and drawn as symbols too. The budget is small so that the fuzzer's
/// inputs cannot make it allocate much (a header claiming more is `tooLarge`).
enum ImagesFuzz {
    static let budget = PixelBudget(maxPixels: 1 << 20, maxFileBytes: 1 << 20)

    static func run(_ bytes: UnsafeRawBufferPointer) {
        let box = ThumbnailBox(columns: 4, rows: 2)
        switch ImageDecoder.decode(Array(bytes), budget: budget, atLeast: (box.dotWidth, box.dotHeight)) {
        case .success(let image):
            precondition(image.width > 0 && image.height > 0 && image.width * image.height <= budget.maxPixels, "decoded \(image.width)x\(image.height)")
            let size = box.fitted(width: image.width, height: image.height)
            let thumbnail = AreaScaler.scale(image, width: size.width, height: size.height)
            let picture = SymbolRenderer().picture(of: thumbnail, in: box)
            precondition(picture.cells.count == box.columns * box.rows, "a picture of \(picture.cells.count) cells")
        case .failure(.tooLarge(let width, let height)):
            precondition(width * height > budget.maxPixels || width == 0 || height == 0, "refused \(width)x\(height) under the budget")
        case .failure:
            return
        }
    }
}
