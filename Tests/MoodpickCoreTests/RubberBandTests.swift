import MoodpickCore
import Testing

@Suite("RubberBand")
struct RubberBandTests {
    /// docs/PHYSICS.md §1.5's terminal numbers for a 60-column viewport (it rounds 30 → 12.94 to 12.9).
    @Test("b = x·c·L/(L + c·x) with c = 0.55", arguments: [
        (0.0, 0.0), (1, 0.545), (3, 1.61), (6, 3.13), (12, 5.95), (30, 12.94)])
    func displayed(overshoot: Double, expected: Double) {
        let b = RubberBand.displayed(overshoot: overshoot, viewportColumns: 60)
        #expect(abs(b - expected) < 0.01)
        #expect(RubberBand.displayed(overshoot: -overshoot, viewportColumns: 60) == -b, "odd in x")
    }

    @Test("slope 0.55 at the edge, never past the viewport width")
    func shape() {
        #expect(abs(RubberBand.displayed(overshoot: 1e-6, viewportColumns: 80) / 1e-6 - 0.55) < 1e-6)
        #expect(RubberBand.displayed(overshoot: 1e12, viewportColumns: 80) < 80)
        #expect(RubberBand.displayed(overshoot: .infinity, viewportColumns: 80) == 80)
        #expect(RubberBand.displayed(overshoot: 5, viewportColumns: 0) == 0)
    }

    @Test("overshoot(displayed:) inverts displayed(overshoot:)")
    func inverse() {
        var rng = SeededGenerator(seed: 0xBA4D)
        for _ in 0..<500 {
            let L = Double(Int.random(in: 1...400, using: &rng))
            let x = Double.random(in: -5 * L...5 * L, using: &rng)
            let back = RubberBand.overshoot(displayed: RubberBand.displayed(overshoot: x, viewportColumns: L), viewportColumns: L)
            #expect(abs(back - x) <= 1e-9 * max(1, abs(x)))
        }
        #expect(RubberBand.overshoot(displayed: 0, viewportColumns: 60) == 0)
        #expect(RubberBand.overshoot(displayed: 60, viewportColumns: 60).isFinite, "at the asymptote: finite")
        #expect(RubberBand.overshoot(displayed: -70, viewportColumns: 60) < -1000)
    }
}
