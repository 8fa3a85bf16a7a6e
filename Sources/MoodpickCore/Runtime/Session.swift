/// The loop: waits for input or the next frame's deadline, hands the picker one message at a
/// time, carries out what its update returns (`PickerEffect`) in one place, and draws frames.
///
/// Generic over the terminal and the clock, so `--replay` and the tests run the very loop an
/// interactive run does. At rest it waits with no deadline: no timer, no polling. While the
/// strip moves, frames come at most every 1/60 s and only changed pictures are drawn, except the
/// frame in which the strip comes to rest, which is always drawn. While a search runs, the loop
/// runs it a slice at a time and looks at the input between slices without waiting, so keys,
/// drags and frames go on and a newer key can drop the search.
package struct Session<T: Terminal, C: MonotonicClock> {
    /// The shortest time between two frames: 60 per second.
    package static var frameInterval: Duration { .nanoseconds(16_666_667) }

    package let terminal: T
    package let clock: C
    /// Called for every drawn frame (`--trace`, `--screen`).
    package var onFrame: ((FrameRecord) -> Void)?
    /// Called for every input event, with its time (`--record`).
    package var onEvent: ((InputEvent, Duration) -> Void)?
    /// Called when the strip comes to rest on a different item, with its item index: the
    /// library's page-did-change observer.
    package var onSettle: ((Int) -> Void)?
    /// `--preview` and `--on-change`, told of every settle; the preview is drawn from it.
    package var live: (any LiveCommands)?
    /// `--images`: the worker making thumbnails, told what the strip wants and asked for what it made.
    package var pictures: (any PictureSource)?

    package init(terminal: T, clock: C, onFrame: ((FrameRecord) -> Void)? = nil, onEvent: ((InputEvent, Duration) -> Void)? = nil) {
        self.terminal = terminal
        self.clock = clock
        self.onFrame = onFrame
        self.onEvent = onEvent
    }

    /// Runs until the user chooses or cancels (or the input ends: cancelled): any mode's model,
    /// through the one seam `SessionModel`. `first` is
    /// input that came before the loop began (items read while the start-up probe waited): it is
    /// received like any other, so its effects (a rest announced to `--preview`) are carried out.
    package func run<Model: SessionModel>(_ picker: inout Model, receiving first: TerminalInput? = nil) -> Outcome {
        var loop = SessionLoop(session: self, picker: picker)
        let outcome = loop.run(receiving: first)
        picker = loop.picker
        return outcome
    }
}
