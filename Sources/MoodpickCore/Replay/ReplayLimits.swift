/// The bounds a replay script is held to, so that no script, however written, can crash a run
/// or make it take hours and gigabytes.
package enum ReplayLimits {
    /// The largest script read (`--replay /dev/zero` stops here with an error): a recorded
    /// session writes a few bytes per event, so this is days of input.
    package static let maximumScriptBytes = 16 << 20
    /// A screen is at most this many columns and rows, as with `--cols` and `--rows`.
    package static let screenCells = 1...10_000
    /// Columns and rows of pointer events are at most this.
    package static let maximumCoordinate = 10_000
    /// The latest time a script may name: 10^15 ms is 31,000 years, far inside what `Duration`
    /// holds (a time ≥ 2^63 ms used to trap while being converted). Inclusive, because
    /// `--record` rounds to the microsecond and a time just under it is written as exactly it.
    package static let maximumMilliseconds: Int64 = 1_000_000_000_000_000
    /// Digits before the decimal point of a time, at most: those of `maximumMilliseconds`.
    static let maximumTimeDigits = 16
}
