import CTerminfo
import MoodpickCore

/// The real terminal, `/dev/tty`: moodpick reads and decodes its bytes and writes every byte it
/// shows; terminfo only supplies the strings. No curses screen exists, so nothing ever clears,
/// homes or repaints the user's screen behind moodpick's back (docs/TERMINAL.md).
///
/// Made of parts, each with one job: the tty (raw modes, the terminal modes as on/off pairs
/// with their undo slots, every write), the picture (its place, what is on screen, its
/// teardown), the input sources (keyboard, previews, streaming stdin, in one `poll`) and the
/// wake-up pipe. This class takes the terminal, gives it back, and answers the loop: the
/// resume and resize flags first, then the sources.
///
/// Inline (the default), the picture takes its rows at the cursor, found with the start-up
/// probe (`StartupProbe`, at most ``cursorReportWait``); a terminal that never answers gets
/// relative moves and no mouse. Full screen, the picture is drawn on the alternate screen.
///
/// The first probe also asks what the terminal can do (`ProbePolicy`), inline and full screen
/// alike, in the same round trip; the modes its answers allow (`TerminalMode.allowed`) are
/// turned on each time the terminal is taken.
package final class TTYTerminal: Terminal {
    /// How long the probe's answers may take: one round trip over a slow link (ssh at 100 ms,
    /// a satellite link at 600 ms) still answers within it. Only a terminal that answers no DA1
    /// waits this long: every other ends the wait with its DA1 reply (docs/TERMINAL.md).
    package static let cursorReportWait: Duration = .seconds(1)
    /// How long a later probe (after a resize or `fg`) waits on a terminal whose first probe
    /// got no DA1 reply: it will not answer now either, so it costs what it cost before.
    package static let silentTerminalWait: Duration = .milliseconds(100)

    private let tty: ControllingTerminal
    private let clock: any MonotonicClock
    private let picture: TerminalPicture
    private let sources: InputSources
    private let wake: WakePipe
    /// Whether the user wants the mouse (`--no-mouse`: no); it is on only where rows map.
    private let wantsMouse: Bool
    private var closed = false
    /// What the next probe asks: the abilities once (where `ProbePolicy` allows), then the
    /// cursor only.
    private var nextQuestions: StartupProbe.Questions
    /// How long the next probe waits: ``cursorReportWait``, or ``silentTerminalWait`` once a
    /// probe went without a DA1 reply.
    private var probeWait = TTYTerminal.cursorReportWait

    /// Whether mouse reports are on (off where the picture's rows cannot be known).
    package var mouse: Bool { wantsMouse && picture.place.mouseOrigin != nil }
    /// A word for the help row when something the user asked for cannot work here.
    package var notice: String? { wantsMouse && !mouse ? "no cursor report: mouse off" : nil }
    /// `--preview` and `--on-change`: their output pipes are waited on with the keyboard.
    package var live: LiveRunner? {
        get { sources.live }
        set { sources.live = newValue }
    }
    /// Standard input still arriving: read beside the keyboard, a turn each.
    package var feed: StreamingInput? {
        get { sources.feed }
        set { sources.feed = newValue }
    }
    /// What draws the frames' pictures through a pixel protocol (`--images` where
    /// `abilities.pictures` is kitty or sixel: the executable's layers); nil: text only. Its
    /// teardown is in the undo list from the moment it is set, so every exit path deletes what
    /// it draws (docs/IMAGES.md, "Drawing").
    package var pictureLayer: (any PictureLayer)? {
        get { picture.pictureLayer }
        set { picture.pictureLayer = newValue }
    }
    /// A background worker's wake-ups (`--images`: a thumbnail made): each draws a frame.
    package var workerWake: WakeSignal? {
        get { sources.workerWake }
        set { sources.workerWake = newValue }
    }
    /// What the terminal said it can do (the start-up probe); `.none` until it says more.
    package private(set) var abilities = TerminalAbilities.none
    /// Whether the next start-up probe measures which emoji this terminal draws
    /// (`EmojiWidthSamples`; only the first, and only for `--emoji-max-version auto`).
    private var measuresEmoji: Bool
    /// The newest Emoji version this terminal draws 2 columns wide, as measured at start; nil
    /// when not asked, or the terminal did not say (keep every emoji).
    package private(set) var emojiVersionDrawn: EmojiVersion?
    /// How many colors frames are drawn with (`ColorDepth.detect` on this terminal's entry).
    package var colorDepth: ColorDepth { picture.codes.colorDepth }
    /// A cell's pixels from the kernel's window size, where the terminal set them (xterm); nil
    /// otherwise (`ControllingTerminal.cellPixelsFromWindow`).
    package var cellPixelsFromWindow: TerminalAbilities.PixelSize? { tty.cellPixelsFromWindow }

    /// Takes over the terminal. Throws when the terminal type is unknown or cannot place the cursor.
    /// `feed`, standard input still arriving, is read while the probe's answers come; the
    /// caller hands what it read to the picker (and sets ``feed`` for the loop).
    package init(tty: ControllingTerminal, clock: any MonotonicClock, mouse: Bool, placement: Placement, clearsOnExit: Bool = true,
                colorsRequested: Bool = false, measuresEmoji: Bool = false, feed: StreamingInput? = nil) throws(TerminalError) {
        self.tty = tty
        self.measuresEmoji = measuresEmoji
        self.clock = clock
        wantsMouse = mouse
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty else { throw TerminalError(message: "TERM is not set: cannot draw on this terminal") }
        guard moodpick_setup_terminal(term, tty.fd) == 0 else { throw TerminalError(message: TerminalSetupFailure.message(term: term, fd: tty.fd)) }
        guard var codes = TerminfoCodes() else { throw TerminalError(message: "terminal '\(term)' cannot place the cursor") }
        codes.colorDepth = TerminfoColors.depth(
            environment: ["NO_COLOR", "COLORTERM"].reduce(into: [:]) { env, name in env[name] = getenv(name).map { String(cString: $0) } },
            colorsRequested: colorsRequested)
        wake = try WakePipe()
        sources = InputSources(reader: TerminalReader(fd: tty.fd, wakeFD: wake.readEnd, clock: clock), clock: clock)
        picture = TerminalPicture(tty: tty, codes: codes, placement: placement, clearsOnExit: clearsOnExit)
        nextQuestions = ProbePolicy.questions(
            environment: ["TERM", "TERM_PROGRAM", "TMUX"].reduce(into: [:]) { env, name in env[name] = getenv(name).map { String(cString: $0) } })
        takeTerminal(readingMeanwhile: feed)
    }

    package var viewport: Viewport { Viewport(screen: picture.screen, placement: picture.placement, indent: picture.place.indent) }

    // MARK: - Taking and giving back

    /// Raw modes, the cursor hidden and pastes bracketed (so a pasted fake reply is text), the
    /// picture's place, and the mouse where its rows map. Every mode fills its undo slot first.
    /// Then the modes the probe's answers allow (after the alternate screen is entered: kitty
    /// keeps a keyboard stack for each screen), the same again after a resume. At the start,
    /// `feed` (standard input still arriving) is read while the probe's answers come; the picker
    /// is handed what came before its first frame.
    private func takeTerminal(readingMeanwhile feed: StreamingInput? = nil) {
        tty.enterRawMode()
        tty.turnOn([TerminalMode.hiddenCursor(picture.codes), TerminalMode.bracketedPaste])
        picture.take(screen: tty.windowSize) { locateCursor(on: $0, readingMeanwhile: feed) }
        // Full screen places no cursor, so the abilities (and, under `--emoji`, the emoji width
        // samples) get a probe of their own, on the alternate screen (kitty answers `CSI ? u`
        // for the screen it is asked on); where neither is asked, full screen asks nothing.
        if case .alternateScreen = picture.place, measuresEmoji || nextQuestions.asksAbilities {
            _ = locateCursor(on: picture.screen, readingMeanwhile: feed)
        }
        picture.terminal = abilities.terminal
        picture.synchronizesFrames = TerminalMode.synchronizesFrames(abilities, term: getenv("TERM").map { String(cString: $0) } ?? "")
        let allowed = TerminalMode.allowed(by: abilities, mouse: mouse)
        tty.turnOn(allowed.filter { $0.slot != .mousePixels })
        if mouse { tty.turnOn(TerminalMode.mouse + allowed.filter { $0.slot == .mousePixels }) }
        sources.reader.decodes(for: abilities)  // kitty key events, pixel mouse reports
    }

    /// Where the cursor is, by the start-up probe; nil when the terminal did not say. The first
    /// probe asks the abilities too, and keeps what they said.
    private func locateCursor(on screen: ScreenSize, readingMeanwhile feed: StreamingInput? = nil) -> CursorPosition? {
        // The emoji width samples go ahead of the first probe's questions, their reports claimed first.
        let samples = measuresEmoji ? EmojiWidthSamples.request(screen: screen, pictureRows: picture.pictureRows, codes: picture.codes) : []
        measuresEmoji = false
        var widths = EmojiWidthReading()
        let questions = nextQuestions
        nextQuestions = .cursor
        let answer = sources.reader.probe(screen: screen, within: probeWait, alongside: feed, claim: { !samples.isEmpty && widths.take($0) }) {
            tty.write(samples + StartupProbe.request(questions))
        }
        if !samples.isEmpty { emojiVersionDrawn = widths.newestDrawn }
        if questions.asksAbilities {
            abilities = answer.abilities
            abilities.pictures = ProbePolicy.pictures(answer.abilities.pictures, asked: questions)
        }
        if !answer.isComplete { probeWait = Self.silentTerminalWait }
        return answer.cursor
    }

    // MARK: - Drawing

    package func draw(_ frame: Frame) { picture.draw(frame) }

    /// The frame on the screen now: the one record of it (`TerminalPicture`).
    package var shown: Frame? { picture.shown }

    package func invalidate() { picture.invalidate() }

    // MARK: - Input

    package func nextInput(until deadline: Duration?) -> TerminalInput {
        while true {
            if moodpick_take_resumed() != 0 {
                takeTerminal()
                return .redraw
            }
            if moodpick_take_resized() != 0 {
                picture.resized(to: tty.windowSize) { locateCursor(on: $0) }
                return .event(.resize(columns: picture.screen.columns, rows: picture.screen.rows), at: clock.now())
            }
            switch sources.next(until: deadline) {
            case .input(let input): return input
            case .event(let event):
                guard let mapped = pictureEvent(event) else { continue }
                return .event(mapped, at: clock.now())
            case .nothing: continue
            case .hungUp: return hangUp()
            }
        }
    }

    /// Mouse rows as picture rows; nothing from the mouse when it is off.
    private func pictureEvent(_ event: InputEvent) -> InputEvent? {
        guard let origin = picture.place.mouseOrigin, wantsMouse else {
            switch event {
            case .press, .drag, .release, .wheel: return nil
            default: return event
            }
        }
        switch event {
        case .press(let column, let row, let fraction): return .press(column: column, row: row - origin, fraction: fraction)
        case .drag(let column, let row, let fraction): return .drag(column: column, row: row - origin, fraction: fraction)
        case .release(let column, let row, let fraction): return .release(column: column, row: row - origin, fraction: fraction)
        case .wheel(let direction, let column, let row): return .wheel(direction, column: column, row: row - origin)
        default: return event
        }
    }

    /// The terminal hung up (its tmux server or pane was killed, its window closed). The kernel
    /// and the shell send SIGHUP, but the end of the terminal's input may be seen first, and the
    /// signal may be blocked: either way moodpick ends as SIGHUP ends it, children ended, the
    /// terminal restored as far as it still can be, status 128 + SIGHUP (docs/CONTRACT.md §2).
    private func hangUp() -> TerminalInput {
        var hangUp = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangUp, nil)
        raise(SIGHUP)
        return .endOfInput  // only when SIGHUP is not ours to die of (no handlers: a test)
    }

    // MARK: - Suspend and teardown

    /// Ctrl-Z: the stop handler erases the picture and restores the modes (the undo list), and
    /// the process stops; after `fg` the terminal is taken again and the picture placed below
    /// whatever the shell printed meanwhile.
    package func suspend() {
        raise(SIGTSTP)
        _ = moodpick_take_resumed()
        takeTerminal()
    }

    /// Gives the terminal back exactly as it was found. Safe to call twice.
    package func close() {
        guard !closed else { return }
        closed = true
        tty.restore()  // writes the undo list, then the modes as found
        wake.close()
    }

    deinit { close() }
}

/// The terminal cannot be used: exit status 2 with this message.
package struct TerminalError: Error, CustomStringConvertible {
    package var message: String
    package init(message: String) { self.message = message }
    package var description: String { message }
}
