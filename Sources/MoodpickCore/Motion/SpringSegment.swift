/// A critically damped spring from (position, velocity) at `start` to `target`, evaluated in
/// closed form, whose last stretch is a steady approach at ``approachSpeed``.
///
/// Motion is a sequence of these segments: a release, a key press or a resize starts a new one
/// from the current segment's position and velocity, so velocity stays continuous. Evaluating the
/// closed form at the frame's time is exact and independent of the frame rate, unlike stepping,
/// which drifts by a whole column at 60 Hz.
///
/// With e = x − target, unit mass and damping ratio 1:
/// e(t) = (e₀ + (v₀ + ω·e₀)·t)·e^(−ωt),  v(t) = (v₀ − ω·(v₀ + ω·e₀)·t)·e^(−ωt).
/// It never passes the target when v₀ points away from it, or toward it with ω ≥ |v₀|/|e₀|;
/// ``toward(target:from:velocity:at:response:easesFling:)`` builds such segments.
///
/// **Why the steady approach.** A spring only reaches its target in the limit: its speed decays
/// with its distance, so the last column of an exponential approach takes longer than all the
/// columns before it (a one-cell key glide drew its last column 85 ms after the one before, and
/// came to rest 330 ms after the press). A terminal draws whole columns, so that tail reads as a
/// crawl, not as easing. Here, once the spring has passed its fastest point and slowed to
/// ``approachSpeed`` (30 col/s, a column every other 60 Hz frame), the strip keeps that speed
/// until it reaches the target, and stops there, exactly. Velocity is continuous at the
/// hand-over (the spring is moving at exactly that speed), position never passes the target
/// and never goes back, and the rest is a finite time, ``restTime``. A glide whose spring never
/// gets that fast (a move of a few columns) approaches at that speed from its fastest point on.
package struct SpringSegment: Sendable, Equatable {
    /// When the segment starts (time since the caller's fixed origin).
    package let start: Duration
    /// Where the strip is at `start`, columns.
    package let startPosition: Double
    /// How fast the strip moves at `start`, columns per second.
    package let startVelocity: Double
    /// Where the segment comes to rest, columns.
    package let target: Double
    /// ω = √(stiffness/mass), radians per second; the response (period) is 2π/ω seconds.
    package let angularFrequency: Double
    /// The slowest the strip moves on its final approach, columns per second.
    package let approachSpeed: Double
    /// Seconds after `start` when the spring hands over to the steady approach.
    package let handoverSeconds: Double
    /// Seconds after `start` when the strip reaches the target and rests.
    package let restSeconds: Double
    /// |position − target| at the hand-over, columns.
    private let handoverDistance: Double

    /// The one response of a spring that is not a fling or a run of keys (a lone key step, a
    /// slow release, a click), seconds: SwiftUI's springs use 0.3–0.55 s, and 0.35 s brings a
    /// one-cell step of an emoji strip (6 columns) to rest in about 0.2 s with the steady approach.
    package static let standardResponse = 0.35
    /// The final approach's speed, columns per second: one column every two frames at 60 Hz.
    /// A column step then comes at most 33 ms after the previous one, so even where the frame
    /// grid delays a step by one frame, no two successive steps are more than 50 ms apart — the
    /// longest pause that still reads as one motion rather than as separate moves.
    package static let standardApproachSpeed = 30.0
    /// From this speed toward the target a release counts as a fling (the same 6 col/s as
    /// ``SnapRule/minimumFlingVelocity``).
    package static let flingSpeed = SnapRule.minimumFlingVelocity
    /// Fling settles aim at ρ = |v|/(ω·D) = 0.35: the strip then never exceeds 1.17× the release
    /// speed (for a critically damped spring the peak is ((1−ρ)/ρ)·e^(−(1−2ρ)/(1−ρ)) × v₀).
    package static let flingRatio = 0.35
    /// A fling settle takes a response between these, seconds (ω between 2π/1.0 and 2π/0.25).
    package static let slowestFlingResponse = 1.0
    package static let fastestFlingResponse = 0.25
    /// Closer than this, in columns, the strip already sits on the target and its velocity is dropped.
    package static let onTargetDistance = 1e-9

    /// A segment with a given ω; `approachSpeed` (columns per second) must be positive.
    ///
    /// ω should satisfy ω·|e₀| ≥ |v₀| when v₀ points toward the target, or the spring would pass
    /// it before its steady approach begins: ``toward(target:from:velocity:at:response:easesFling:)``
    /// makes sure of it.
    package init(start: Duration, position: Double, velocity: Double, target: Double, angularFrequency: Double,
                approachSpeed: Double = SpringSegment.standardApproachSpeed) {
        precondition(approachSpeed > 0, "approach speed \(approachSpeed) col/s is not positive")
        self.start = start
        self.startPosition = position
        self.startVelocity = velocity
        self.target = target
        self.angularFrequency = angularFrequency
        self.approachSpeed = approachSpeed
        let handover = Self.handover(distance: abs(position - target),
                                     approachVelocity: position > target ? -velocity : velocity,
                                     omega: angularFrequency, approachSpeed: approachSpeed)
        handoverSeconds = handover.seconds
        handoverDistance = handover.distance
        restSeconds = handover.seconds + handover.distance / approachSpeed
    }

    /// When the strip reaches the target (rounded up to the next nanosecond).
    package var restTime: Duration {
        start + .nanoseconds(Int64((restSeconds * 1e9).rounded(.up)))
    }

    /// Position at `time`, columns (times before `start` give the start position); exactly
    /// `target` from ``restTime`` on.
    package func position(at time: Duration) -> Double {
        let (e, _) = state(at: time)
        return target + e
    }

    /// Velocity at `time`, columns per second (0 from ``restTime`` on).
    package func velocity(at time: Duration) -> Double {
        state(at: time).velocity
    }

    /// Whether the strip has reached its target by `time`: from then on it rests exactly on it.
    package func isSettled(at time: Duration) -> Bool {
        time >= restTime
    }

    /// The segment the picker wants: ω = 2π/response (response in seconds), raised so it never
    /// passes the target (ω ≥ |v|/D when v points toward a target at distance D); for a fling
    /// (|v| ≥ 6 col/s toward the target) ω = clamp(|v|/(0.35·D), 2π/1.0, 2π/0.25), then ≥ |v|/D,
    /// so it does not visibly speed up; velocity dropped to 0 when the strip already sits on the
    /// target (|D| < 1e-9).
    ///
    /// `response` must be positive. A velocity pointing away from the target keeps ω = 2π/response:
    /// a critically damped spring turns around without ever crossing. `easesFling: false` (key
    /// glides, which carry the velocity of earlier presses) skips the fling easing, so the spring
    /// is only ever stiffened and a far jump taken in motion settles as fast as one from rest.
    package static func toward(target: Double, from position: Double, velocity: Double, at time: Duration,
                              response: Double, easesFling: Bool = true) -> SpringSegment {
        precondition(response > 0, "spring response \(response) s is not positive")
        let distance = target - position
        var omega = 2 * Double.pi / response
        guard abs(distance) >= onTargetDistance else {
            return SpringSegment(start: time, position: target, velocity: 0, target: target, angularFrequency: omega)
        }
        let speed = abs(velocity)
        if velocity * distance > 0 {
            let span = abs(distance)
            if easesFling && speed >= flingSpeed {
                omega = speed / (flingRatio * span)
                omega = min(max(omega, 2 * Double.pi / slowestFlingResponse), 2 * Double.pi / fastestFlingResponse)
            }
            omega = max(omega, speed / span)
            // ω·|e₀| ≥ |v₀| must also hold after rounding, or e(t) could change sign (far out, by an ulp).
            let e0 = position - target
            while (velocity + omega * e0) * e0 < 0 { omega = omega.nextUp }
        }
        return SpringSegment(start: time, position: position, velocity: velocity, target: target, angularFrequency: omega)
    }

    /// (e, v) at `time`: offset from the target and velocity.
    private func state(at time: Duration) -> (offset: Double, velocity: Double) {
        if time >= restTime { return (0, 0) }
        let t = max(0, (time - start).moodpickSeconds)
        let side: Double = startPosition > target ? 1 : -1
        if t >= handoverSeconds {
            let remaining = max(handoverDistance - approachSpeed * (t - handoverSeconds), 0)
            return (side * remaining, remaining > 0 ? -side * approachSpeed : 0)
        }
        let omega = angularFrequency
        let e0 = startPosition - target
        let c = startVelocity + omega * e0
        let decay = Exponential.exp(-omega * t)
        return ((e0 + c * t) * decay, (startVelocity - omega * c * t) * decay)
    }

    /// Where the spring hands over to the steady approach: the first moment at or after its
    /// fastest point toward the target when it moves no faster than `approachSpeed`, in seconds
    /// after the start, and its distance from the target then, columns.
    ///
    /// In target-relative terms (distance a > 0, speed toward the target s₀) the spring's
    /// distance is d(t) = (a + κt)·e^(−ωt) and its speed toward the target
    /// s(t) = (s₀ + ωκt)·e^(−ωt), κ = ωa − s₀ ≥ 0. s rises until t_p = (κ − s₀)/(ωκ) (when
    /// κ > s₀; else from the start it only falls), then falls for ever, so the hand-over is t_p
    /// when s(t_p) ≤ the approach speed, and otherwise the one later root of s(t) = approach
    /// speed, found by bisection (deterministic, once per segment).
    private static func handover(distance a: Double, approachVelocity s0: Double, omega: Double,
                                 approachSpeed: Double) -> (seconds: Double, distance: Double) {
        guard a > 0, omega > 0 else { return (0, a) }
        let kappa = omega * a - s0
        func speed(_ t: Double) -> Double { (s0 + omega * kappa * t) * Exponential.exp(-omega * t) }
        func remaining(_ t: Double) -> Double { max((a + kappa * t) * Exponential.exp(-omega * t), 0) }
        let peak = kappa > s0 && kappa > 0 ? (kappa - s0) / (omega * kappa) : 0
        guard speed(peak) > approachSpeed else { return (peak, remaining(peak)) }
        var low = peak, step = 1 / omega
        while speed(low + step) > approachSpeed { step *= 2 }
        var high = low + step
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low && middle < high else { break }
            if speed(middle) > approachSpeed { low = middle } else { high = middle }
        }
        return (high, remaining(high))
    }
}
