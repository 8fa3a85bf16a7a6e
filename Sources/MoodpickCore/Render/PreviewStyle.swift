/// The style a preview's SGR parameters ask for: attributes and colors (16, 256 and 24-bit),
/// read the way a terminal reads them, so a preview's colors show as it printed them.
enum PreviewStyle {
    static func style(sgr: [Int]) -> Style {
        var style = Style.plain
        var index = 0
        func color(at i: Int) -> (Color, Int)? {
            guard i < sgr.count else { return nil }
            if sgr[i] == 5, i + 1 < sgr.count { return (.palette(UInt8(clamping: sgr[i + 1])), 2) }
            if sgr[i] == 2, i + 3 < sgr.count {
                return (.rgb(red: UInt8(clamping: sgr[i + 1]), green: UInt8(clamping: sgr[i + 2]), blue: UInt8(clamping: sgr[i + 3])), 4)
            }
            return nil
        }
        while index < sgr.count {
            let parameter = sgr[index]
            index += 1
            switch parameter {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.remove([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .palette(UInt8(parameter - 30))
            case 90...97: style.foreground = .palette(UInt8(parameter - 90 + 8))
            case 39: style.foreground = .default
            case 40...47: style.background = .palette(UInt8(parameter - 40))
            case 100...107: style.background = .palette(UInt8(parameter - 100 + 8))
            case 49: style.background = .default
            case 38, 48:
                guard let (color, used) = color(at: index) else { break }
                if parameter == 38 { style.foreground = color } else { style.background = color }
                index += used
            default: break
            }
        }
        return style
    }
}
