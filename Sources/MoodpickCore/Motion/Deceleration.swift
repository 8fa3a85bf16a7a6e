/// How fast a released strip would coast to a stop: UIScrollView's deceleration rate, the factor
/// the velocity keeps every millisecond (docs/CONTRACT.md §5, docs/PHYSICS.md §1).
///
/// The snapping rules never let the strip coast; they only ask where it *would* stop (the
/// projection) and then spring to a cell chosen from that point.
public struct Deceleration: Sendable, Equatable {
    /// Velocity factor per millisecond, in [0, 1): 0 stops at once, closer to 1 coasts further.
    public var rate: Double

    /// A rate per millisecond in [0, 1) (the command line validates `--deceleration`).
    public init(rate: Double) {
        precondition(rate >= 0 && rate < 1, "deceleration rate \(rate) outside [0, 1)")
        self.rate = rate
    }

    /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per ms (τ ≈ 0.5 s, Δ ≈ 0.5·v).
    public static let normal = Deceleration(rate: 0.998)
    /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per ms (τ ≈ 0.1 s, Δ ≈ 0.1·v).
    public static let fast = Deceleration(rate: 0.99)

    /// Where a strip released at `offset` (columns) with `velocity` (columns per second) would
    /// come to rest: p = from + v/1000 · d/(1−d), the per-millisecond geometric series Apple's
    /// WWDC 2018 "Designing Fluid Interfaces" sums (0.1 % from the exact exponential).
    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        offset + velocity / 1000 * rate / (1 - rate)
    }
}
