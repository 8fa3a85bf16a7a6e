/// One item's path to its fitted thumbnail: open safely, look in the cache, else read, decode,
/// turn upright, scale down once by area averaging, and store. Runs in the worker, never on the
/// frame path.
package struct ThumbnailMaker: Sendable {
    package let box: ThumbnailBox
    package let budget: PixelBudget
    package let cache: ThumbnailCache?

    package init(box: ThumbnailBox, budget: PixelBudget = PixelBudget(), cache: ThumbnailCache?) {
        self.box = box
        self.budget = budget
        self.cache = cache
    }

    /// The thumbnail of the image at `path` (at most the box's dots each way), or why there is none.
    package func thumbnail(of path: String) -> Result<RGBAImage, ImageFailure> {
        let file: ImageFile
        switch ImageFile.open(path, budget: budget) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(failure)
        }
        let key = ThumbnailKey(file: file.identity, box: box)
        if let cached = cache?.thumbnail(for: key) { return .success(cached) }
        let made = file.readAll(limit: budget.maxFileBytes).flatMap { bytes in
            ImageDecoder.decode(bytes, budget: budget, atLeast: (box.dotWidth, box.dotHeight))
        }.map { image -> RGBAImage in
            let size = box.fitted(width: image.width, height: image.height)
            return AreaScaler.scale(image, width: size.width, height: size.height)
        }
        if case .success(let thumbnail) = made { cache?.store(thumbnail, for: key) }
        return made
    }
}
