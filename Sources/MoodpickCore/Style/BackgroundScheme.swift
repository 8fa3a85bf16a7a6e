/// `--color auto` (the default base): light or dark from the terminal's background, as OSC 11
/// reported it (docs/CONTRACT.md §11, docs/TERMINAL.md). A pure rule, table-tested.
///
/// The background's relative luminance Y (sRGB channels made linear, weighted 0.2126, 0.7152,
/// 0.0722, as WCAG 2 and ITU-R BT.709 do) becomes CIE lightness L* (0 black to 100 white); a
/// background lighter than the middle (L* above 50, Y above about 0.184) takes the `light`
/// scheme, any other the `dark` one. The middle of L*, not of Y, because L* follows how light a
/// colour looks: mid grey `#808080` (Y 0.22, L* 54) reads as light. Compared as Y against the
/// luminance of L* 50, so no cube root is needed.
package enum BackgroundScheme {
    /// The luminance of CIE lightness L* 50: ((50 + 16) / 116)³ ≈ 0.1842. A background whose
    /// luminance is above it counts as light.
    package static let lightAbove: Double = {
        let root = 66.0 / 116.0
        return root * root * root
    }()

    /// The base scheme `auto` stands for: `light` or `dark` from `background`; without an
    /// answer (nil) or below 256 colors (the two schemes are 256-color ones), the default scheme,
    /// as before `auto` existed.
    package static func scheme(for background: TerminalAbilities.RGB?, depth: ColorDepth) -> ColorScheme {
        guard let background, depth >= .palette256 else { return .standard }
        return luminance(of: background) > lightAbove ? .light : .dark
    }

    /// Relative luminance Y of `colour` (0–1).
    package static func luminance(of colour: TerminalAbilities.RGB) -> Double {
        0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }

    /// An sRGB channel (0–255) as linear light (0–1): c / 12.92 near black, else
    /// ((c + 0.055) / 1.055)^2.4.
    private static func linear(_ channel: Int) -> Double {
        let c = Double(min(max(channel, 0), 255)) / 255
        return c <= 0.04045 ? c / 12.92 : Exponential.exp(2.4 * naturalLog((c + 0.055) / 1.055))
    }

    /// ln x for 0 < x ≤ 1 (here x ≥ 0.05): x = m · 2^e with m in [1, 2), ln m = 2 atanh((m − 1)/(m + 1))
    /// by its series, which with |t| < 1/3 is exact to a double after 20 terms.
    private static func naturalLog(_ x: Double) -> Double {
        let m = x.significand, t = (m - 1) / (m + 1), t2 = t * t
        var term = t, sum = 0.0
        for k in stride(from: 1, through: 41, by: 2) {
            sum += term / Double(k)
            term *= t2
        }
        return 2 * sum + Double(x.exponent) * 0.693_147_180_559_945_3
    }
}
