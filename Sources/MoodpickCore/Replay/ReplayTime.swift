/// Milliseconds as written in scripts and traces: digits, optionally a point and more digits.
///
/// Parsed exactly, digit by digit, never through `Double`: `9223372036854775808`, `1e308` or
/// `0x1p63` used to reach an `Int64` conversion that trapped. No sign, exponent or hex form
/// is accepted, and the time is at most `ReplayLimits.maximumMilliseconds`.
enum ReplayTime {
    static func parse(_ text: String) -> Duration? {
        let utf8 = Array(text.utf8)
        let point = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        let whole = utf8[..<point]
        let fraction = point < utf8.endIndex ? utf8[(point + 1)...] : []
        guard !whole.isEmpty, whole.count <= ReplayLimits.maximumTimeDigits,
            whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return nil }
        let milliseconds = whole.reduce(Int64(0)) { $0 * 10 + Int64($1 - 48) }
        // Nanoseconds: the first six decimals, rounded on the seventh.
        var nanoseconds: Int64 = 0
        for (position, digit) in fraction.prefix(6).enumerated() {
            nanoseconds += Int64(digit - 48) * power(5 - position)
        }
        if fraction.count > 6, let seventh = fraction.dropFirst(6).first, seventh >= UInt8(ascii: "5") { nanoseconds += 1 }
        let time = Duration.milliseconds(milliseconds) + .nanoseconds(nanoseconds)
        return time <= .milliseconds(ReplayLimits.maximumMilliseconds) ? time : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    private static func power(_ exponent: Int) -> Int64 {
        (0..<exponent).reduce(Int64(1)) { result, _ in result * 10 }
    }

    /// A time in milliseconds as a `Duration`, to the nanosecond (tests write times this way).
    static func duration(milliseconds: Double) -> Duration {
        let whole = milliseconds.rounded(.down)
        let nanoseconds = ((milliseconds - whole) * 1_000_000).rounded()
        return .milliseconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
    }
}
