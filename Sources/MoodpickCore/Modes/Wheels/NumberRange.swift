/// The values of one wheel, generated, never stored: `first`, `first + step`, … `count` of them,
/// each an exact decimal (`--range LO..HI:STEP`, an hour, a minute, a year, a month, a day).
///
/// Value ↔ index both ways is O(1) arithmetic on integers, so a million values cost what ten
/// cost: the struct is the whole of it. Values are in units of 10^−`scale` (``ExactDecimal``).
package struct NumberRange: Sendable, Hashable {
    /// The first value, in units of 10^−scale.
    package let first: Int
    /// The distance between neighbouring values, in units, > 0.
    package let step: Int
    /// How many values, ≥ 1.
    package let count: Int
    /// Digits after the decimal point of every value.
    package let scale: Int
    /// The integer part is padded with zeros to this many digits (2 for `09:05`, 4 for a year).
    package let integerDigits: Int

    /// A range of `count` values from `first` by `step` units (`step` and `count` taken as at
    /// least 1). The caller makes sure the last value fits (`RangeSpec` does).
    package init(first: Int, step: Int, count: Int, scale: Int = 0, integerDigits: Int = 1) {
        self.first = first
        self.step = max(step, 1)
        self.count = max(count, 1)
        self.scale = scale
        self.integerDigits = max(integerDigits, 1)
    }

    /// The integers `low...high` by `step` (the last value is the last step at or before
    /// `high`), zero-padded to `integerDigits`.
    package init(_ low: Int, through high: Int, step: Int = 1, integerDigits: Int = 1) {
        let step = max(step, 1)
        self.init(first: low, step: step, count: max(high - low, 0) / step + 1, integerDigits: integerDigits)
    }

    /// The last value, in units.
    package var last: Int { first + (count - 1) * step }

    /// Value number `index` (clamped to the range), exactly.
    package func value(at index: Int) -> ExactDecimal {
        ExactDecimal(units: units(at: index), scale: scale)
    }

    /// Value number `index` (clamped to the range) in units of 10^−scale: the integer itself
    /// when the scale is 0.
    package func units(at index: Int) -> Int {
        first + min(max(index, 0), count - 1) * step
    }

    /// What cell `index` shows: the value with `scale` decimals and a zero-padded integer part.
    package func text(at index: Int) -> String {
        var text = value(at: index).text
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let integer = text.prefix { $0 != "." }.count
        if integer < integerDigits { text = String(repeating: "0", count: integerDigits - integer) + text }
        return negative ? "-" + text : text
    }

    /// The display width of the widest value, in columns (values are ASCII): the widest
    /// negative value is the first and the widest positive the last, so two texts tell, O(1).
    package var textColumns: Int {
        max(text(at: 0).count, text(at: count - 1).count)
    }

    /// The index of exactly `value`, nil when it is not one of the values.
    package func index(of value: ExactDecimal) -> Int? {
        let index = nearestIndex(to: value)
        return self.value(at: index).isEqual(to: value) ? index : nil
    }

    /// The index of the value nearest `value`: before the first → 0, after the last → the last,
    /// exactly halfway between two values → the lower (the strip's tie rule, docs/CONTRACT.md §5).
    package func nearestIndex(to value: ExactDecimal) -> Int {
        // Both in the finer of the two scales; Int128 holds every product of two 18-digit numbers.
        let common = max(scale, value.scale)
        let target = Int128(value.units) * Self.power(common - value.scale)
        let start = Int128(first) * Self.power(common - scale)
        let pitch = Int128(step) * Self.power(common - scale)
        guard target > start else { return 0 }
        let quotient = (target - start) / pitch
        let remainder = (target - start) - quotient * pitch
        let nearest = remainder * 2 > pitch ? quotient + 1 : quotient
        return nearest >= Int128(count - 1) ? count - 1 : Int(nearest)
    }

    /// Where typed digits lead (`--range`: typing jumps to that value): the index of the value
    /// nearest the typed number, or nil while the text is no number yet (`-`, `.`, empty) or
    /// holds a character a number cannot. A number too long to hold lies beyond an end: the
    /// first value for a minus sign, else the last.
    package func nearestIndex(typed text: String) -> Int? {
        switch ExactDecimal.parse(text) {
        case let .success(value): return nearestIndex(to: value)
        case .failure(.tooManyDigits): return text.hasPrefix("-") ? 0 : count - 1
        case .failure(.notANumber): return nil
        }
    }

    /// The strip geometry of a wheel of these values: `count` equal cells `cellWidth` columns
    /// wide. `StripLayout(count:width:spacing:)` keeps no per-cell storage for equal widths, so
    /// this is O(1) in memory and time however many values there are.
    package func layout(cellWidth: Int, spacing: Int) -> StripLayout {
        StripLayout(count: count, width: cellWidth, spacing: spacing)
    }

    static func power(_ exponent: Int) -> Int128 {
        var result: Int128 = 1
        for _ in 0..<max(exponent, 0) { result *= 10 }
        return result
    }
}

extension ExactDecimal {
    /// The same number, whatever the scales: 2.5 equals 2.50.
    package func isEqual(to other: ExactDecimal) -> Bool {
        let common = max(scale, other.scale)
        return Int128(units) * NumberRange.power(common - scale) == Int128(other.units) * NumberRange.power(common - other.scale)
    }
}
