/// How quickly the strip answers key presses: a single press glides with the standard spring
/// response (``SpringSegment/standardResponse``); a run of fast presses (a held key) shortens
/// the response so the strip keeps up with the target.
///
/// The response of a run is 2.5 × the mean of the last three press intervals, clamped to
/// 0.10...0.30 s (after Firefox's smooth scrolling). The step is always one cell a press: no
/// acceleration.
package struct KeyGlide: Sendable, Equatable {
    /// A press within this many seconds of the previous one continues a run.
    package static let runGap = 0.15
    /// A run's response per second of its mean press interval (so a press also continues a run
    /// when it comes within this many of the last interval).
    package static let responsePerInterval = 2.5
    /// The response of a run stays within this range, in seconds.
    package static let runResponses = 0.10...0.30
    /// How many of the last press intervals a run's response follows.
    package static let intervalsKept = 3

    private var lastPress: Duration?
    private var intervals: [Double] = []

    package init() {}

    /// Notes a press at `time` and returns the spring response to use for it, in seconds.
    package mutating func press(at time: Duration) -> Double {
        defer { lastPress = time }
        guard let lastPress else { return SpringSegment.standardResponse }
        let interval = (time - lastPress).moodpickSeconds
        guard interval >= 0, interval <= max(Self.runGap, Self.responsePerInterval * (intervals.last ?? 0)) else {
            intervals.removeAll()
            return SpringSegment.standardResponse
        }
        intervals.append(interval)
        if intervals.count > Self.intervalsKept { intervals.removeFirst() }
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        return min(max(Self.responsePerInterval * mean, Self.runResponses.lowerBound), Self.runResponses.upperBound)
    }
}
