/// How one run of text looks: its colors and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own text: default colors, no attributes.
    public static let plain = Style()

    /// The same attributes with the terminal's default colors (what `NO_COLOR` leaves).
    public var withoutColors: Style { Style(attributes: attributes) }
}
