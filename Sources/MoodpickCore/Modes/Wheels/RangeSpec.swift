/// `--range LO..HI[:STEP]` and its `--start`, read into a ``NumberRange`` or refused with a
/// usage error that names the value and says what is accepted (docs/WHEELS.md).
///
/// LO, HI and STEP are decimals (`-5`, `0.25`); the values are LO, LO+STEP, … up to the last
/// one at or before HI (as GNU `seq`), all printed with as many decimals as the most precise
/// of the three. STEP defaults to 1.
package enum RangeSpec {
    /// The most values a range may hold: 10^12. Offsets stay exact integers in a `Double`
    /// (10^12 cells × a pitch under 40 columns is far below 2^53).
    package static let maximumCount = 1_000_000_000_000

    /// The range `text` names, or the usage error saying why it names none.
    package static func parse(_ text: String) throws(WheelUsageError) -> NumberRange {
        let shown = "--range '\(text)'"
        guard let dots = text.firstRange(of: ".."), !text.contains("...") else {
            throw WheelUsageError("\(shown): expected LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25")
        }
        let low = text[..<dots.lowerBound]
        let rest = text[dots.upperBound...]
        let high = rest.firstIndex(of: ":").map { rest[..<$0] } ?? rest
        let stepText = rest.firstIndex(of: ":").map { rest[rest.index(after: $0)...] }
        guard !low.isEmpty, !high.isEmpty, stepText.map({ !$0.isEmpty }) ?? true else {
            throw WheelUsageError("\(shown): both ends and the step must be given, as LO..HI or LO..HI:STEP, e.g. 1..10 or 0..1:0.25")
        }
        let numbers = [try number(low, in: shown), try number(high, in: shown), try number(stepText ?? "1", in: shown)]
        let scale = numbers.map(\.scale).max() ?? 0
        let scaled = numbers.compactMap { $0.rescaled(to: scale) }
        guard scaled.count == 3 else {
            throw WheelUsageError("\(shown): too large with \(scale) decimal\(scale == 1 ? "" : "s"); at most \(ExactDecimal.maximumDigits) digits in all")
        }
        let (first, last, step) = (scaled[0], scaled[1], scaled[2])
        guard step.units > 0 else { throw WheelUsageError("\(shown): the step must be more than 0") }
        guard first.units <= last.units else {
            throw WheelUsageError("\(shown) is reversed: LO must not be after HI (\(high)..\(low))")
        }
        let count = (Int128(last.units) - Int128(first.units)) / Int128(step.units) + 1
        guard count <= Int128(maximumCount) else {
            throw WheelUsageError("\(shown) holds \(count) values; at most \(maximumCount)")
        }
        return NumberRange(first: first.units, step: step.units, count: Int(count), scale: scale)
    }

    /// The index `--start VALUE` names in `range` (whose spelling was `spec`), 0 without a start.
    /// A start must be one of the values: outside LO..HI or between two steps it is refused.
    package static func startIndex(_ start: String?, in range: NumberRange, spec: String) throws(WheelUsageError) -> Int {
        guard let start else { return 0 }
        let value: ExactDecimal
        switch ExactDecimal.parse(start) {
        case let .success(number): value = number
        case .failure(.notANumber): throw WheelUsageError("--start '\(start)' is not a number (--range \(spec))")
        case .failure(.tooManyDigits): throw WheelUsageError("--start '\(start)' is outside --range \(spec)")
        }
        let nearest = range.nearestIndex(to: value)
        if range.value(at: nearest).isEqual(to: value) { return nearest }
        let low = range.value(at: 0), high = range.value(at: range.count - 1)
        if value.isBelow(low) || high.isBelow(value) {
            throw WheelUsageError("--start '\(start)' is outside --range \(spec): its values run from \(range.text(at: 0)) to \(range.text(at: range.count - 1))")
        }
        let below = value.isBelow(range.value(at: nearest)) ? nearest - 1 : nearest
        throw WheelUsageError(
            "--start '\(start)' is not one of the values of --range \(spec): the nearest are \(range.text(at: below)) and \(range.text(at: below + 1))")
    }

    private static func number(_ text: Substring, in shown: String) throws(WheelUsageError) -> ExactDecimal {
        switch ExactDecimal.parse(text) {
        case let .success(value): return value
        case .failure(.notANumber):
            throw WheelUsageError("\(shown): '\(text)' is not a number (digits, an optional - and decimal point, e.g. -2.5)")
        case .failure(.tooManyDigits):
            throw WheelUsageError(
                "\(shown): '\(text)' has too many digits (at most \(ExactDecimal.maximumDigits), \(ExactDecimal.maximumScale) after the point)")
        }
    }
}

extension ExactDecimal {
    /// Whether this number is less than `other`, whatever the scales.
    func isBelow(_ other: ExactDecimal) -> Bool {
        let common = max(scale, other.scale)
        return Int128(units) * NumberRange.power(common - scale) < Int128(other.units) * NumberRange.power(common - other.scale)
    }
}
