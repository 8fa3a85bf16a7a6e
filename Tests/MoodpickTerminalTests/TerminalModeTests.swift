import CTerminfo
import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The terminal modes as on/off pairs, and the undo list the C restore walks on every exit path
/// (docs/TERMINAL.md, "Giving the terminal back").
@Suite("Terminal modes and the undo list", .serialized)
struct TerminalModeTests {
    static let modes = [TerminalMode.synchronizedOutput, .noAutowrap, .mouseMotion, .mouseSGR, .bracketedPaste]

    @Test("each mode's off undoes its on, and each has a slot of its own")
    func pairs() {
        let names: [String: (String, String)] = [
            "synchronized output": ("\u{1B}[?2026h", "\u{1B}[?2026l"), "autowrap off": ("\u{1B}[?7l", "\u{1B}[?7h"),
            "mouse button and motion reports": ("\u{1B}[?1002h", "\u{1B}[?1002l"), "SGR mouse reports": ("\u{1B}[?1006h", "\u{1B}[?1006l"),
            "bracketed paste": ("\u{1B}[?2004h", "\u{1B}[?2004l"),
        ]
        for mode in Self.modes {
            let expected = names[mode.name]
            #expect(expected.map { ($0.0, $0.1) == (String(decoding: mode.on, as: UTF8.self), String(decoding: mode.off, as: UTF8.self)) } == true,
                    "\(mode.name)")
        }
        #expect(Set(Self.modes.map(\.slot)).count == Self.modes.count)
        #expect(UndoSlot.allCases.count <= Int(MOODPICK_UNDO_SLOTS))
        #expect(UndoSlot.allCases.map(\.rawValue) == Array(0..<Int32(UndoSlot.allCases.count)), "slots in restore order")
    }

    /// A pseudo-terminal: the slave end is what moodpick would have as `/dev/tty`.
    struct PseudoTerminal {
        let master: Int32
        let slave: Int32

        /// Linux's `TIOCSPTLCK` and `TIOCGPTN` (`_IOW('T', 0x31, int)`, `_IOR('T', 0x30, unsigned)`),
        /// macros Swift does not import.
        static let unlockRequest: UInt = 0x4004_5431
        static let numberRequest: UInt = 0x8004_5430

        init() throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, Self.unlockRequest, &unlock) == 0, ioctl(master, Self.numberRequest, &number) == 0 else {
                throw PtyError()
            }
            slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard slave >= 0 else { throw PtyError() }
        }

        /// What the terminal received so far.
        func received() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&ready, 1, 0) > 0 {
                let n = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                bytes += chunk[0..<n]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func close() {
            LibC.close(slave)
            LibC.close(master)
        }
    }

    struct PtyError: Error {}

    @Test("the restore writes every filled slot in slot order, whatever order the modes were turned on in, then nothing more")
    func restoreWalksTheList() throws {
        let pty = try PseudoTerminal()
        defer {
            moodpick_uninstall_signal_handlers()  // forgets the descriptor
            pty.close()
        }
        var modes = termios()
        tcgetattr(pty.slave, &modes)
        modes.c_oflag &= ~tcflag_t(OPOST)  // the bytes as written, no newline translation
        tcsetattr(pty.slave, TCSANOW, &modes)
        #expect(moodpick_save_terminal(pty.slave) == 0)
        let tty = ControllingTerminal(adopting: dup(pty.slave))
        tty.turnOn([.bracketedPaste, .mouseSGR])
        tty.turnOn(TerminalMode.frame(synchronized: true))
        tty.setUndo(.picture, Array("<picture>".utf8))
        #expect(pty.received() == "\u{1B}[?2004h\u{1B}[?1006h\u{1B}[?2026h\u{1B}[?7l")
        tty.restore()
        #expect(pty.received() == "\u{1B}[?2026l\u{1B}[?7h<picture>\u{1B}[?1006l\u{1B}[?2004l")
        tty.restore()
        #expect(pty.received() == "", "nothing is undone twice")
        #expect(moodpick_set_undo(Int32(MOODPICK_UNDO_SLOTS), nil, 0) == -1)
        #expect(moodpick_set_undo(0, "x", Int(MOODPICK_UNDO_SLOT_BYTES) + 1) == -1)
    }
}
