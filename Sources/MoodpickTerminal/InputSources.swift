import MoodpickCore

/// Everything the loop waits on besides the signal flags, in one `poll`: the keyboard (decoded
/// by the reader), the output of `--preview` and `--on-change`, and standard input still
/// arriving, which takes turns with the keyboard.
final class InputSources {
    /// Most input bytes taken in between two looks at the keyboard and the next frame.
    static let feedBatchBytes = 1 << 20

    /// What the wait brought.
    enum Next {
        /// Input for the loop as it is (a timeout, new items, preview output to draw).
        case input(TerminalInput)
        /// An event from the keyboard or the mouse, in screen cells.
        case event(InputEvent)
        /// Nothing for the loop: look at the flags and wait again.
        case nothing
        /// The terminal is gone: a hang-up (its server or pane was killed).
        case hungUp
    }

    let reader: TerminalReader
    private let clock: any MonotonicClock
    /// `--preview` and `--on-change`: their output pipes are waited on with the keyboard.
    var live: LiveRunner?
    /// Standard input still arriving: read beside the keyboard, a turn each.
    var feed: StreamingInput?
    /// A background worker's wake-ups (thumbnails made, `--images`): each is a frame to draw.
    var workerWake: WakeSignal?
    private var feedHadTurn = false

    init(reader: TerminalReader, clock: any MonotonicClock) {
        self.reader = reader
        self.clock = clock
    }

    /// Waits until `deadline` (nil: as long as it takes) for the next thing to act on.
    func next(until deadline: Duration?) -> Next {
        if let live, live.pump(at: clock.now()) { return .input(.refresh) }
        if let workerWake, workerWake.drain() { return .input(.refresh) }
        if let feed, !feed.isEnded, !feedHadTurn, feed.read(batch: Self.feedBatchBytes) {
            feedHadTurn = true  // the keyboard is looked at before the input is read again
            return .input(.items(feed.items, loading: !feed.isEnded))
        }
        feedHadTurn = false
        let wake = [deadline, live?.deadline].compactMap { $0 }.min()
        let watched = (live?.descriptors ?? []) + (feed.map { $0.isEnded ? [] : [$0.fd] } ?? []) + (workerWake.map { [$0.readEnd] } ?? [])
        switch reader.next(until: wake, watching: watched) {
        case .token(.event(let event)):
            return .event(event)
        case .token(.reply):
            // A reply nobody waits for (a late one), or a key of that shape (xterm's Ctrl-F3 is
            // `CSI 1 ; 5 R`): moodpick binds neither.
            return .nothing
        case .deadline:
            if let deadline, clock.now() >= deadline { return .input(.timeout) }
            return .nothing  // a kill was due: the pump sends it
        case .interrupted:
            return .nothing
        case .closed:
            return .hungUp
        }
    }
}
