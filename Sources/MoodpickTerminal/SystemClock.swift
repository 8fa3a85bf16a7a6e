import MoodpickCore

/// The one place moodpick reads time: the monotonic clock, as a duration since the run began.
package final class SystemClock: MonotonicClock, @unchecked Sendable {
    private let origin: Duration

    package init() { origin = Self.monotonic() }

    package func now() -> Duration { Self.monotonic() - origin }

    private static func monotonic() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
    }
}
