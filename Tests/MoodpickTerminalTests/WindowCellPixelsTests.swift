import MoodpickCore
import Testing

@testable import MoodpickTerminal

/// A cell's pixels from the kernel's window size (`--images` on xterm, which answers no
/// `CSI 16 t` by default but gives the window's pixels with its size): pixels over cells, and
/// nil where the terminal left the pixels 0.
@Suite("cell pixels from the window size")
struct WindowCellPixelsTests {
    @Test("pixels over cells, xterm's 2-pixel border rounded away; nil without pixels", arguments: [
        (UInt16(100), UInt16(30), UInt16(604), UInt16(394), TerminalAbilities.PixelSize(width: 6, height: 13) as TerminalAbilities.PixelSize?),
        (80, 24, 800, 480, TerminalAbilities.PixelSize(width: 10, height: 20)),
        (80, 24, 0, 0, nil),
        (80, 24, 40, 480, nil),
    ])
    func cellPixels(columns: UInt16, rows: UInt16, width: UInt16, height: UInt16, expected: TerminalAbilities.PixelSize?) throws {
        let pty = try TerminalModeTests.PseudoTerminal()
        defer { pty.close() }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: width, ws_ypixel: height)
        #expect(ioctl(pty.master, UInt(TIOCSWINSZ), &size) == 0)
        let tty = ControllingTerminal(adopting: dup(pty.slave))
        #expect(tty.cellPixelsFromWindow == expected)
    }
}
