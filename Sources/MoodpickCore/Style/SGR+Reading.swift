/// Reading SGR the way a terminal does: the one interpreter, used where moodpick takes in SGR
/// written by others (a `--preview` command's colors, `PreviewBuffer`) and by the tests that
/// check what `SGR.transition` writes does to a terminal.
extension SGR {
    /// The numbers in an SGR sequence's parameter bytes (what stands between `CSI` and `m`),
    /// an empty field being 0 (so no bytes at all are one 0: a reset). Nil when the bytes are
    /// not plain decimal parameters (a private marker such as `?`, or `:` sub-parameters): a
    /// sequence moodpick does not read.
    package static func parameters(_ bytes: some Collection<UInt8>) -> [Int]? {
        guard bytes.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }

    /// Changes `style` as a terminal does on reading SGR `parameters`: the attributes moodpick
    /// draws (docs/CONTRACT.md §11), the 16 colors with the aixterm bright ones, and the
    /// extended colors `38;5;N` and `38;2;R;G;B` (48 for the background; values past 255 are
    /// taken as 255). An empty list is a reset, as `CSI m` is.
    ///
    /// Returns the parameters it did nothing with (blink, fonts, an extended color with too few
    /// numbers…), in order: a terminal passes over them, and so does this, while a test of
    /// moodpick's own output can insist there are none.
    @discardableResult
    package static func apply(_ parameters: [Int], to style: inout Style) -> [Int] {
        if parameters.isEmpty {
            style = .plain
            return []
        }
        var ignored: [Int] = []
        var index = 0
        /// The extended color whose selector (5 or 2) is at `i`, and how many numbers it takes.
        func extendedColor(at i: Int) -> (Color, Int)? {
            guard i < parameters.count else { return nil }
            if parameters[i] == 5, i + 1 < parameters.count { return (.palette(UInt8(clamping: parameters[i + 1])), 2) }
            if parameters[i] == 2, i + 3 < parameters.count {
                return (.rgb(red: UInt8(clamping: parameters[i + 1]), green: UInt8(clamping: parameters[i + 2]),
                             blue: UInt8(clamping: parameters[i + 3])), 4)
            }
            return nil
        }
        while index < parameters.count {
            let parameter = parameters[index]
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
                // Too few numbers: the 38 or 48 alone is passed over, what follows read on its own.
                guard let (color, used) = extendedColor(at: index) else {
                    ignored.append(parameter)
                    break
                }
                if parameter == 38 { style.foreground = color } else { style.background = color }
                index += used
            default: ignored.append(parameter)
            }
        }
        return ignored
    }
}
