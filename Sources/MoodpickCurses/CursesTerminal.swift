import CNcursesw
import Glibc
import MoodpickCore

/// The real terminal, `/dev/tty`: moodpick reads and decodes its bytes and writes every byte it
/// shows; ncurses only supplies the terminfo strings. No ncurses screen exists, so nothing ever
/// clears, homes or repaints the user's screen behind moodpick's back (docs/TERMINAL.md).
///
/// Inline (the default), the picture takes its rows at the cursor: the cursor's place comes from
/// one cursor position report (CSI 6n, at most ``cursorReportWait``); the screen scrolls up by
/// exactly the rows missing below; every exit path erases those rows and puts the cursor back
/// where it was found. A terminal that never answers gets relative moves and no mouse. Full
/// screen, the picture is drawn on the alternate screen.
///
/// Each frame is one write, in synchronized output (DEC mode 2026) with autowrap off, ending with
/// the cursor parked on the picture's first row, after the query: the terminal carries the
/// cursor along with that row when it scrolls or reflows, so a resize finds the picture again
/// with one more report, and nothing is left behind.
public final class CursesTerminal: Terminal {
    /// Most input bytes taken in between two looks at the keyboard and the next frame.
    static let feedBatchBytes = 1 << 20

    /// How long the first cursor position report may take.
    public static let cursorReportWait: Duration = .milliseconds(100)

    private let tty: ControllingTerminal
    private let clock: any MonotonicClock
    private var codes: TerminfoCodes
    private let reader: TerminalReader
    private let wakePipe: (read: Int32, write: Int32)
    private let wantsMouse: Bool
    private let clearsOnExit: Bool
    private let rawModes: termios
    private let requested: Placement
    private var placement: Placement
    private var screen: ScreenSize
    /// Inline with a cursor report: where the picture is.
    private var anchor: InlineAnchor?
    /// Inline without one: where the cursor is on the picture, for relative moves.
    private var tracker: CursorTracker?
    public private(set) var shown: Frame?
    private var closed = false

    /// Whether mouse reports are on (off where the picture's rows cannot be known).
    public private(set) var mouse: Bool
    /// A word for the help row when something the user asked for cannot work here.
    public private(set) var notice: String?
    /// `--preview` and `--on-change`: their output pipes are waited on with the keyboard.
    public var live: LiveRunner?
    /// Standard input still arriving: read beside the keyboard, a turn each.
    public var feed: StreamingInput?
    private var feedHadTurn = false
    /// How many colors frames are drawn with (`ColorDepth.detect` on this terminal's entry).
    public var colorDepth: ColorDepth { codes.colorDepth }

    /// Takes over the terminal. Throws when the terminal type is unknown or cannot place the cursor.
    public init(tty: ControllingTerminal, clock: any MonotonicClock, mouse: Bool, placement: Placement, clearsOnExit: Bool = true,
                colorsRequested: Bool = false) throws(TerminalError) {
        self.tty = tty
        self.clock = clock
        self.wantsMouse = mouse
        self.mouse = mouse
        self.clearsOnExit = clearsOnExit
        self.requested = placement
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty else { throw TerminalError(message: "TERM is not set: cannot draw on this terminal") }
        guard moodpick_setup_terminal(term, tty.fd) == 0 else { throw TerminalError(message: TerminalSetupFailure.message(term: term, fd: tty.fd)) }
        guard let codes = TerminfoCodes() else { throw TerminalError(message: "terminal '\(term)' cannot place the cursor") }
        self.codes = codes
        self.codes.colorDepth = TerminfoColors.depth(
            environment: ["NO_COLOR", "COLORTERM"].reduce(into: [:]) { env, name in env[name] = getenv(name).map { String(cString: $0) } },
            colorsRequested: colorsRequested)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError(message: "cannot watch for resizes: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wakePipe = (fds[0], fds[1])
        reader = TerminalReader(fd: tty.fd, wakeFD: fds[0], clock: clock)
        var modes = termios()
        tcgetattr(tty.fd, &modes)
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT | PARMRK)
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        rawModes = modes
        self.placement = placement
        screen = Self.windowSize(fd: tty.fd)
        moodpick_watch_resize(fds[1])
        takeTerminal()
    }

    public var viewport: Viewport { Viewport(screen: screen, placement: placement, indent: anchor?.indent ?? 0) }

    // MARK: - Taking and giving back

    /// Raw modes, the picture's place, our modes on, and the bytes every exit path writes.
    private func takeTerminal() {
        tcsetattr(tty.fd, TCSADRAIN, [rawModes])
        screen = Self.windowSize(fd: tty.fd)
        shown = nil
        placement = requested
        if placement == .fullscreen, let enter = TerminfoCodes.capability("smcup"), !enter.isEmpty {
            tty.write(enter + (TerminfoCodes.capability("clear") ?? Array("\u{1B}[H\u{1B}[2J".utf8)))
            anchor = nil
            tracker = nil
        } else {
            // No alternate screen (TERM=linux, ansi): the whole screen, drawn inline.
            if placement == .fullscreen { placement = .inline(rows: screen.rows) }
            placeInline()
        }
        var modes = codes.hideCursor
        if mouse { modes += Array("\u{1B}[?1002h\u{1B}[?1006h".utf8) }
        modes += Array("\u{1B}[?2004h".utf8)
        tty.write(modes)
        updateResetBytes()
    }

