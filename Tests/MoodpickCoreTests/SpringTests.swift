import Testing
@testable import MoodpickCore

/// Frame k of a 60 Hz animation, as a `Duration` from the segment's start.
func frame(_ k: Int) -> Duration { .nanoseconds(Int64((Double(k) / 60 * 1e9).rounded())) }
/// How a frame draws an offset: col = ⌊x + 0.5⌋.
func column(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }

@Suite("Spring")
struct SpringTests {
    @Test("the core's own exp agrees with known values to a few ulps", arguments: [
        (0.0, 1.0), (1, 2.718281828459045), (-1, 0.36787944117144233), (0.5, 1.6487212707001282),
        (-0.3, 0.7408182206817179), (-10, 4.5399929762484854e-05), (20, 485165195.4097903),
        (-700, 9.85967654375977e-305), (-6.283185307179586, 0.0018674427317079893)])
    func exponential(x: Double, expected: Double) {
        #expect(abs(Exponential.exp(x) - expected) <= 4 * expected.ulp)
    }

    @Test("exp edge cases: underflow to 0, overflow to infinity, NaN through")
    func exponentialEdges() {
        #expect(Exponential.exp(-800) == 0)
        #expect(Exponential.exp(-Double.infinity) == 0)
        #expect(Exponential.exp(800) == .infinity)
        #expect(Exponential.exp(.nan).isNaN)
        #expect(Exponential.exp(-740) > 0)  // subnormal, still there
        var rng = SeededGenerator(seed: 0xE4B)
        for _ in 0..<500 {
            let a = Double.random(in: -300...300, using: &rng), b = Double.random(in: -300...300, using: &rng)
            let product = Exponential.exp(a) * Exponential.exp(b), direct = Exponential.exp(a + b)
            #expect(abs(product - direct) <= 1e-13 * direct)
        }
    }

    @Test("the closed form starts at (position, velocity) and ends on the target")
    func closedForm() {
        let s = SpringSegment(start: .seconds(5), position: 60, velocity: 40, target: 78, angularFrequency: 10)
        #expect(s.position(at: .seconds(5)) == 60)
        #expect(s.velocity(at: .seconds(5)) == 40)
        #expect(s.position(at: .seconds(4)) == 60, "before the start: the start")
        #expect(s.position(at: .seconds(1000)) == 78, "exactly the target, long after")
        #expect(s.velocity(at: .seconds(1000)) == 0)
        // Velocity is the derivative of position (central difference).
        let t = Duration.seconds(5) + .milliseconds(123), h = Duration.microseconds(1)
        let slope = (s.position(at: t + h) - s.position(at: t - h)) / 2e-6
        #expect(abs(slope - s.velocity(at: t)) < 1e-4)
    }

    /// Release at 60 with +40 col/s, target 78 (3 cells of 6). Columns moved since release, frame
    /// by frame at 60 Hz: the spring's own columns until it slows to 30 col/s (frame 16), then a
    /// column every other frame until it rests on 78 (it used to crawl over 15, 16 and 17 until frame 51).
    @Test("golden frames: ρ = 0.35 fling settle (ω = 6.35 rad/s), then the steady approach")
    func goldenFling() {
        let s = SpringSegment.toward(target: 78, from: 60, velocity: 40, at: .zero, response: SpringSegment.standardResponse)
        #expect(abs(s.angularFrequency - 40 / (0.35 * 18)) < 1e-12)
        let expected = [0, 1, 1, 2, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17,
                        17, 18, 18, 18]
        #expect((0..<32).map { column(s.position(at: frame($0))) - 60 } == expected)
        #expect((0..<30).allSatisfy { !s.isSettled(at: frame($0)) })
        #expect(s.isSettled(at: frame(30)) && s.position(at: frame(30)) == 78)
        // Never faster than 1.17× the release speed (the peak of a ρ = 0.35 spring).
        #expect((0..<120).allSatisfy { s.velocity(at: frame($0)) <= 40 * 1.171 })
    }

    @Test("golden frames: fixed R = 0.40 s, then the steady approach")
    func goldenFixed() {
        let s = SpringSegment(start: .zero, position: 60, velocity: 40, target: 78, angularFrequency: 2 * .pi / 0.4)
        let expected = [0, 1, 3, 4, 6, 8, 9, 11, 12, 13, 14, 14, 15, 16, 16, 17, 17, 18, 18]
        #expect((0..<19).map { column(s.position(at: frame($0))) - 60 } == expected)
        #expect(!s.isSettled(at: frame(17)) && s.isSettled(at: frame(18)))
    }

