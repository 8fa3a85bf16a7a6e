import MoodpickCore
import Testing

@Suite("Deceleration")
struct DecelerationTests {
    @Test("named rates are UIKit's per-millisecond factors")
    func presets() {
        #expect(Deceleration.normal.rate == 0.998)
        #expect(Deceleration.fast.rate == 0.99)
        #expect(Deceleration(rate: 0.5) == Deceleration(rate: 0.5))
    }

    /// Δ = v/1000 · d/(1−d); the first two rows are docs/PHYSICS.md §8 (40 col/s from 60).
    @Test("projection p = from + v/1000 · d/(1−d)",
          arguments: [(0.998, 60.0, 40.0, 79.96), (0.99, 60, 40, 63.96), (0.998, 60, -40, 40.04),
                      (0.998, 0, -10, -4.99), (0, 7, 1000, 7), (0.5, 0, 1000, 1), (0.998, 5, 0, 5)])
    func projection(rate: Double, from: Double, velocity: Double, expected: Double) {
        let p = Deceleration(rate: rate).projectedOffset(from: from, velocity: velocity)
        #expect(abs(p - expected) < 1e-9)
    }

    @Test("the projection is linear in v and odd around the release point")
    func symmetric() {
        var rng = SeededGenerator(seed: 0xDEC)
        for _ in 0..<200 {
            let d = Deceleration(rate: Double.random(in: 0..<0.9999, using: &rng))
            let x = Double.random(in: -1000...1000, using: &rng), v = Double.random(in: -200...200, using: &rng)
            let ahead = d.projectedOffset(from: x, velocity: v) - x
            let behind = d.projectedOffset(from: x, velocity: -v) - x
            #expect(abs(ahead + behind) <= 1e-9 * max(1, abs(ahead)))
            #expect(ahead * v >= 0)
        }
    }
}