    /// Asks where the cursor is and makes room for the picture there.
    private func placeInline() {
        let rows = placement.pictureSize(on: screen).rows
        tty.write(Array("\u{1B}[6n".utf8))
        if let (row, column) = reader.cursorReport(within: Self.cursorReportWait) {
            let anchor = InlineAnchor(screen: screen, cursorRow: row, cursorColumn: column, pictureRows: rows)
            self.anchor = anchor
            tracker = nil
            mouse = wantsMouse
            notice = nil
            if anchor.scrollLines > 0 { tty.write(scrollBytes(anchor.scrollLines)) }
        } else {
            // Relative moves only: make room below with newlines (they scroll as needed), come
            // back up, and map no mouse rows.
            anchor = nil
            tracker = CursorTracker(CursorPosition(row: 0, column: 0))
            mouse = false
            notice = wantsMouse ? "no cursor report: mouse off" : nil
            var bytes = Array(repeating: UInt8(ascii: "\n"), count: rows - 1)
            if rows > 1 { bytes += Array("\u{1B}[\(rows - 1)A".utf8) }
            tty.write(bytes + [UInt8(ascii: "\r")])
        }
    }

    private func scrollBytes(_ lines: Int) -> [UInt8] {
        codes.moveTo(row: screen.rows - 1, column: 0) + Array(repeating: UInt8(ascii: "\n"), count: lines)
    }

    /// What gives the terminal back from wherever the cursor is parked: the picture erased (or
    /// left, with the cursor below it), the cursor where it was found, our modes off.
    private func teardownBytes() -> [UInt8] {
        var out = Array("\u{1B}[?2026l\u{1B}[?7h".utf8) + codes.resetStyle
        let rows = placement.pictureSize(on: screen).rows
        if placement == .fullscreen {
            out += TerminfoCodes.capability("rmcup") ?? []
        } else if let anchor {
            if clearsOnExit {
                out += codes.moveTo(row: anchor.origin, column: anchor.indent) + codes.clearToEndOfScreen
                out += codes.moveTo(row: anchor.home.row, column: anchor.home.column)
            } else {
                out += codes.moveTo(row: anchor.origin + rows - 1, column: 0) + Array("\r\n".utf8)
            }
        } else if let tracker {
            let parked = tracker.position.row
            if clearsOnExit {
                out += (parked > 0 ? Array("\u{1B}[\(parked)A".utf8) : []) + Array("\r".utf8) + codes.clearToEndOfScreen
            } else {
                let down = rows - 1 - parked
                out += (down > 0 ? Array("\u{1B}[\(down)B".utf8) : []) + Array("\r\n".utf8)
            }
        }
        out += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?2004l".utf8) + codes.showCursor
        return out
    }

    /// The signal handlers write these before restoring the modes, so a kill leaves what a
    /// choice leaves.
    private func updateResetBytes() {
        teardownBytes().withUnsafeBytes { moodpick_set_reset_bytes($0.baseAddress, $0.count) }
    }

    // MARK: - Drawing

    public func draw(_ frame: Frame) {
        guard frame != shown else { return }
        var body: [UInt8]
        if let anchor {
            let placed = OffsetCodes(codes, origin: anchor.origin)
            body = FramePainter.bytes(for: frame, replacing: shown, codes: placed)
            if !body.isEmpty { body += placed.moveTo(row: frame.cursor.row, column: frame.cursor.column) }
        } else if let tracker {
            let relative = RelativeCodes(codes, cursor: tracker)
            let parkedRow = tracker.position.row
            body = FramePainter.bytes(for: frame, replacing: shown, codes: relative)
            if !body.isEmpty { body += relative.moveTo(row: frame.cursor.row, column: frame.cursor.column) }
            if tracker.position.row != parkedRow { updateResetBytes() }
        } else {
            body = FramePainter.bytes(for: frame, replacing: shown, codes: codes)
            if !body.isEmpty { body += codes.moveTo(row: frame.cursor.row, column: frame.cursor.column) }
        }
        shown = frame
        guard !body.isEmpty else { return }
        tty.write(Array("\u{1B}[?2026h\u{1B}[?7l".utf8) + body + Array("\u{1B}[?7h\u{1B}[?2026l".utf8))
    }

    public func invalidate() { shown = nil }

    // MARK: - Input

