/// How many colors the terminal shows, and how a color is brought down to what it has.
package enum ColorDepth: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// Attributes only: no color at all.
    case none
    /// The eight ANSI colors.
    case palette8
    /// The eight ANSI colors and their bright variants.
    case palette16
    /// xterm's 256: the sixteen, the 6×6×6 cube and the grey ramp.
    case palette256
    /// Any 24-bit color.
    case trueColor

    package static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth to draw with, from what the environment and the terminal's terminfo entry say.
    ///
    /// - `NO_COLOR` set to anything but the empty string means no colors (no-color.org), unless
    ///   the user asked for colors on the command line (`colorsRequested`, a `--color` option).
    /// - terminfo `colors` below 8 (or absent, −1) means attributes only: such a terminal is
    ///   taken at its word even when `COLORTERM` says otherwise, since `COLORTERM` travels through
    ///   ssh and su into terminals it does not describe.
    /// - `COLORTERM=truecolor` or `24bit`, or terminfo's `Tc` or `RGB` flag: 24-bit.
    /// - otherwise terminfo's `colors`: 256 or more, 16 or more, else 8.
    package static func detect(environment: [String: String], terminfoColors: Int, terminfoHasTrueColor: Bool,
                              colorsRequested: Bool = false) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty, !colorsRequested { return .none }
        if terminfoColors < 8 { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if terminfoHasTrueColor || colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if terminfoColors >= 256 { return .palette256 }
        if terminfoColors >= 16 { return .palette16 }
        return .palette8
    }

    /// `color` as this depth can show it: unchanged where it can, else the nearest color it has
    /// (by RGB distance in xterm's default palette), and the default color where it has none.
    package func map(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default), (.trueColor, _): return color
        case (.none, _): return .default
        case (.palette256, .palette): return color
        case (.palette256, .rgb(let r, let g, let b)): return .palette(Self.nearest256(red: Int(r), green: Int(g), blue: Int(b)))
        case (.palette16, .palette(let index)) where index < 16: return color
        case (.palette8, .palette(let index)) where index < 8: return color
        case (.palette8, .palette(let index)) where index < 16: return .palette(index - 8)
        default:
            let (r, g, b) = Self.rgb(of: color)
            let nearest = Self.nearest(red: r, green: g, blue: b, among: 0..<16)
            return .palette(self == .palette8 && nearest >= 8 ? nearest - 8 : nearest)
        }
    }

    private static func rgb(of color: Color) -> (Int, Int, Int) {
        switch color {
        case .default: return (0, 0, 0)
        case .palette(let index): return Color.xtermRGB(ofPalette: index)
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        }
    }

    /// The palette index in `candidates` nearest (r, g, b) by squared RGB distance; a tie goes
    /// to the lower index.
    static func nearest(red: Int, green: Int, blue: Int, among candidates: Range<Int>) -> UInt8 {
        var best = candidates.lowerBound, bestDistance = Int.max
        for index in candidates {
            let (r, g, b) = Color.xtermRGB(ofPalette: UInt8(index))
            let distance = (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }

    /// The nearest of colors 16-255 (the cube and the grey ramp; 0-15 are left out since the
    /// user's palette redefines them, so an exact RGB request should not land there).
    static func nearest256(red: Int, green: Int, blue: Int) -> UInt8 {
        nearest(red: red, green: green, blue: blue, among: 16..<256)
    }
}
