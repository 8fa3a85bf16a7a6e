/// How one run of text looks: its colors and attributes.
package struct Style: Hashable, Sendable {
    package var foreground: Color
    package var background: Color
    package var attributes: Attributes

    package init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own text: default colors, no attributes.
    package static let plain = Style()

    /// The same attributes with the terminal's default colors (what `NO_COLOR` leaves).
    package var withoutColors: Style { Style(attributes: attributes) }
}
