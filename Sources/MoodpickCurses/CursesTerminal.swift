import CNcursesw
import Glibc
import MoodpickCore

/// The real terminal: ncurses reads and decodes keys; moodpick paints every row itself.
///
/// ncurses' own copy of the screen stays blank and untouched, so it never repaints over us;
/// every frame is written by `FramePainter` with explicit cursor moves per cluster, which keeps
/// emoji in their columns whatever widths the terminal believes in (research/terminal.md A.4).
/// Mouse (SGR 1002 + 1006) and bracketed paste are turned on and decoded by us: ncurses' mouse
/// layer picks the protocol from terminfo and fails under TERM=tmux-256color (B.1).
public final class CursesTerminal: Terminal {
    /// Private key codes for the sequences we decode ourselves (above ncurses' KEY_MAX).
    enum Code {
        static let sgrMouse: Int32 = 0x1000
        static let x10Mouse: Int32 = 0x1001
        static let pasteStart: Int32 = 0x1002
        static let pasteEnd: Int32 = 0x1003
    }

    private let tty: ControllingTerminal
    private let clock: any Clock
    private let mouse: Bool
    private let codes: TerminfoCodes
    private let file: UnsafeMutablePointer<FILE>
    private let screenPointer: OpaquePointer
    private var shown: Frame?
    private var inputClosed = false
    private var closed = false
    /// Bytes that turn on our modes, sent at start and again after a resume.
    private let modeBytes: [UInt8]
    /// Bytes that turn them off: SGR mouse, button-motion tracking, bracketed paste.
    private static let modesOff = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?2004l".utf8)

    /// Takes over the terminal: ncurses on `/dev/tty`, alternate screen, raw keys, our modes.
    /// Throws when the terminal type is unknown or cannot place the cursor.
    public init(tty: ControllingTerminal, clock: any Clock, mouse: Bool) throws(TerminalError) {
        self.tty = tty
        self.clock = clock
        self.mouse = mouse
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty else { throw TerminalError(message: "TERM is not set: cannot draw on this terminal") }
        let duplicate = dup(tty.fd)
        guard duplicate >= 0, let file = fdopen(duplicate, "r+") else {
            throw TerminalError(message: "cannot open the terminal")
        }
        guard let screen = newterm(nil, file, file) else {
            fclose(file)
            throw TerminalError(message: TerminalSetupFailure.message(term: term, fd: tty.fd))
        }
        self.file = file
        self.screenPointer = screen
        set_term(screen)
        guard let codes = TerminfoCodes() else {
            endwin()
            delscreen(screen)
            fclose(file)
            throw TerminalError(message: "terminal '\(term)' cannot place the cursor")
        }
        self.codes = codes
        modeBytes = Array(((mouse ? "\u{1B}[?1002h\u{1B}[?1006h" : "") + "\u{1B}[?2004h").utf8)
        var reset = Self.modesOff
        for name in ["sgr0", "rmkx", "cnorm", "rmcup"] { reset += TerminfoCodes.capability(name) ?? [] }
        reset.withUnsafeBytes { moodpick_set_reset_bytes($0.baseAddress, $0.count) }
        configure()
    }

    private func configure() {
        let window = moodpick_stdscr()
        raw()
        noecho()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        // Keys typed while the input loaded were sent before keypad mode: decode their plain forms.
        let plain: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[Z", KEY_BTAB),
            ("\u{1B}[<", Code.sgrMouse), ("\u{1B}[M", Code.x10Mouse),
            ("\u{1B}[200~", Code.pasteStart), ("\u{1B}[201~", Code.pasteEnd),
        ]
        for (sequence, code) in plain { define_key(sequence, code) }
        refresh()
        tty.write(modeBytes)
    }

    public var size: ScreenSize { ScreenSize(columns: Int(moodpick_cols()), rows: Int(moodpick_lines())) }

    public func draw(_ frame: Frame) {
        let bytes = FramePainter.bytes(for: frame, replacing: shown, codes: codes)
        shown = frame
        if !bytes.isEmpty { tty.write(bytes) }
    }

    public func invalidate() { shown = nil }

    // MARK: - Input

