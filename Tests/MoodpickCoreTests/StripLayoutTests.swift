import Testing
@testable import MoodpickCore

/// The geometry recomputed the obvious way, cell by cell, to check the clever searches against.
struct BruteLayout {
    let widths: [Int]
    let spacing: Int
    var lefts: [Double] = []    // left edges, offset coordinates
    var centers: [Double] = []

    init(widths: [Int], spacing: Int) {
        self.widths = widths
        self.spacing = spacing
        var x = 0
        let half0 = widths.isEmpty ? 0 : Double(widths[0]) / 2
        for w in widths {
            lefts.append(Double(x) - half0)
            centers.append(Double(x) + Double(w) / 2 - half0)
            x += w + spacing
        }
    }

    func nearest(_ offset: Double) -> Int {
        var best = 0
        for i in centers.indices where abs(offset - centers[i]) < abs(offset - centers[best]) { best = i }
        return best
    }

    func index(at point: Double) -> Int? {
        centers.indices.first { lefts[$0] <= point && point < lefts[$0] + Double(widths[$0]) }
    }

    func visible(offset: Double, viewport: Int) -> [Int] {
        guard viewport > 0 else { return [] }
        let low = offset - Double(viewport / 2), high = low + Double(viewport)
        return centers.indices.filter { lefts[$0] < high && lefts[$0] + Double(widths[$0]) > low }
    }
}

@Suite("StripLayout")
struct StripLayoutTests {
    @Test("equal widths: center(i) = i·(w+s), left edge = center − w/2", arguments: [0, 1, 2, 9, 999_999])
    func equalWidthCenters(index: Int) {
        let layout = StripLayout(count: 1_000_000, width: 4, spacing: 2)
        #expect(layout.center(of: index) == Double(index * 6))
        #expect(layout.leftEdge(of: index) == Double(index * 6) - 2)
        #expect(layout.width(of: index) == 4)
    }

    @Test("uneven widths: centers measured from center 0")
    func unevenCenters() {
        // Lefts from cell 0's left edge: 0, 6, 14. Centers: 2, 9, 15 → minus 2.
        let layout = StripLayout(widths: [4, 6, 2], spacing: 2)
        #expect((0..<3).map(layout.center(of:)) == [0, 7, 13])
        #expect((0..<3).map(layout.leftEdge(of:)) == [-2, 4, 12])
        #expect(layout.maxOffset == 13)
        #expect(layout.count == 3 && layout.spacing == 2)
        #expect(layout.width(of: 1) == 6)
    }

    @Test("odd widths give half-column centers, exactly")
    func halfColumns() {
        let layout = StripLayout(widths: [3, 4, 5], spacing: 1)
        // Lefts 0, 4, 9; centers 1.5, 6, 11.5 → minus 1.5.
        #expect((0..<3).map(layout.center(of:)) == [0, 4.5, 10])
        #expect(layout.leftEdge(of: 0) == -1.5)
    }

    @Test("empty layout: count 0, nearest 0, fraction 0, no cell, nothing visible, maxOffset 0")
    func empty() {
        for layout in [StripLayout(widths: [], spacing: 2), StripLayout(count: 0, width: 4, spacing: 2)] {
            #expect(layout.count == 0)
            #expect(layout.nearestIndex(to: 12) == 0)
            #expect(layout.fraction(at: 12) == 0)
            #expect(layout.index(at: 0) == nil)
            #expect(layout.visibleRange(offset: 0, viewportColumns: 80).isEmpty)
            #expect(layout.maxOffset == 0)
        }
    }

    @Test("widths are clamped to 1...65535 and negative spacing to 0")
    func clamping() {
        let layout = StripLayout(widths: [0, 70_000, -3], spacing: -1)
        #expect(layout.width(of: 0) == 1)
        #expect(layout.width(of: 1) == 65_535)
        #expect(layout.width(of: 2) == 1)
        #expect(layout.spacing == 0)
    }

