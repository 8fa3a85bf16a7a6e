/// The limits checked before anything large is allocated: the file's bytes (read whole into
/// memory) and the header's width times height (decoded as 4 bytes a pixel). A 30000x30000 PNG
/// is refused from its header, at the cost of reading its first bytes (docs/IMAGES.md).
package struct PixelBudget: Equatable, Sendable {
    /// Width times height from the header, at most (50 M: a 48-megapixel phone photo passes;
    /// a PNG that large takes 200 MB while it is scaled down, one at a time in the worker).
    package var maxPixels: Int
    /// The file's size, at most (bytes).
    package var maxFileBytes: Int

    package init(maxPixels: Int = 50_000_000, maxFileBytes: Int = 128 * 1_048_576) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }
}