    public func nextInput(until deadline: Duration?) -> TerminalInput {
        while true {
            if moodpick_take_resumed() != 0 {
                resume()
                return .redraw
            }
            if inputClosed {
                guard let deadline else { return .endOfInput }
                sleep(until: deadline)
                return .timeout
            }
            var milliseconds: Int32 = -1
            if let deadline {
                let left = (deadline - clock.now()).moodpickSeconds * 1000
                if left <= 0 { return .timeout }
                milliseconds = Int32(min(left.rounded(.up), 60_000))
            }
            wtimeout(moodpick_stdscr(), milliseconds)
            var character: wint_t = 0
            errno = 0
            let result = wget_wch(moodpick_stdscr(), &character)
            if result == ERR {
                if let deadline, clock.now() >= deadline { return .timeout }
                if deadline == nil && errno != EINTR && ttyHungUp() { inputClosed = true }
                continue
            }
            let event: InputEvent?
            if result == moodpick_key_code_yes() {
                event = functionKey(Int32(character))
            } else {
                event = self.character(UInt32(character))
            }
            if let event { return .event(event, at: clock.now()) }
        }
    }

    private func ttyHungUp() -> Bool {
        var poller = pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    private func sleep(until deadline: Duration) {
        let left = (deadline - clock.now()).moodpickSeconds
        guard left > 0 else { return }
        var request = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
        _ = nanosleep(&request, nil)
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            // ncurses resized its blank copy; let it settle now, before our frame is painted.
            refresh()
            return .resize(columns: size.columns, rows: size.rows)
        case Code.sgrMouse: return readSGRMouse()
        case Code.x10Mouse: return readX10Mouse()
        case Code.pasteStart: return readPaste()
        default: return KeyDecoder.key(forFunctionKey: code).map(InputEvent.key)
        }
    }

    private func character(_ value: UInt32) -> InputEvent? {
        KeyDecoder.key(forCharacter: value).map(InputEvent.key)
    }

    /// Reads one wide character with a short timeout (the rest of an escape sequence).
    private func readFollowing(timeoutMilliseconds: Int32) -> (code: Int32, value: UInt32)? {
        wtimeout(moodpick_stdscr(), timeoutMilliseconds)
        var character: wint_t = 0
        let result = wget_wch(moodpick_stdscr(), &character)
        guard result != ERR else { return nil }
        return (result, UInt32(character))
    }

    private func readSGRMouse() -> InputEvent? {
        var body = ""
        for _ in 0..<32 {
            guard let (code, value) = readFollowing(timeoutMilliseconds: 50), code != moodpick_key_code_yes(),
                let scalar = Unicode.Scalar(value) else { return nil }
            let character = Character(scalar)
            if character == "M" || character == "m" {
                return MouseReport.sgr(body: body, final: character)
            }
            body.append(character)
        }
        return nil
    }

    private func readX10Mouse() -> InputEvent? {
        var bytes: [UInt8] = []
        for _ in 0..<3 {
            guard let (code, value) = readFollowing(timeoutMilliseconds: 50), code != moodpick_key_code_yes() else { return nil }
            bytes.append(UInt8(truncatingIfNeeded: value))
        }
        return MouseReport.x10(bytes)
    }

    /// Most of a paste that is kept as typed text, in characters.
    static let pasteLimit = 4096

    /// Collects a bracketed paste up to its end marker (or a second of silence). All of it is
    /// read, so no pasted newline is ever taken for Enter; the first `pasteLimit` characters count.
    private func readPaste() -> InputEvent? {
        var text = ""
        while let (code, value) = readFollowing(timeoutMilliseconds: 1000) {
            if code == moodpick_key_code_yes() {
                if Int32(value) == Code.pasteEnd { break }
                continue
            }
            if text.unicodeScalars.count < Self.pasteLimit, let scalar = Unicode.Scalar(value) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text.isEmpty ? nil : .paste(text)
    }

    // MARK: - Suspend, resume, teardown

    /// Ctrl-Z: the terminal goes back to the shell as it was, the process stops; on `fg` the
    /// handler in the shim flags the resume and we take the terminal back.
    public func suspend() {
        tty.write(Self.modesOff)
        endwin()
        raise(SIGTSTP)
        _ = moodpick_take_resumed()
        resume()
    }

    /// Brings the modes and the screen back after a stop (ours or someone else's).
    private func resume() {
        endwin()
        refresh()
        curs_set(0)
        tty.write(modeBytes)
        shown = nil
    }

    /// Gives the terminal back exactly as it was found: our modes off, ncurses ended, the
    /// original terminal modes restored. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        tty.write(Self.modesOff)
        endwin()
        delscreen(screenPointer)
        fclose(file)
        // ncurses has undone its own modes; only the terminal modes as found remain to restore.
        moodpick_set_reset_bytes(nil, 0)
        tty.restore()
    }

    deinit { close() }
}

/// The terminal cannot be used: exit status 2 with this message.
public struct TerminalError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