    public func nextInput(until deadline: Duration?) -> TerminalInput {
        while true {
            if moodpick_take_resumed() != 0 {
                takeTerminal()
                return .redraw
            }
            if moodpick_take_resized() != 0 {
                findPictureAfterResize()
                return .event(.resize(columns: screen.columns, rows: screen.rows), at: clock.now())
            }
            if let live, live.pump(at: clock.now()) { return .refresh }
            if let feed, !feed.isEnded, !feedHadTurn, feed.read(batch: Self.feedBatchBytes) {
                feedHadTurn = true  // the keyboard is looked at before the input is read again
                return .items(feed.items, loading: !feed.isEnded)
            }
            feedHadTurn = false
            let wake = [deadline, live?.deadline].compactMap { $0 }.min()
            let watched = (live?.descriptors ?? []) + (feed.map { $0.isEnded ? [] : [$0.fd] } ?? [])
            switch reader.next(until: wake, watching: watched) {
            case .token(.event(let event)):
                guard let mapped = pictureEvent(event) else { continue }
                return .event(mapped, at: clock.now())
            case .token(.cursorReport):
                continue  // a late reply to a report we stopped waiting for
            case .deadline:
                if let deadline, clock.now() >= deadline { return .timeout }
                continue  // a kill was due: the pump above sends it
            case .interrupted:
                continue
            case .closed:
                guard let deadline else { return .endOfInput }
                sleep(until: deadline)
                return .timeout
            }
        }
    }

    /// Mouse rows as picture rows; nothing from the mouse when it is off.
    private func pictureEvent(_ event: InputEvent) -> InputEvent? {
        let origin = anchor?.origin ?? 0
        switch event {
        case .press(let column, let row): return mouse ? .press(column: column, row: row - origin) : nil
        case .drag(let column, let row): return mouse ? .drag(column: column, row: row - origin) : nil
        case .release(let column, let row): return mouse ? .release(column: column, row: row - origin) : nil
        case .wheel(let direction, let column, let row): return mouse ? .wheel(direction, column: column, row: row - origin) : nil
        default: return event
        }
    }

    /// After SIGWINCH: the new size, and inline the picture's first row found again (the cursor
    /// is parked on it), the rows below it erased, room made if the screen got shorter.
    private func findPictureAfterResize() {
        screen = Self.windowSize(fd: tty.fd)
        shown = nil
        if placement == .fullscreen {
            tty.write(Array("\u{1B}[H\u{1B}[2J".utf8))
        } else if case .inline(let rows) = requested, requested != placement {
            placement = .inline(rows: screen.rows)  // full-screen fallback: follow the screen's height
            _ = rows
        }
        if let anchor {
            let rows = placement.pictureSize(on: screen).rows
            tty.write(Array("\u{1B}[6n".utf8))
            let found = reader.cursorReport(within: Self.cursorReportWait)?.row ?? anchor.origin
            let moved = anchor.moved(toRow: found, screen: screen, pictureRows: rows)
            if moved.scrollLines > 0 { tty.write(scrollBytes(moved.scrollLines)) }
            tty.write(codes.moveTo(row: moved.origin, column: moved.indent) + codes.clearToEndOfScreen)
            self.anchor = moved
        } else if let tracker {
            let parked = tracker.position.row
            tty.write((parked > 0 ? Array("\u{1B}[\(parked)A".utf8) : []) + Array("\r".utf8) + codes.clearToEndOfScreen)
            tracker.position = CursorPosition(row: 0, column: 0)
        }
        updateResetBytes()
    }

    private func sleep(until deadline: Duration) {
        let left = (deadline - clock.now()).moodpickSeconds
        guard left > 0 else { return }
        var request = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
        _ = nanosleep(&request, nil)
    }

    private static func windowSize(fd: Int32) -> ScreenSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if moodpick_window_size(fd, &rows, &columns) == 0, rows > 0, columns > 0 {
            return ScreenSize(columns: Int(columns), rows: Int(rows))
        }
        let lines = moodpick_numeric_capability("lines"), cols = moodpick_numeric_capability("cols")
        return ScreenSize(columns: cols > 0 ? Int(cols) : 80, rows: lines > 0 ? Int(lines) : 24)
    }

    // MARK: - Suspend and teardown

    /// Ctrl-Z: the stop handler erases the picture and restores the modes (the reset bytes),
    /// and the process stops; after `fg` the terminal is taken again and the picture placed
    /// below whatever the shell printed meanwhile.
    public func suspend() {
        raise(SIGTSTP)
        _ = moodpick_take_resumed()
        takeTerminal()
    }

    /// Gives the terminal back exactly as it was found. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        tty.restore()  // writes the teardown (the reset bytes), then the modes as found
        moodpick_set_reset_bytes(nil, 0)
        moodpick_unwatch_resize()
        Glibc.close(wakePipe.read)
        Glibc.close(wakePipe.write)
    }

    deinit { close() }
}

/// The terminal cannot be used: exit status 2 with this message.
public struct TerminalError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
