extension RGBAImage {
    /// The part of the image from column `x`, row `y`, `width` by `height` pixels, clamped to the
    /// image (a cell cut by the strip's edge shows only its columns on the screen).
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        let left = min(max(x, 0), self.width), top = min(max(y, 0), self.height)
        let right = min(max(left + width, left), self.width), bottom = min(max(top + height, top), self.height)
        var out: [UInt8] = []
        out.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom { out += pixels[((row * self.width + left) * 4)..<((row * self.width + right) * 4)] }
        return RGBAImage(width: right - left, height: bottom - top, pixels: out)
    }
}
