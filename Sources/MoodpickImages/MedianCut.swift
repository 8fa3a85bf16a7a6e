/// A palette of at most `limit` colours chosen from an image's own colours by median cut
/// (Heckbert): the box of colours with the most pixels times its widest channel's range is cut
/// at the pixel-weighted median of that channel, until there are `limit` boxes or none can be
/// cut; each box's colour is its pixels' mean. Every colour maps to the box it ended in, so
/// no nearest-colour search is made. An image of `limit` colours or fewer keeps them exactly,
/// in the order they first appear. Deterministic: ties are broken by the colour's value.
package struct MedianCut: Sendable {
    /// The chosen colours, `0xRRGGBB`.
    package private(set) var palette: [UInt32] = []
    /// Each colour of the image, `0xRRGGBB`, to its index in ``palette``.
    package private(set) var index: [UInt32: Int] = [:]

    /// `colours`: the image's pixels as `0xRRGGBB`, in scan order.
    package init(_ colours: [UInt32], limit: Int = 256) {
        var counts: [UInt32: Int] = [:]
        var firstSeen: [UInt32] = []
        for colour in colours {
            if let count = counts[colour] { counts[colour] = count + 1 } else {
                counts[colour] = 1
                firstSeen.append(colour)
            }
        }
        if firstSeen.count <= limit {
            palette = firstSeen
            for (at, colour) in firstSeen.enumerated() { index[colour] = at }
            return
        }
        var boxes = [Box(colours: firstSeen.sorted(), counts: counts)]
        while boxes.count < limit {
            guard let widest = boxes.indices.filter({ boxes[$0].colours.count > 1 }).max(by: { boxes[$0].priority < boxes[$1].priority })
            else { break }
            let (low, high) = boxes[widest].split(counts: counts)
            boxes[widest] = low
            boxes.append(high)
        }
        for (at, box) in boxes.enumerated() {
            palette.append(box.mean(counts: counts))
            for colour in box.colours { index[colour] = at }
        }
    }

    /// Some of the image's colours and how many pixels they cover.
    private struct Box {
        var colours: [UInt32]
        var pixels: Int
        /// The channel (16: red, 8: green, 0: blue) with the widest range, and that range.
        var channel: UInt32
        var range: Int

        init(colours: [UInt32], counts: [UInt32: Int]) {
            self.colours = colours
            pixels = colours.reduce(0) { $0 + counts[$1, default: 0] }
            var best: (UInt32, Int) = (16, -1)
            for shift: UInt32 in [16, 8, 0] {
                let values = colours.map { Int($0 >> shift & 0xFF) }
                let spread = (values.max() ?? 0) - (values.min() ?? 0)
                if spread > best.1 { best = (shift, spread) }
            }
            (channel, range) = best
        }

        var priority: Int { pixels * (range + 1) }

        /// The two halves at the pixel-weighted median of the widest channel; neither empty.
        func split(counts: [UInt32: Int]) -> (Box, Box) {
            let shift = channel
            let sorted = colours.sorted { a, b in
                let (x, y) = (a >> shift & 0xFF, b >> shift & 0xFF)
                return x != y ? x < y : a < b
            }
            var seen = 0, cut = 1
            for (at, colour) in sorted.enumerated() {
                seen += counts[colour, default: 0]
                if seen * 2 >= pixels {
                    cut = at + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (Box(colours: Array(sorted[..<cut]), counts: counts), Box(colours: Array(sorted[cut...]), counts: counts))
        }

        /// The pixel-weighted mean colour, each channel rounded.
        func mean(counts: [UInt32: Int]) -> UInt32 {
            var sums: [Int] = [0, 0, 0]
            for colour in colours {
                let count = counts[colour, default: 0]
                sums[0] += Int(colour >> 16 & 0xFF) * count
                sums[1] += Int(colour >> 8 & 0xFF) * count
                sums[2] += Int(colour & 0xFF) * count
            }
            let half = pixels / 2
            return UInt32((sums[0] + half) / pixels) << 16 | UInt32((sums[1] + half) / pixels) << 8 | UInt32((sums[2] + half) / pixels)
        }
    }
}
