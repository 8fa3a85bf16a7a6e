/// Estimates the velocity of a drag from the pointer reports a terminal sends (docs/PHYSICS.md §5).
///
/// A terminal reports motion only when the pointer enters another column (xterm mode 1002), so
/// samples are whole columns arriving 1/v seconds apart: 25 ms at 40 col/s, 83 ms at 12 col/s.
/// A least-squares line over the last 100 ms reads such a staircase with under 1 col/s of error
/// (docs/PHYSICS.md §5.2, where a two-point estimate is several times worse and Android's quadratic
/// fit twice as bad). Because reports stop when the pointer stops, a quiet gap before the
/// release *is* the evidence of a rest: the longer the gap, the slower the pointer can have been
/// moving (one more column would have produced one more report).
///
/// Positions are whatever the caller tracks (pointer column or strip offset, in columns); the
/// velocity has the sign of their growth. Times are `Duration`s from any fixed origin.
public struct VelocityTracker: Sendable {
    /// Only samples this close to the newest one are fitted: Android's and Flutter's horizon.
    static let horizon = Duration.milliseconds(100)
    /// At most this many samples are kept (Android's HISTORY_SIZE).
    static let capacity = 20
    /// With fewer than 3 samples in the horizon, the last 3 are used if they span at most this
    /// (slow drags, a report every 50–125 ms); otherwise the last 2 (docs/PHYSICS.md §5.3).
    static let fallbackSpan = Duration.milliseconds(250)
    /// A gap before release longer than this many report intervals (2/|v|) means a rest…
    static let restReportIntervals = 2.0
    /// …but never shorter than 50 ms (fast drags report every few ms, a brief hold is no rest)…
    static let minimumRestSeconds = 0.050
    /// …and any gap longer than 150 ms is a rest, however slow the drag was.
    static let maximumRestSeconds = 0.150
    /// Read-time jitter allowed on timestamps (docs/PHYSICS.md §5.3: 5 ms; a report is stamped when
    /// read, a little after the pointer crossed the column).
    static let timestampSlackSeconds = 0.005
    /// |v| never exceeds this, col/s (Android caps at 8000 dp/s; this is the terminal's scale).
    public static let maximumSpeed = 200.0

    private var samples: [(time: Duration, position: Double)] = []

    /// A tracker with no samples: its velocity is 0 until two are added.
    public init() {}

    /// Forgets every sample (a new press starts a new drag).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `position` (columns, as reported) at `time`.
    ///
    /// A sample with the same timestamp as the newest replaces it (Android does the same); a time
    /// before the newest means the caller's clock restarted, so the history is dropped. Non-finite
    /// positions are ignored.
    public mutating func add(position: Double, at time: Duration) {
        guard position.isFinite else { return }
        if let newest = samples.last {
            if time == newest.time {
                samples[samples.count - 1].position = position
                return
            }
            if time < newest.time { samples.removeAll(keepingCapacity: true) }
        }
        samples.append((time, position))
        if samples.count > VelocityTracker.capacity { samples.removeFirst(samples.count - VelocityTracker.capacity) }
    }

    /// Columns per second at `time` (the release time).
    ///
    /// 1. Fewer than 2 samples → 0.
    /// 2. v = slope of the least-squares line through the samples within 100 ms of the newest;
    ///    with fewer than 3 of those, the last 3 if they span ≤ 250 ms, else the last 2.
    /// 3. Stop detection, with gap = `time` − newest sample: 0 when gap + 5 ms > max(50 ms, 2/|v|)
    ///    or gap + 5 ms > 150 ms (the 5 ms absorbs timestamp jitter, so a rest of 150 ms, or of
    ///    two report intervals, always reads as exactly 0); otherwise |v| ≤ 1/(gap − 5 ms).
    /// 4. |v| ≤ ``maximumSpeed``.
    public func velocity(at time: Duration) -> Double {
        guard samples.count >= 2, let newest = samples.last else { return 0 }
        let earliest = newest.time - VelocityTracker.horizon
        var first = samples.count - 1
        while first > 0 && samples[first - 1].time >= earliest { first -= 1 }
        if samples.count - first < 3 {
            let three = samples.count - 3
            first = three >= 0 && newest.time - samples[three].time <= VelocityTracker.fallbackSpan
                ? three : samples.count - 2
        }
        var v = slope(from: first)

        let gap = max(0, (time - newest.time).moodpickSeconds)
        let slack = VelocityTracker.timestampSlackSeconds
        let speed = abs(v)
        let restAfter = speed > 0
            ? max(VelocityTracker.minimumRestSeconds, VelocityTracker.restReportIntervals / speed)
            : VelocityTracker.minimumRestSeconds
        if gap + slack > restAfter || gap + slack > VelocityTracker.maximumRestSeconds { return 0 }
        if gap > slack {
            let limit = 1 / (gap - slack)  // one column in the quiet time, or it would have reported
            v = min(max(v, -limit), limit)
        }
        return min(max(v, -VelocityTracker.maximumSpeed), VelocityTracker.maximumSpeed)
    }

    /// Least-squares slope of position over time (col/s) for `samples[first...]`, times taken
    /// relative to the newest so the sums stay small.
    private func slope(from first: Int) -> Double {
        let newest = samples[samples.count - 1]
        let n = Double(samples.count - first)
        var sumT = 0.0, sumX = 0.0
        for s in samples[first...] {
            sumT += (s.time - newest.time).moodpickSeconds
            sumX += s.position - newest.position
        }
        let meanT = sumT / n, meanX = sumX / n
        var stt = 0.0, stx = 0.0
        for s in samples[first...] {
            let dt = (s.time - newest.time).moodpickSeconds - meanT
            let dx = s.position - newest.position - meanX
            stt += dt * dt
            stx += dt * dx
        }
        return stt > 0 ? stx / stt : 0
    }
}
