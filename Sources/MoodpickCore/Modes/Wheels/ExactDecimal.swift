/// A decimal number held exactly: `units` × 10^−`scale` (so 2.50 is 250 units at scale 2).
///
/// Wheels print the values of `--range LO..HI:STEP` with decimal steps; a binary `Double` would
/// print 0.30000000000000004 for 0.1 + 0.2, so values are kept as integers of the range's
/// smallest decimal place and only ever added and multiplied as integers (docs/WHEELS.md).
/// At most ``maximumDigits`` digits, so every value and every sum of two fits in an `Int`.
package struct ExactDecimal: Sendable, Hashable {
    /// The number in units of 10^−scale.
    package let units: Int
    /// Digits after the decimal point, 0...``maximumScale``.
    package let scale: Int

    /// The most digits a written number may have, before and after the point together.
    package static let maximumDigits = 18
    /// The most digits after the point.
    package static let maximumScale = 9

    package init(units: Int, scale: Int) {
        self.units = units
        self.scale = scale
    }

    /// Why a text is not a number this type holds.
    package enum ParseFailure: Error, Sendable, Equatable {
        /// Not of the form `[-]digits[.digits]`.
        case notANumber
        /// More than ``maximumDigits`` digits, or more than ``maximumScale`` after the point.
        case tooManyDigits
    }

    /// Reads `[-]D[.D]` (or `-.5`, `5.`): ASCII digits, one optional leading minus, one optional
    /// point with digits on at least one side. No plus sign, exponent or blank.
    package static func parse(_ text: some StringProtocol) -> Result<ExactDecimal, ParseFailure> {
        var utf8 = Substring(text).utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        var units = 0, scale = 0, digits = 0, significant = 0
        var seenPoint = false
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                if seenPoint { return .failure(.notANumber) }
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return .failure(.notANumber) }
            digits += 1
            if significant > 0 || byte != UInt8(ascii: "0") { significant += 1 }
            if seenPoint { scale += 1 }
            if significant > maximumDigits || scale > maximumScale { return .failure(.tooManyDigits) }
            units = units * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard digits > 0 else { return .failure(.notANumber) }
        return .success(ExactDecimal(units: negative ? -units : units, scale: scale))
    }

    /// The same number with `scale` digits after the point (`scale` ≥ self.scale), or nil if
    /// it would not fit in an `Int`.
    package func rescaled(to scale: Int) -> ExactDecimal? {
        guard scale >= self.scale else { return nil }
        var units = self.units
        for _ in self.scale..<scale {
            let (product, overflow) = units.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            units = product
        }
        return ExactDecimal(units: units, scale: scale)
    }

    /// The number as written with exactly `scale` digits after the point, as GNU `seq` prints a
    /// range whose step has them: 0.50, −0.25, 3. A zero never has a minus sign.
    package var text: String {
        let magnitude = units.magnitude
        var power: UInt = 1
        for _ in 0..<scale { power *= 10 }
        var text = units < 0 ? "-" : ""
        text += String(magnitude / power)
        guard scale > 0 else { return text }
        let fraction = String(magnitude % power)
        return text + "." + String(repeating: "0", count: scale - fraction.count) + fraction
    }
}
