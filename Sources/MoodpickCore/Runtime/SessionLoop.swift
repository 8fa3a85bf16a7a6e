/// One run of a `Session`: the picker and the loop's own state (when the last frame was drawn,
/// whether one is due, whether a rest must be drawn, whether the input has ended). Each step
/// is a named function: wait, receive, send a message, perform its effects, pace a frame, draw.
struct SessionLoop<T: Terminal, C: MonotonicClock, Model: SessionModel> {
    let session: Session<T, C>
    var picker: Model
    /// When the last frame was made, on the picker's time.
    private var lastTick: Duration
    /// A frame is due but was held back to keep to the frame interval.
    private var pendingFrame = false
    /// The strip came to rest: the next frame is drawn even if it looks like the one shown.
    private var restPending = false
    /// No input will come again: the run ends once nothing moves.
    private var inputEnded = false
    /// How the run ended, once the picker said so (`PickerEffect.ended`).
    private var outcome: Outcome?

    init(session: Session<T, C>, picker: Model) {
        self.session = session
        self.picker = picker
        self.lastTick = session.clock.now()
        self.outcome = picker.outcome
    }

    private var terminal: T { session.terminal }
    private var clock: C { session.clock }

    /// Runs until the picker ends the run; `first`, input that came before, is received first.
    mutating func run(receiving first: TerminalInput? = nil) -> Outcome {
        send(.input(pictureResize()), at: clock.now())
        if let first { receive(first) }
        tick()
        while outcome == nil {
            let deadline = nextDeadline()
            if inputEnded && deadline == nil {
                send(.inputEnded, at: picker.time)
            } else {
                receive(terminal.nextInput(until: deadline))
            }
        }
        return outcome ?? .cancelled
    }

    /// How long the next wait may last: only a look at the input while a search runs; the next
    /// frame while frames are due (the typed text expires at the next one); otherwise only the
    /// picker's own deadline (the typed text's expiry, a long press), if any.
    private func nextDeadline() -> Duration? {
        if picker.isSearching { return clock.now() }
        let nextFrame = lastTick + Session<T, C>.frameInterval
        if picker.isAnimating || pendingFrame { return nextFrame }
        return picker.nextDeadline.map { max($0, nextFrame) }
    }

    /// What the wait returned, turned into messages and frames.
    private mutating func receive(_ input: TerminalInput) {
        takePictures()
        switch input {
        case .event(let event, let time):
            session.onEvent?(event, time)
            if case .resize = event {
                refit(at: time)
                return
            }
            send(.input(event), at: time)
            if outcome == nil { pace(drawNow: false) }
        case .timeout where picker.isSearching:
            send(.searchSlice(PickerMessage.searchSliceItems), at: clock.now())
            pace(drawNow: !picker.isSearching)
        case .timeout, .refresh:
            send(.advance, at: clock.now())
            tick()
        case .items(let store, let loading):
            send(.items(store, loading: loading), at: clock.now())
            // Input that keeps flowing never lets the wait time out: frames come from here.
            pace(drawNow: !loading)
        case .redraw:
            refit(at: clock.now())
        case .endOfInput:
            inputEnded = true
        }
    }

    /// Hands `message` to the picker and carries out what it returns.
    private mutating func send(_ message: PickerMessage, at time: Duration) {
        perform(picker.update(message, at: time))
    }

    /// The one place the picker's effects are carried out.
    private mutating func perform(_ effects: [PickerEffect]) {
        for effect in effects {
            switch effect {
            case .restFrame:
                restPending = true
            case .settled(let item):
                session.onSettle?(item)
                session.live?.settled(on: picker.liveValues(settledOn: item), columns: picker.picture.columns)
            case .wantPictures(let requests):
                session.pictures?.want(requests)
            case .suspend:
                terminal.suspend()
                refit(at: clock.now())
            case .ended(let ending):
                outcome = ending
            }
        }
    }

    /// Thumbnails the worker finished go to the picker before anything else is looked at, so
    /// the frame drawn next shows them (the worker's wake-up is a `.refresh`).
    private mutating func takePictures() {
        guard let finished = session.pictures?.takeFinished(), !finished.isEmpty else { return }
        send(.pictures(finished), at: clock.now())
    }

    /// The picker lays out the picture, not the screen: a resize reaches it as the picture's size.
    private func pictureResize() -> InputEvent {
        let picture = terminal.viewport.picture
        return .resize(columns: picture.columns, rows: picture.rows)
    }

    /// The screen changed under the picture (a resize, a resume, a redraw): the picker gets the
    /// picture's size and the whole picture is drawn again.
    private mutating func refit(at time: Duration) {
        send(.input(pictureResize()), at: time)
        terminal.invalidate()
        tick()
    }

    /// A frame is wanted: drawn now when `drawNow` or a frame interval has passed since the
    /// last, else held until the next frame's deadline.
    private mutating func pace(drawNow: Bool) {
        if drawNow || picker.time >= lastTick + Session<T, C>.frameInterval { tick() } else { pendingFrame = true }
    }

    /// Makes the frame of now and draws it if it differs from what the terminal shows (or the
    /// strip came to rest).
    private mutating func tick() {
        lastTick = picker.time
        pendingFrame = false
        let rest = restPending
        restPending = false
        let record = picker.frameRecord(indent: terminal.viewport.indent, preview: session.live?.preview)
        guard rest || record.frame != terminal.shown else { return }
        terminal.draw(record.frame)
        session.onFrame?(record)
    }
}
