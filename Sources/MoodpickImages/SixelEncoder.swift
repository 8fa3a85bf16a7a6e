/// An RGBA image as a sixel string (DEC's VT340 graphics, docs/IMAGES.md, "Drawing"): a pure
/// function, tested byte for byte.
///
/// `ESC P 0 ; 1 ; 0 q`: aspect ratio 1:1 (P1 0 with raster attributes), P2 1 so pixels not
/// drawn keep what is under them; raster attributes `" 1 ; 1 ; W ; H`; a palette of at most 256
/// colours chosen from the image (`MedianCut`), each `# n ; 2 ; r ; g ; b` in percent; then bands
/// of 6 rows, each colour's row of sixels (`?` + its 6 bits) with runs of 4 or more as `! n`,
/// `$` back to the band's start between colours, `-` to the next band; `ESC \` ends it.
/// Transparency is composited on `matte` (the terminal's background), since a sixel pixel is
/// drawn or not.
package enum SixelEncoder {
    /// The sixel string of `image` composited on `matte`, drawn `offset` pixels right of and
    /// below the cursor's cell (those pixels left as they are: a thumbnail centred in its box).
    package static func encode(_ image: RGBAImage, matte: RGBA, offset: (x: Int, y: Int) = (0, 0), colours limit: Int = 256) -> [UInt8] {
        let colours = composited(image, on: matte)
        let cut = MedianCut(colours, limit: limit)
        let width = image.width + offset.x, height = image.height + offset.y
        var out: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (at, colour) in cut.palette.enumerated() {
            let percent = { (shift: UInt32) in (Int(colour >> shift & 0xFF) * 100 + 127) / 255 }
            out += "#\(at);2;\(percent(16));\(percent(8));\(percent(0))".utf8
        }
        // Each pixel's palette index, found once.
        let indices = colours.map { cut.index[$0] ?? 0 }
        var bits = [UInt8](repeating: 0, count: cut.palette.count * width)
        var used = [Bool](repeating: false, count: cut.palette.count)
        for bandTop in stride(from: 0, to: height, by: 6) {
            for i in bits.indices { bits[i] = 0 }
            for i in used.indices { used[i] = false }
            for y in stride(from: max(bandTop, offset.y), to: min(bandTop + 6, height), by: 1) {
                let row = (y - offset.y) * image.width
                for x in 0..<image.width {
                    let colour = indices[row + x]
                    used[colour] = true
                    bits[colour * width + x + offset.x] |= 1 << UInt8(y - bandTop)
                }
            }
            var first = true
            for colour in used.indices where used[colour] {
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out += "#\(colour)".utf8
                appendRuns(bits[(colour * width)..<(colour * width + width)], to: &out)
            }
            if bandTop + 6 < height { out.append(UInt8(ascii: "-")) }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// One colour's sixels across a band, the trailing empty ones left out, runs of 4 or more
    /// as `! count sixel` (3 of the same cost as much written out).
    private static func appendRuns(_ row: ArraySlice<UInt8>, to out: inout [UInt8]) {
        guard let last = row.lastIndex(where: { $0 != 0 }) else { return }
        var at = row.startIndex
        while at <= last {
            let value = row[at]
            var end = at + 1
            while end <= last && row[end] == value { end += 1 }
            let run = end - at, sixel = 0x3F + value
            if run >= 4 {
                out += "!\(run)".utf8
                out.append(sixel)
            } else {
                out += repeatElement(sixel, count: run)
            }
            at = end
        }
    }

    /// Each pixel over `matte` (alpha not premultiplied, rounded), as `0xRRGGBB`.
    static func composited(_ image: RGBAImage, on matte: RGBA) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(image.width * image.height)
        let pixels = image.pixels
        for at in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[at + 3])
            let mix = { (value: UInt8, under: UInt8) in (UInt32(value) * alpha + UInt32(under) * (255 - alpha) + 127) / 255 }
            out.append(mix(pixels[at], matte.red) << 16 | mix(pixels[at + 1], matte.green) << 8 | mix(pixels[at + 2], matte.blue))
        }
        return out
    }
}
