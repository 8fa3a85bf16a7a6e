import MoodpickCore
import Testing

/// A steady drag as a terminal reports it: the pointer moves at `speed` col/s from a fractional
/// start; a report comes only when it enters a new column, carrying that column, stamped at the
/// exact crossing time plus a deterministic 0–2 ms of read jitter.
struct SyntheticDrag {
    var reports: [(time: Duration, column: Double)] = []
    /// The exact time the pointer entered the last reported column, seconds.
    var lastCrossing = 0.0
    /// Seconds between reports (1/|speed|).
    var interval: Double

    init(speed: Double, seconds: Double, rng: inout SeededGenerator) {
        interval = 1 / abs(speed)
        let start = 40.37
        var column = (start).rounded(.down)
        while true {
            // Moving right, the next boundary is column + 1 (entering it); moving left it is the
            // column's own left edge (entering column − 1).
            let boundary = speed > 0 ? column + 1 : column
            let t = (boundary - start) / speed
            if t > seconds { break }
            column = speed > 0 ? boundary : boundary - 1
            lastCrossing = t
            reports.append((SyntheticDrag.time(t + jitter(&rng)), column))
        }
    }

    static func time(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }
}

func jitter(_ rng: inout SeededGenerator) -> Double { Double.random(in: 0...0.002, using: &rng) }

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test("Duration.moodpickSeconds", arguments: [
        (Duration.zero, 0.0), (.milliseconds(1500), 1.5), (.nanoseconds(-250_000_000), -0.25), (.seconds(3600), 3600)])
    func seconds(duration: Duration, expected: Double) {
        #expect(abs(duration.moodpickSeconds - expected) < 1e-12)
    }

    @Test("fewer than two samples → 0")
    func tooFew() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: .zero) == 0)
        tracker.add(position: 5, at: .milliseconds(10))
        #expect(tracker.velocity(at: .milliseconds(10)) == 0)
        tracker.add(position: 6, at: .milliseconds(20))
        #expect(tracker.velocity(at: .milliseconds(20)) != 0)
        tracker.reset()
        #expect(tracker.velocity(at: .milliseconds(20)) == 0)
    }

    @Test("steady drags of 12–100 col/s, column-quantised with jitter, read within 10 %",
          arguments: [12.0, 15, 20, 27.5, 33, 40, 55, 70, 85, 100, -12, -25, -40, -64, -100])
    func steady(speed: Double) {
        var rng = SeededGenerator(seed: UInt64(abs(speed) * 1000) + (speed < 0 ? 1 : 0))
        for seconds in [0.3, 0.55, 1.0] {
            let drag = SyntheticDrag(speed: speed, seconds: seconds, rng: &rng)
            var tracker = VelocityTracker()
            for r in drag.reports { tracker.add(position: r.column, at: r.time) }
            // Released somewhere before the next column would have been reported.
            for fraction in [0.2, 0.5, 0.9] {
                let release = SyntheticDrag.time(drag.lastCrossing + fraction * drag.interval + jitter(&rng))
                let v = tracker.velocity(at: release)
                #expect(abs(v - speed) <= 0.1 * abs(speed), "\(seconds) s drag, released \(fraction) of an interval later: \(v)")
            }
        }
    }

    @Test("a rest before release of max(150 ms, two report intervals) reads exactly 0",
          arguments: [12.0, 13.3, 13.4, 15, 20, 40, 70, 100, -12, -13.4, -40, -100])
    func rest(speed: Double) {
        var rng = SeededGenerator(seed: 0x7E57 &+ UInt64(abs(speed) * 10))
        let drag = SyntheticDrag(speed: speed, seconds: 0.6, rng: &rng)
        var tracker = VelocityTracker()
        for r in drag.reports { tracker.add(position: r.column, at: r.time) }
        let rest = max(0.150, 2 * drag.interval)
        for fraction in [0.0, 0.5, 0.95] {
            // The pointer stops part-way into its column, rests, then the release is read with jitter.
            let stop = drag.lastCrossing + fraction * drag.interval
            #expect(tracker.velocity(at: SyntheticDrag.time(stop + rest + jitter(&rng))) == 0)
            #expect(tracker.velocity(at: SyntheticDrag.time(stop + rest + 1)) == 0)
        }
    }

    @Test("fast drag: a rest over 50 ms and two report intervals is 0; a shorter quiet caps |v| at 1/(gap − 5 ms)")
    func quietGap() {
        var tracker = VelocityTracker()
        for k in 0...10 { tracker.add(position: Double(k), at: .milliseconds(20 * k)) }  // 50 col/s
        #expect(abs(tracker.velocity(at: .milliseconds(200)) - 50) < 1e-9)
        #expect(abs(tracker.velocity(at: .milliseconds(210)) - 50) < 1e-9, "10 ms gap: under one interval")
        #expect(abs(tracker.velocity(at: .milliseconds(230)) - 40) < 1e-9, "30 ms gap: at most 1 col per 25 ms")
        #expect(tracker.velocity(at: .milliseconds(260)) == 0, "60 ms quiet > 50 ms and > 2 intervals")
    }

    @Test("samples with the same timestamp replace the newest")
    func sameTimestamp() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, at: .zero)
        tracker.add(position: 1, at: .milliseconds(100))
        tracker.add(position: 2, at: .milliseconds(100))
        #expect(abs(tracker.velocity(at: .milliseconds(100)) - 20) < 1e-9)
    }

    @Test("only the newest 20 samples are fitted")
    func capacity() {
        var tracker = VelocityTracker()
        // 10 samples at 100 col/s, then 20 at 10 col/s, 1 ms apart: all within the horizon.
        var x = 0.0
        for k in 0..<30 {
            tracker.add(position: x, at: .milliseconds(k))
            x += k < 10 ? 0.1 : 0.01
        }
        #expect(abs(tracker.velocity(at: .milliseconds(29)) - 10) < 1e-6)
    }

    @Test("only the samples within 100 ms of the newest are fitted when there are 3 or more")
    func horizon() {
        var tracker = VelocityTracker()
        for k in 0..<5 { tracker.add(position: Double(10 * k), at: .milliseconds(10 * k)) }  // 1000 col/s
        for k in 0...4 { tracker.add(position: 40 + Double(k), at: .milliseconds(150 + 25 * k)) }  // 40 col/s
        #expect(abs(tracker.velocity(at: .milliseconds(250)) - 40) < 1e-9)
    }

    @Test("fallbacks: the last 3 samples when they span ≤ 250 ms, else the last 2", arguments: [
        ([0, 150, 200], [0, 3, 4], 20.0),           // 2 inside 100 ms; last 3 span 200 ms: LSQ over 3
        ([0, 150, 260], [0, 3, 4], 1 / 0.110),      // last 3 span 260 ms: the last two only
        ([0, 250], [0, 5], 20),                     // 2 samples, 250 ms apart
    ] as [([Int], [Double], Double)])
    func fallbacks(milliseconds: [Int], positions: [Double], expected: Double) {
        var tracker = VelocityTracker()
        for (t, x) in zip(milliseconds, positions) { tracker.add(position: x, at: .milliseconds(t)) }
        #expect(abs(tracker.velocity(at: .milliseconds(milliseconds.last!)) - expected) < 1e-9)
    }

    @Test("|v| is clamped to 200 col/s", arguments: [1.0, -1.0])
    func clamp(sign: Double) {
        var tracker = VelocityTracker()
        for k in 0...5 { tracker.add(position: sign * Double(3 * k), at: .milliseconds(2 * k)) }  // 1500 col/s
        #expect(tracker.velocity(at: .milliseconds(10)) == sign * VelocityTracker.maximumSpeed)
    }

    @Test("a clock that goes back starts a new history")
    func clockRestart() {
        var tracker = VelocityTracker()
        tracker.add(position: 0, at: .seconds(10))
        tracker.add(position: 50, at: .seconds(10) + .milliseconds(10))
        tracker.add(position: 0, at: .zero)
        tracker.add(position: 2, at: .milliseconds(100))
        #expect(abs(tracker.velocity(at: .milliseconds(100)) - 20) < 1e-9)
    }
}
