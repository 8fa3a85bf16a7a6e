import MoodpickCore

/// Decodes xterm mouse reports into input events: a pure function over the bytes, so every
/// button, motion and wheel case is tested without a terminal.
///
/// SGR (mode 1006) reports are `ESC [ < b ; x ; y M|m` with 1-based cells; `M` is a press or a
/// motion, `m` a release. X10 reports are `ESC [ M` then three bytes b+32, x+33, y+33. In `b`,
/// the low two bits are the button (0 left, 3 none/release in X10), 32 means motion (mode 1002:
/// a drag), 64 the wheel (64 up, 65 down, 66 left, 67 right), and 4/8/16 shift/alt/ctrl, which moodpick ignores.
package enum MouseReport {
    /// The event for the body of an SGR report (`b;x;y`, after `ESC [ <`) and its final byte.
    ///
    /// With `pixelCell` (SGR-pixels, DEC 1016, on), x and y are pixels from the window's
    /// top-left corner (0-based, as kitty sends them): the cell is x / width, y / height, and the
    /// pointer's place inside its column is kept as the event's `fraction`, so a drag's
    /// velocity is measured to the pixel (docs/PHYSICS.md §5). Without it they are 1-based cells.
    package static func sgr(body: String, final: Character, pixelCell: TerminalAbilities.PixelSize? = nil) -> InputEvent? {
        let fields = body.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let button = Int(fields[0]), let x = Int(fields[1]), let y = Int(fields[2]),
            final == "M" || final == "m", button & (extraButtons | leaving) == 0 else { return nil }
        guard let cell = pixelCell, cell.width > 0, cell.height > 0 else {
            guard x >= 1, y >= 1 else { return nil }
            return event(button: button, column: x - 1, row: y - 1, released: final == "m")
        }
        let fraction = Double(x % cell.width) / Double(cell.width)
        return event(button: button, column: x / cell.width, row: y / cell.height, released: final == "m", fraction: fraction)
    }

    /// Buttons 8–11 (128) and kitty's "the pointer left the window" in pixel mode (256): never
    /// the left button.
    static let extraButtons = 128, leaving = 256

    /// The event for the three bytes after `ESC [ M`.
    package static func x10(_ bytes: [UInt8]) -> InputEvent? {
        guard bytes.count == 3, bytes[0] >= 32, bytes[1] >= 33, bytes[2] >= 33 else { return nil }
        let button = Int(bytes[0]) - 32
        // X10 has no release code of its own (3 means "released"), so 66/67 are not read as the
        // horizontal wheel here: only SGR reports (the mode moodpick asks for) carry it.
        if button & 64 != 0 && button & 0b11 >= 2 { return nil }
        let released = button & 0b11 == 3 && button & 64 == 0
        return event(button: released ? button & ~0b11 : button, column: Int(bytes[1]) - 33, row: Int(bytes[2]) - 33, released: released)
    }

    private static func event(button: Int, column: Int, row: Int, released: Bool, fraction: Double = 0) -> InputEvent? {
        if button & 64 != 0 {
            guard !released else { return nil }
            switch button & 0b11 {
            case 0: return .wheel(.up, column: column, row: row)
            case 1: return .wheel(.down, column: column, row: row)
            case 2: return .wheel(.left, column: column, row: row)
            default: return .wheel(.right, column: column, row: row)
            }
        }
        guard button & 0b11 == 0 else { return nil }  // only the left button grabs the strip
        if released { return .release(column: column, row: row, fraction: fraction) }
        if button & 32 != 0 { return .drag(column: column, row: row, fraction: fraction) }
        return .press(column: column, row: row, fraction: fraction)
    }
}
