/// Pixels to half-block cells: each cell shows two dots, the upper as the foreground of `▀` and
/// the lower as its background. The image (already fitted to the box, in dots) is centred in the
/// box; a dot less than half opaque, or outside the image, is the terminal's own background, and
/// a more opaque one is composited over `matte` (the terminal's background when the probe knew it).
package struct SymbolRenderer: Sendable {
    package let depth: SymbolDepth
    package let matte: RGBA

    package init(depth: SymbolDepth = .trueColor, matte: RGBA = RGBA(red: 0, green: 0, blue: 0)) {
        self.depth = depth
        self.matte = matte
    }

    /// The picture of `image` centred in `box` (which must have 1 x 2 dots a cell).
    package func picture(of image: RGBAImage, in box: ThumbnailBox) -> SymbolPicture {
        precondition(box.dotsAcross == 1 && box.dotsDown == 2, "half blocks have 1 x 2 dots a cell")
        let left = (box.dotWidth - image.width) / 2
        let top = (box.dotHeight - image.height) / 2
        func dot(_ x: Int, _ y: Int) -> SymbolColor? {
            let ix = x - left, iy = y - top
            guard ix >= 0, iy >= 0, ix < image.width, iy < image.height else { return nil }
            return color(image[ix, iy])
        }
        var cells: [SymbolCell] = []
        cells.reserveCapacity(box.columns * box.rows)
        for row in 0..<box.rows {
            for column in 0..<box.columns {
                cells.append(Self.cell(upper: dot(column, row * 2), lower: dot(column, row * 2 + 1)))
            }
        }
        return SymbolPicture(columns: box.columns, rows: box.rows, cells: cells)
    }

    /// The fewest bytes for the two dots: a space when they agree, a half block otherwise.
    static func cell(upper: SymbolColor?, lower: SymbolColor?) -> SymbolCell {
        switch (upper, lower) {
        case (nil, nil): .blank
        case (let upper?, nil): SymbolCell("\u{2580}", foreground: upper)
        case (nil, let lower?): SymbolCell("\u{2584}", foreground: lower)
        case (let upper?, let lower?): upper == lower ? SymbolCell(" ", background: upper) : SymbolCell("\u{2580}", foreground: upper, background: lower)
        }
    }

    /// A dot's colour at the renderer's depth, or nil when it is mostly transparent.
    func color(_ pixel: RGBA) -> SymbolColor? {
        guard pixel.alpha >= 128 else { return nil }
        let composited = pixel.alpha == 255 ? pixel : over(pixel)
        switch depth {
        case .trueColor: return .rgb(composited.red, composited.green, composited.blue)
        case .palette256: return .indexed(XtermPalette.nearest(composited))
        }
    }

    private func over(_ pixel: RGBA) -> RGBA {
        let a = Int(pixel.alpha)
        func mix(_ front: UInt8, _ back: UInt8) -> UInt8 { UInt8((Int(front) * a + Int(back) * (255 - a) + 127) / 255) }
        return RGBA(red: mix(pixel.red, matte.red), green: mix(pixel.green, matte.green), blue: mix(pixel.blue, matte.blue))
    }
}