    @Test("equal widths given as a list equal the O(1) form and store nothing per cell")
    func equalWidthsNormalised() {
        let listed = StripLayout(widths: Array(repeating: 6, count: 1000), spacing: 2)
        #expect(listed == StripLayout(count: 1000, width: 6, spacing: 2))
        #expect(listed.storedBytes == 0)
        #expect(StripLayout(widths: [], spacing: 2) == StripLayout(count: 0, width: 4, spacing: 2))
        // A streamed sequence builds the same layout as the list.
        #expect(StripLayout(widths: (0..<500).lazy.map { 1 + $0 % 7 }, spacing: 1)
                == StripLayout(widths: (0..<500).map { 1 + $0 % 7 }, spacing: 1))
    }

    @Test("nearestIndex: ties go to the lower index; clamped to the list",
          arguments: [(-100.0, 0), (0, 0), (2.9, 0), (3, 0), (3.1, 1), (9, 1), (15, 2), (54, 9), (1e12, 9),
                      (-Double.infinity, 0), (Double.infinity, 9), (Double.nan, 0)])
    func nearest(offset: Double, expected: Int) {
        #expect(StripLayout(count: 10, width: 4, spacing: 2).nearestIndex(to: offset) == expected)
    }

    @Test("nearestIndex with one cell is always 0", arguments: [-5.0, 0, 5, 1e9])
    func nearestOne(offset: Double) {
        #expect(StripLayout(widths: [7], spacing: 2).nearestIndex(to: offset) == 0)
    }

    /// Seed 003's own spec (ScrollPageControllerSpec, pages at 0, 100, 300): widths 100, 100, 300
    /// with no spacing put the centers exactly there.
    @Test("fraction: seed 003's page fraction over the centers",
          arguments: [(-1000.0, 0.0), (0, 0), (1, 0.01), (50, 0.5), (99, 0.99), (100, 1), (102, 1.01),
                      (200, 1.5), (298, 1.99), (300, 2), (1000, 2)])
    func fraction(offset: Double, expected: Double) {
        let layout = StripLayout(widths: [100, 100, 300], spacing: 0)
        #expect((0..<3).map(layout.center(of:)) == [0, 100, 300])
        #expect(abs(layout.fraction(at: offset) - expected) < 1e-12)
    }

    /// Cell 0 covers [−2, 2), the spacing [2, 4), cell 1 [4, 8) … cell 9 [52, 56).
    @Test("index(at:): left edge inclusive, right edge exclusive, nil in the spacing and outside",
          arguments: [(-2.01, nil), (-2.0, 0), (0, 0), (1.99, 0), (2, nil), (3.5, nil), (4, 1), (7.99, 1),
                      (52, 9), (55.9, 9), (56, nil), (1e9, nil), (Double.nan, nil)] as [(Double, Int?)])
    func hitTest(point: Double, expected: Int?) {
        #expect(StripLayout(count: 10, width: 4, spacing: 2).index(at: point) == expected)
    }

    /// Viewport 20 columns: centerColumn 10, so offset x shows strip points [x − 10, x + 10).
    @Test("visibleRange: cells overlapping the half-open viewport",
          arguments: [(0.0, 20, 0..<2), (7, 20, 0..<4), (6, 20, 0..<3), (-20, 20, 0..<0), (54, 20, 8..<10),
                      (100, 20, 10..<10), (0, 0, 0..<0), (0, 1, 0..<1), (25.5, 1, 4..<5), (26, 1, 5..<5), (27, 1, 5..<5), (28, 1, 5..<6),
                      (0.5, 21, 0..<3)])
    func visible(offset: Double, viewport: Int, expected: Range<Int>) {
        let layout = StripLayout(count: 10, width: 4, spacing: 2)
        let got = layout.visibleRange(offset: offset, viewportColumns: viewport)
        if expected.isEmpty { #expect(got.isEmpty) } else { #expect(got == expected) }
    }

    @Test("random uneven layouts: nearestIndex, index(at:), visibleRange and fraction agree with a brute-force scan")
    func bruteForce() {
        var rng = SeededGenerator(seed: 0x5EED_0003)
        for round in 0..<60 {
            let count = Int.random(in: 1...300, using: &rng)
            let spacing = Int.random(in: 0...3, using: &rng)
            let widths = (0..<count).map { _ in
                Int.random(in: 0..<20, using: &rng) == 0 ? Int.random(in: 1...400, using: &rng) : Int.random(in: 1...9, using: &rng)
            }
            let layout = StripLayout(widths: widths, spacing: spacing)
            let brute = BruteLayout(widths: widths, spacing: spacing)
            #expect((0..<count).allSatisfy { layout.center(of: $0) == brute.centers[$0] }, "round \(round)")
            #expect((0..<count).allSatisfy { layout.leftEdge(of: $0) == brute.lefts[$0] }, "round \(round)")
            let span = brute.lefts.last! + Double(widths.last!) + 10
            for _ in 0..<150 {
                // Mix arbitrary points with the exact edges, centers and midpoints where bugs hide.
                let i = Int.random(in: 0..<count, using: &rng)
                let point: Double
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: point = brute.centers[i]
                case 1: point = brute.lefts[i]
                case 2: point = brute.lefts[i] + Double(widths[i])
                case 3: point = i + 1 < count ? (brute.centers[i] + brute.centers[i + 1]) / 2 : brute.centers[i]
                case 4: point = Double(Int.random(in: -20...Int(span), using: &rng)) / 2
                default: point = Double.random(in: -20...span, using: &rng)
                }
                #expect(layout.nearestIndex(to: point) == brute.nearest(point), "round \(round) point \(point)")
                #expect(layout.index(at: point) == brute.index(at: point), "round \(round) point \(point)")
                let viewport = Int.random(in: 0...120, using: &rng)
                let got = layout.visibleRange(offset: point, viewportColumns: viewport)
                #expect(Array(got) == brute.visible(offset: point, viewport: viewport), "round \(round) point \(point) viewport \(viewport)")
                let f = layout.fraction(at: point)
                #expect(f >= 0 && f <= Double(count - 1))
                let k = Int(f.rounded(.down))
                #expect(brute.centers[k] <= point || k == 0, "round \(round) point \(point)")
            }
        }
    }

    @Test("a million equal cells keep no per-cell storage, and visibleRange answers as at 10 cells")
    func millionEqual() {
        let big = StripLayout(count: 1_000_000, width: 6, spacing: 2)
        let small = StripLayout(count: 10, width: 6, spacing: 2)
        #expect(big.storedBytes == 0 && small.storedBytes == 0)
        for offset in [-10.0, 0, 7.5, 13, 20] {
            #expect(big.visibleRange(offset: offset, viewportColumns: 30) == small.visibleRange(offset: offset, viewportColumns: 30))
        }
        // At the far end: last center 7_999_992, viewport [7_999_952, 8_000_032); cell i spans [8i − 3, 8i + 3).
        #expect(big.visibleRange(offset: big.maxOffset, viewportColumns: 80) == 999_994..<1_000_000)
        #expect(big.nearestIndex(to: 4_000_003.9) == 500_000)
        #expect(big.index(at: 4_000_003) == nil && big.index(at: 4_000_002.5) == 500_000)
    }

    @Test("a million uneven cells cost 2 bytes each plus 8 bytes per 64 cells")
    func millionUneven() {
        let count = 1_000_000
        let layout = StripLayout(widths: (0..<count).map { 3 + $0 % 5 }, spacing: 1)
        #expect(layout.storedBytes <= count * 2 + (count / 64 + 1) * 8)
        // Sum of widths over a period of 5 cells is 25, plus 5 spacings: pitch 30 per 5 cells.
        #expect(layout.leftEdge(of: 500_000) == Double(500_000 / 5 * 30) - 1.5)
        let c = layout.center(of: 777_777)
        #expect(layout.nearestIndex(to: c) == 777_777)
        #expect(layout.index(at: c) == 777_777)
        #expect(layout.visibleRange(offset: c, viewportColumns: 1) == 777_777..<777_778)
    }
}
