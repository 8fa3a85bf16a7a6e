/// A clock that moves only when told: replays and tests.
public final class VirtualClock: MonotonicClock, @unchecked Sendable {
    public private(set) var time: Duration
    public init(time: Duration = .zero) { self.time = time }
    public func now() -> Duration { time }
    /// Moves time to `newTime` (never backwards).
    public func set(_ newTime: Duration) { if newTime > time { time = newTime } }
}
