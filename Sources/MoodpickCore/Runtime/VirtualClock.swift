/// A clock that moves only when told: replays and tests.
package final class VirtualClock: MonotonicClock, @unchecked Sendable {
    package private(set) var time: Duration
    package init(time: Duration = .zero) { self.time = time }
    package func now() -> Duration { time }
    /// Moves time to `newTime` (never backwards).
    package func set(_ newTime: Duration) { if newTime > time { time = newTime } }
}
