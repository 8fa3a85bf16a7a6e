/// A text or background color as a terminal understands it: its own default, an index into its
/// palette, or a 24-bit RGB value.
///
/// Palette indices 0-15 are the user's own colors (a terminal theme redefines them), 16-231 the
/// 6×6×6 color cube and 232-255 a grey ramp. Themes prefer the first sixteen: they follow the
/// user's palette, so one theme reads on a dark and on a light background alike.
package enum Color: Hashable, Sendable {
    /// The terminal's default color for the channel (SGR 39 / 49).
    case `default`
    /// A palette index, 0-255.
    case palette(UInt8)
    /// 24-bit red, green, blue.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The names of palette colors 0-15, in index order: the eight ANSI colors, then their
    /// bright variants as `bright-NAME`.
    package static let paletteNames: [String] = {
        let base = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return base + base.map { "bright-" + $0 }
    }()

    /// The color named `name` (`red`, `bright-blue`…), if it is one of the sixteen.
    package static func named(_ name: String) -> Color? {
        paletteNames.firstIndex(of: name).map { .palette(UInt8($0)) }
    }

    /// The RGB value a palette index shows in xterm's default palette: the reference used to map
    /// a 24-bit color to the nearest index (the user's palette may differ for 0-15; no terminal
    /// says what it uses without a query and a wait).
    package static func xtermRGB(ofPalette index: UInt8) -> (red: Int, green: Int, blue: Int) {
        let i = Int(index)
        switch i {
        case 0..<16:
            let table: [(Int, Int, Int)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return table[i]
        case 16..<232:
            let n = i - 16
            return (cubeLevels[n / 36], cubeLevels[n / 6 % 6], cubeLevels[n % 6])
        default:
            let grey = 8 + 10 * (i - 232)
            return (grey, grey, grey)
        }
    }

    /// The six channel levels of the 6×6×6 cube (indices 16-231).
    package static let cubeLevels = [0, 95, 135, 175, 215, 255]
}
