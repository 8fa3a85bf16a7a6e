/// Text attributes that need no color: every frame must read with these alone (`NO_COLOR`, or a
/// terminal without colors).
package struct Attributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let bold = Attributes(rawValue: 1 << 0)
    package static let dim = Attributes(rawValue: 1 << 1)
    package static let italic = Attributes(rawValue: 1 << 2)
    package static let underline = Attributes(rawValue: 1 << 3)
    package static let reverse = Attributes(rawValue: 1 << 4)

    /// Each attribute with its `--color` name, in SGR order.
    package static let named: [(name: String, attribute: Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ]
}
