/// A critically damped spring from (position, velocity) at `start` to `target`, evaluated in closed form.
///
/// Motion is a sequence of these segments: a release, a key press or a resize starts a new one
/// from the current segment's position and velocity, so velocity stays continuous. Evaluating the
/// closed form at the frame's time (physics.md §2.2) is exact and independent of the frame rate,
/// unlike stepping, which is a whole column off at 60 Hz (physics.md §6).
///
/// With e = x − target, unit mass and damping ratio 1:
/// e(t) = (e₀ + (v₀ + ω·e₀)·t)·e^(−ωt),  v(t) = (v₀ − ω·(v₀ + ω·e₀)·t)·e^(−ωt).
/// It never passes the target when v₀ points away from it, or toward it with ω ≥ |v₀|/|e₀|
/// (physics.md §2.3); ``toward(target:from:velocity:at:response:)`` builds such segments.
public struct SpringSegment: Sendable, Equatable {
    /// When the segment starts (time since the caller's fixed origin).
    public var start: Duration
    /// Where the strip is at `start`, columns.
    public var startPosition: Double
    /// How fast the strip moves at `start`, columns per second.
    public var startVelocity: Double
    /// Where the spring comes to rest, columns.
    public var target: Double
    /// ω = √(stiffness/mass), radians per second; the response (period) is 2π/ω seconds.
    public var angularFrequency: Double

    /// A settled strip is within this many columns of its target: it already draws on the
    /// target's column (physics.md §2.4 stop rule).
    public static let settledDistance = 0.5
    /// …and slower than this, columns per second.
    public static let settledSpeed = 2.0
    /// Response for a key step or a slow release, seconds: SwiftUI's springs use 0.3–0.55 s; a
    /// 6-column step from rest settles in 229 ms (physics.md §2.4).
    public static let standardResponse = 0.35
    /// From this speed toward the target a release counts as a fling (the same 6 col/s as
    /// ``SnapRule/minimumFlingVelocity``).
    public static let flingSpeed = SnapRule.minimumFlingVelocity
    /// Fling settles aim at ρ = |v|/(ω·D) = 0.35: at most 1.17× the release speed (physics.md §2.3).
    public static let flingRatio = 0.35
    /// A fling settle takes a response between these, seconds (ω between 2π/1.0 and 2π/0.25).
    public static let slowestFlingResponse = 1.0
    public static let fastestFlingResponse = 0.25
    /// Closer than this, in columns, the strip already sits on the target and its velocity is dropped.
    public static let onTargetDistance = 1e-9

    public init(start: Duration, position: Double, velocity: Double, target: Double, angularFrequency: Double) {
        self.start = start
        self.startPosition = position
        self.startVelocity = velocity
        self.target = target
        self.angularFrequency = angularFrequency
    }

    /// Position at `time`, columns (times before `start` give the start position).
    public func position(at time: Duration) -> Double {
        let (e, _) = state(at: time)
        return target + e
    }

    /// Velocity at `time`, columns per second.
    public func velocity(at time: Duration) -> Double {
        state(at: time).velocity
    }

    /// |position − target| < 0.5 col and |velocity| < 2 col/s: the caller then sets position = target exactly.
    public func isSettled(at time: Duration) -> Bool {
        let (e, v) = state(at: time)
        return abs(e) < SpringSegment.settledDistance && abs(v) < SpringSegment.settledSpeed
    }

    /// The segment SPEC §5 wants: ω = 2π/response (response in seconds), raised so it never passes the target
    /// (ω ≥ |v|/D when v points toward a target at distance D); for a fling (|v| ≥ 6 col/s toward the target)
    /// ω = clamp(|v|/(0.35·D), 2π/1.0, 2π/0.25) then ≥ |v|/D (physics.md §2.4) so it does not visibly speed up;
    /// velocity dropped to 0 when the strip already sits on the target (|D| < 1e-9).
    ///
    /// `response` must be positive. A velocity pointing away from the target keeps ω = 2π/response:
    /// a critically damped spring turns around without ever crossing.
    public static func toward(target: Double, from position: Double, velocity: Double, at time: Duration,
                              response: Double) -> SpringSegment {
        precondition(response > 0, "spring response \(response) s is not positive")
        let distance = target - position
        var omega = 2 * Double.pi / response
        guard abs(distance) >= onTargetDistance else {
            return SpringSegment(start: time, position: position, velocity: 0, target: target, angularFrequency: omega)
        }
        let speed = abs(velocity)
        if velocity * distance > 0 {
            let span = abs(distance)
            if speed >= flingSpeed {
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
        let t = max(0, (time - start).moodpickSeconds)
        let omega = angularFrequency
        let e0 = startPosition - target
        let c = startVelocity + omega * e0
        let decay = Exponential.exp(-omega * t)
        return ((e0 + c * t) * decay, (startVelocity - omega * c * t) * decay)
    }
}
