/// The loop: waits for input or the next frame's deadline, feeds the picker, carries out what
/// the picker's update returns (`PickerEffect`), and draws frames.
///
/// Generic over the terminal and the clock, so `--replay` and the tests run the very loop an
/// interactive run does. At rest it waits with no deadline: no timer, no polling. While the
/// strip moves, frames come at most every 1/60 s and only changed pictures are drawn, except the
/// frame in which the strip comes to rest, which is always drawn. While a search runs, the loop
/// runs it a slice at a time and looks at the input between slices without waiting, so keys,
/// drags and frames go on and a newer key can drop the search.
public struct Session<T: Terminal, C: Clock> {
    /// The shortest time between two frames: 60 per second.
    public static var frameInterval: Duration { .nanoseconds(16_666_667) }

    public let terminal: T
    public let clock: C
    public var view: StripView
    /// Called for every drawn frame (`--trace`, `--screen`).
    public var onFrame: ((FrameRecord) -> Void)?
    /// Called for every input event, with its time (`--record`).
    public var onEvent: ((InputEvent, Duration) -> Void)?
    /// Called when the strip comes to rest on a different item, with its item index: the
    /// library's page-did-change observer.
    public var onSettle: ((Int) -> Void)?
    /// `--preview` and `--on-change`, told of every settle; the preview is drawn from it.
    public var live: (any LiveCommands)?

    public init(terminal: T, clock: C, view: StripView, onFrame: ((FrameRecord) -> Void)? = nil, onEvent: ((InputEvent, Duration) -> Void)? = nil) {
        self.terminal = terminal
        self.clock = clock
        self.view = view
        self.onFrame = onFrame
        self.onEvent = onEvent
    }

    /// Runs until the user chooses or cancels (or a replay ends: cancelled).
    public func run(_ picker: inout Picker) -> Outcome {
        var shown: Frame?
        var lastTick = clock.now()
        var pendingFrame = false
        var restPending = false
        var inputEnded = false

        func tick(force: Bool) {
            lastTick = picker.time
            pendingFrame = false
            let rest = restPending
            restPending = false
            let frame = view.frame(of: picker, indent: terminal.viewport.indent, preview: live?.preview)
            guard force || rest || frame != shown else { return }
            terminal.draw(frame)
            shown = frame
            onFrame?(FrameRecord(time: picker.time, offset: picker.offset, centeredIndex: picker.centeredIndex, frame: frame))
        }

        func redrawAll() {
            terminal.invalidate()
            shown = nil
            tick(force: true)
        }

        /// The picker lays out the picture, not the screen: a resize reaches it as the picture's size.
        func pictureResize() -> InputEvent {
            let picture = terminal.viewport.picture
            return .resize(columns: picture.columns, rows: picture.rows)
        }

        /// The one place the picker's effects are carried out.
        func perform(_ effects: [PickerEffect]) {
            for effect in effects {
                switch effect {
                case .restFrame:
                    restPending = true
                case .settled(let item):
                    onSettle?(item)
                    live?.settled(on: CommandTemplate.Values(item: item, in: picker.items, query: picker.query.text),
                                  columns: picker.screen.columns)
                case .suspend:
                    terminal.suspend()
                    perform(picker.handle(pictureResize(), at: clock.now()))
                    redrawAll()
                }
            }
        }

        perform(picker.handle(pictureResize(), at: clock.now()))
        tick(force: true)
        while picker.outcome == nil {
            // While frames are due they set the pace (the typed text expires at the next one);
            // otherwise only the typed text's expiry, if any, wakes the loop.
            let nextFrame = lastTick + Self.frameInterval
            let deadline = picker.isSearching ? clock.now()  // only a look at the input
                : picker.isAnimating || pendingFrame ? nextFrame : picker.nextDeadline.map { max($0, nextFrame) }
            if inputEnded && deadline == nil {
                picker.handle(.key(.escape), at: picker.time)
                break
            }
            switch terminal.nextInput(until: deadline) {
            case .event(let event, let time):
                onEvent?(event, time)
                if case .resize = event {
                    perform(picker.handle(pictureResize(), at: time))
                    redrawAll()
                    continue
                }
                perform(picker.handle(event, at: time))
                guard picker.outcome == nil else { break }
                if picker.time >= lastTick + Self.frameInterval { tick(force: false) } else { pendingFrame = true }
            case .timeout where picker.isSearching:
                perform(picker.advance(to: clock.now()))
                picker.continueSearch()
                perform(picker.takeEffects())
                if !picker.isSearching || picker.time >= lastTick + Self.frameInterval { tick(force: false) } else { pendingFrame = true }
            case .timeout:
                perform(picker.advance(to: clock.now()))
                tick(force: false)
            case .items(let store, let loading):
                perform(picker.itemsArrived(store, loading: loading))
                perform(picker.advance(to: clock.now()))
                // Input that keeps flowing never lets the wait time out: frames come from here.
                if picker.time >= lastTick + Self.frameInterval || !loading { tick(force: false) } else { pendingFrame = true }
            case .refresh:
                perform(picker.advance(to: clock.now()))
                tick(force: false)
            case .redraw:
                perform(picker.handle(pictureResize(), at: clock.now()))
                redrawAll()
            case .endOfInput:
                inputEnded = true
            }
        }
        return picker.outcome ?? .cancelled
    }
}
