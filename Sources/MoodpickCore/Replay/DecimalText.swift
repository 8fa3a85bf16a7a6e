/// Decimal numbers for scripts and traces: at most three decimals, no exponent, no trailing
/// zeros ("78", "12.5", "-0.333"), so a resting offset prints exactly.
package enum DecimalText {
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return wholeDigits(value.rounded()) }
        let total = Int64(thousandths)
        let sign = total < 0 ? "-" : ""
        let magnitude = total.magnitude
        let whole = magnitude / 1000
        var fraction = String(magnitude % 1000)
        if fraction == "0" { return sign + String(whole) }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }

    /// Every digit of a whole Double (which is exactly significand × 2^exponent), without an
    /// exponent: far beyond any offset or time, but the function is public.
    private static func wholeDigits(_ value: Double) -> String {
        if abs(value) < 9.2e18 { return String(Int64(value)) }
        var digits: [UInt8] = Array(String(value.significandBitPattern | (1 << 52)).utf8).map { $0 - 48 }
        var doublings = Int(value.exponent) - 52
        while doublings > 0 {
            var carry: UInt8 = 0
            for index in digits.indices.reversed() {
                let doubled = digits[index] * 2 + carry
                digits[index] = doubled % 10
                carry = doubled / 10
            }
            if carry > 0 { digits.insert(carry, at: 0) }
            doublings -= 1
        }
        return (value < 0 ? "-" : "") + String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
    }
}
