/// One element of an `--with-nth`/`--accept-nth` list, in fzf's syntax: `2` (a field), `-1`
/// (counted from the end), `2..` / `..2` / `2..4` / `..` (ranges, ends included).
/// Field numbers start at 1; 0 is not a field.
package struct FieldRange: Sendable, Equatable {
    /// The first field (nil: the first of the line); negative counts from the end.
    package var lower: Int?
    /// The last field (nil: the last of the line); negative counts from the end.
    package var upper: Int?

    package init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// Parses one element; nil when it is not one.
    package init?(parsing text: Substring) {
        if let dots = text.firstRange(of: "..") {
            let left = text[text.startIndex..<dots.lowerBound]
            let right = text[dots.upperBound...]
            lower = left.isEmpty ? nil : Self.number(left)
            upper = right.isEmpty ? nil : Self.number(right)
            if !left.isEmpty && lower == nil { return nil }
            if !right.isEmpty && upper == nil { return nil }
        } else {
            guard let value = Self.number(text) else { return nil }
            lower = value
            upper = value
        }
    }

    /// A field number: a nonzero decimal integer, maybe negative.
    private static func number(_ text: Substring) -> Int? {
        guard let value = Int(text), value != 0, text.first != "+" else { return nil }
        return value
    }

    /// The 0-based fields this selects among `count`, or nil when none.
    func resolved(count: Int) -> ClosedRange<Int>? {
        func index(_ value: Int?, default fallback: Int) -> Int {
            guard let value else { return fallback }
            return value > 0 ? value - 1 : count + value
        }
        let first = max(index(lower, default: 0), 0)
        let last = min(index(upper, default: count - 1), count - 1)
        return first <= last ? first...last : nil
    }
}

extension Array where Element == FieldRange {
    /// Parses a comma-separated list (`1,3..`), or throws saying what is wrong.
    static func parsing(_ text: String, option: String) throws(FieldSelectionError) -> [FieldRange] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var ranges: [FieldRange] = []
        for part in parts {
            guard let range = FieldRange(parsing: part) else {
                throw FieldSelectionError(
                    message: "\(option): '\(part)' in '\(text)' is not a field (use N, -N, N.., ..N or N..M, with N ≠ 0, separated by commas)")
            }
            ranges.append(range)
        }
        return ranges
    }
}

/// A `--with-nth` or `--accept-nth` that cannot be read: a usage error.
package struct FieldSelectionError: Error, CustomStringConvertible, Equatable {
    package var message: String
    package var description: String { message }
}