    /// (distance, start velocity toward the target, response) for the steady approach's checks.
    @Test("the steady approach: the spring hands over at 30 col/s with no jump, then keeps that speed to the target", arguments: [
        (6.0, 0.0, 0.35), (-6, 0, 0.35), (24, 0, 0.35), (18, 40, 0.35), (-90, -150, 0.35), (26, 0, 0.35), (12, 40, 0.35),
    ] as [(Double, Double, Double)])
    func steadyApproach(distance: Double, velocity: Double, response: Double) {
        let s = SpringSegment.toward(target: 100 + distance, from: 100, velocity: velocity, at: .seconds(2), response: response)
        let handover = Duration.seconds(2) + .nanoseconds(Int64(s.handoverSeconds * 1e9))
        let speed = SpringSegment.standardApproachSpeed
        #expect(abs(abs(s.velocity(at: handover)) - speed) < 1e-6, "the spring moves at the approach speed there")
        let tail = s.restSeconds - s.handoverSeconds
        let mid = handover + .nanoseconds(Int64(tail * 0.5e9))
        #expect(abs(s.velocity(at: mid)) == speed)
        #expect(s.velocity(at: mid).sign == distance.sign)
        #expect(s.position(at: s.restTime) == 100 + distance)
        #expect(s.velocity(at: s.restTime) == 0)
        #expect(!s.isSettled(at: s.restTime - .nanoseconds(1)) && s.isSettled(at: s.restTime))
        // Monotone toward the target, at least the approach speed from the hand-over on.
        var previous = s.position(at: handover)
        var t = handover + .milliseconds(1)
        while t <= s.restTime {
            let x = s.position(at: t)
            #expect(abs((100 + distance) - x) <= abs((100 + distance) - previous))
            #expect(abs(x - previous) >= speed * 0.001 * (1 - 1e-9) || x == 100 + distance)
            previous = x
            t += .milliseconds(1)
        }
    }

    @Test("a move too short for the spring to reach 30 col/s approaches at that speed from its fastest point")
    func shortMove() {
        let s = SpringSegment.toward(target: 101, from: 100, velocity: 0, at: .zero, response: 0.35)
        let omega = 2 * Double.pi / 0.35
        #expect(abs(s.handoverSeconds - 1 / omega) < 1e-12, "from rest the fastest point is at t = 1/ω")
        // d(1/ω) = 2/e columns, then 30 col/s.
        #expect(abs(s.restSeconds - (1 / omega + 2 * Exponential.exp(-1) / 30)) < 1e-12)
    }

    /// (distance to target, release velocity, response) → ω; D positive means the target is ahead.
    @Test("toward: which ω", arguments: [
        (18.0, 40.0, 0.35, 40 / (0.35 * 18), "fling, ρ = 0.35"),
        (-18, -40, 0.35, 40 / (0.35 * 18), "fling to the left"),
        (60, 10, 0.35, 2 * Double.pi, "long slow fling: at least 2π/1.0"),
        (1, 40, 0.35, 40, "short fast fling: 8π from the clamp, then raised to |v|/D = 40"),
        (3, 40, 0.35, 8 * Double.pi, "clamped at 2π/0.25 (≥ 40/3)"),
        (6, 5.99, 0.35, 2 * Double.pi / 0.35, "below the fling speed: the response"),
        (0.2, 5, 0.35, 25, "below the fling speed, but raised to |v|/D"),
        (6, -40, 0.35, 2 * Double.pi / 0.35, "moving away: the response, it turns without crossing"),
        (6, 0, 0.5, 2 * Double.pi / 0.5, "from rest"),
    ] as [(Double, Double, Double, Double, String)])
    func omega(distance: Double, velocity: Double, response: Double, expected: Double, note: String) {
        let s = SpringSegment.toward(target: 100 + distance, from: 100, velocity: velocity, at: .zero, response: response)
        #expect(abs(s.angularFrequency - expected) <= 1e-12 * expected, "\(note)")
        #expect(s.startVelocity == velocity)
    }

    @Test("toward: on the target already, the velocity is dropped", arguments: [0.0, 1e-10, -5e-10])
    func onTarget(distance: Double) {
        let s = SpringSegment.toward(target: 42 + distance, from: 42, velocity: 30, at: .seconds(1), response: 0.35)
        #expect(s.velocity(at: .seconds(1)) == 0)
        #expect(s.isSettled(at: .seconds(1)))
    }

    @Test("property: from any state a toward-spring never passes the target and settles; snapping then lands exactly")
    func neverPasses() {
        var rng = SeededGenerator(seed: 0x5_9B1_4E)
        for round in 0..<2000 {
            let target = Double.random(in: -1000...1000, using: &rng)
            let distance: Double
            switch round % 4 {
            case 0: distance = Double.random(in: -5...5, using: &rng)
            case 1: distance = Double.random(in: -1e-6...1e-6, using: &rng)
            case 2: distance = Double.random(in: -2000...2000, using: &rng)
            default: distance = Double(Int.random(in: -30...30, using: &rng)) * 6
            }
            let velocity = round % 7 == 0 ? 0 : Double.random(in: -200...200, using: &rng)
            let response = Double.random(in: 0.05...1.0, using: &rng)
            let start = Duration.milliseconds(Int64.random(in: 0...100_000, using: &rng))
            let s = SpringSegment.toward(target: target, from: target - distance, velocity: velocity, at: start, response: response)
            let side = (s.startPosition - target).sign
            var settled = false
            for k in 0..<(60 * 60) {
                let t = start + frame(k)
                let e = s.position(at: t) - target
                if e != 0 && e.sign != side {
                    Issue.record("passed the target: round \(round), D \(distance), v \(velocity), frame \(k), e \(e)")
                    break
                }
                if s.isSettled(at: t) { settled = true; break }
            }
            #expect(settled, "round \(round): D \(distance), v \(velocity), R \(response)")
            // The caller then sets the position to the target; the closed form agrees in the end.
            #expect(s.position(at: start + .seconds(10_000)) == target)
        }
    }
}
