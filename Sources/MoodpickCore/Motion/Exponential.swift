/// e^x without Foundation or libm: the core imports only the standard library, which has no
/// `exp`, and the spring's closed form needs one.
///
/// Classic range reduction (as fdlibm's `e_exp.c`): x = k·ln 2 + r with |r| ≤ ln 2 / 2, ln 2 split
/// in a high and a low part so the subtraction is exact; e^r from its Taylor series to r¹⁴ (the
/// next term is below 2⁻⁵⁸ of the result); then scaled by 2^k. Accurate to about an ulp, which is
/// far below a column.
enum Exponential {
    /// ln 2, high part (32 significant bits, so k·ln2Hi is exact) and low part: fdlibm's split.
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10
    /// Above this e^x overflows, below the other it underflows to 0 (IEEE double limits).
    private static let overflow = 709.782712893383973096
    private static let underflow = -745.13321910194110842

    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > overflow { return .infinity }
        if x < underflow { return 0 }
        let k = (x / (ln2Hi + ln2Lo)).rounded(.toNearestOrEven)
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Horner form of Σ rⁿ/n!, n = 0…14.
        var sum = 1.0
        var n = 14.0
        while n >= 1 {
            sum = 1 + r * sum / n
            n -= 1
        }
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }
}
