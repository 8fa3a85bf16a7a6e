import MoodpickCore

/// The colors of the picture's "terminal card": a dark card reads well on GitHub's light and
/// dark pages alike, so one picture serves both.
///
/// Palette colors 0-15 are a terminal theme's business; the card uses a soft set that keeps
/// blue legible on the dark card (xterm's own blue, #0000ee, is not). Colors 16-255 are
/// xterm's cube and grey ramp, which every terminal shares.
package enum CardPalette {
    /// The card's background and the default text color.
    package static let background = "#1c1c1c"
    package static let foreground = "#d0d0d0"

    private static let sixteen = [
        "#1c1c1c", "#e06c75", "#98c379", "#e5c07b", "#61afef", "#c678dd", "#56b6c2", "#d0d0d0",
        "#5c6370", "#ff7b86", "#b5e890", "#ffd68a", "#82c4ff", "#de9bf0", "#7bd3dd", "#ffffff",
    ]

    /// `color` as CSS, `fallback` for the default color.
    package static func css(_ color: Color, fallback: String) -> String {
        switch color {
        case .default: return fallback
        case .palette(let index) where index < 16: return sixteen[Int(index)]
        case .palette(let index):
            let (r, g, b) = Color.xtermRGB(ofPalette: index)
            return hex(r, g, b)
        case .rgb(let r, let g, let b): return hex(Int(r), Int(g), Int(b))
        }
    }

    private static func hex(_ channels: Int...) -> String {
        "#" + channels.map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
