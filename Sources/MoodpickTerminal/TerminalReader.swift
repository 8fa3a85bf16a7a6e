import MoodpickCore

/// Reads the terminal's bytes and the resize wake-up pipe with one wait (`DescriptorWait`:
/// poll, or select where poll cannot wait on a terminal), and decodes them.
///
/// When bytes held as the start of a sequence are given up is `TimedDecoder`'s business: a lone
/// ESC waits 25 ms for the rest of a sequence, a paste up to 1 s for its end marker, and a reply
/// begun while the probe's answers are awaited waits for its rest (docs/TERMINAL.md, "Replies
/// in pieces"). Tokens decoded while waiting for the probe's answers (`StartupProbe`) are
/// queued, so keys typed before the replies are kept, in order, as keys.
final class TerminalReader {
    /// What woke the reader.
    enum Wake {
        case token(TerminalToken)
        /// The deadline passed.
        case deadline
        /// A signal arrived (resize, resume): the caller looks at the flags.
        case interrupted
        /// The terminal is gone (hang-up, read error).
        case closed
    }

    /// The longest one wait sleeps before looking at its deadline again, in milliseconds: a
    /// deadline further away than `Int32` milliseconds still wakes it in time.
    static let longestPollMilliseconds = 60_000
    /// Bytes read from the wake-up pipe at once: each byte says only "look at the flags".
    static let wakeBytesPerRead = 64
    /// Most bytes of standard input taken in between two looks at the probe's answers.
    static let probeFeedBatchBytes = 256 << 10

    private let fd: Int32
    private let wakeFD: Int32
    private let clock: any MonotonicClock
    private let waiting: DescriptorWait
    private var timed = TimedDecoder()
    private var queue: [TerminalToken] = []
    private var head = 0
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private(set) var isClosed = false

    /// `waiting`: how to wait on the terminal (the tests run both ways on Linux).
    init(fd: Int32, wakeFD: Int32, clock: any MonotonicClock, waiting: DescriptorWait = .platform) {
        self.fd = fd
        self.wakeFD = wakeFD
        self.clock = clock
        self.waiting = waiting
    }

    /// The next token, or why there is none before `deadline` (nil: wait as long as it takes).
    /// `watching` are more descriptors to wait on (a preview's output): one that becomes
    /// readable wakes the reader as `.interrupted`.
    func next(until deadline: Duration?, watching extra: [Int32] = []) -> Wake {
        while true {
            if head < queue.count {
                let token = queue[head]
                head += 1
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
                return .token(token)
            }
            if isClosed { return .closed }
            switch wait(until: deadline, watching: extra) {
            case .deadline: return .deadline
            case .interrupted: return .interrupted
            case .closed: return .closed
            case .progressed: continue
            }
        }
    }

    /// Asks the probe's questions (`send` writes them) and reads the answers for at most
    /// `timeout`, or until the sentinel's reply comes. Bytes that were waiting before the
    /// questions went out are read first, so they stay input whatever their shape (a key typed
    /// ahead, a stale reply); what arrived meanwhile and answered nothing is kept as input, in
    /// order, ahead of what follows the answers. `claim` sees each token first: one it takes
    /// (the emoji width samples' reports, `EmojiWidthReading`) is neither input nor the probe's.
    /// Standard input still arriving (`alongside`) is read whenever the wait wakes, the wake that
    /// brought the answers included, so items sent before the answers came are in by the first
    /// frame (docs/CONTRACT.md §12).
    func probe(screen: ScreenSize, within timeout: Duration, alongside feed: StreamingInput? = nil,
               claim: (TerminalToken) -> Bool = { _ in false }, send: () -> Void) -> StartupProbe.Answer {
        drain: while true {
            switch wait(until: clock.now()) {
            case .progressed, .interrupted: continue
            case .deadline, .closed: break drain
            }
        }
        let start = queue.count
        send()
        var probe = StartupProbe(screen: screen)
        var taken = start
        let deadline = clock.now() + timeout
        timed.awaitAnswers(until: deadline)
        var begun = false  // whether a reply of the probe's came
        while true {
            while taken < queue.count && !probe.isComplete {
                if !claim(queue[taken]) {  // the emoji width samples' reports first
                    if case .reply = queue[taken] { begun = true }
                    probe.take(queue[taken])
                }
                taken += 1
            }
            if probe.isComplete || isClosed || clock.now() >= deadline { break }
            let woke = wait(until: deadline, watching: feed.map { $0.isEnded ? [] : [$0.fd] } ?? [])
            feed?.read(batch: Self.probeFeedBatchBytes)
            if case .closed = woke { break }
        }
        timed.answersEnded(at: clock.now(), complete: probe.isComplete, begun: begun)
        let answer = probe.answer
        queue.replaceSubrange(start..<taken, with: answer.kept)
        return answer
    }

    /// Decodes what the terminal sends as `abilities` make it send it (`InputDecoder.configured(for:)`).
    func decodes(for abilities: TerminalAbilities) { timed.decoder.configure(for: abilities) }

    /// What one wait did.
    private enum Progress {
        /// Bytes were read or a quiet period ended: look at the queue again.
        case progressed
        case deadline, interrupted, closed
    }

    /// One wait: reads what is there into the queue, or says why nothing was.
    private func wait(until deadline: Duration?, watching extra: [Int32] = []) -> Progress {
        let now = clock.now()
        var limit = deadline
        if let quiet = timed.givesUpAt {
            // Quiet only if nothing waits to be read: moodpick may have been busy (drawing a
            // frame) while the rest of a sequence came.
            if now >= quiet && !isReadable() {
                queue += timed.giveUp()
                return .progressed
            }
            limit = min(limit ?? quiet, max(quiet, now))
        }
        var timeoutMilliseconds: Int32 = -1
        if let limit {
            // A deadline already past still looks at the input once, without waiting: a search
            // between frames asks for exactly that, so keys are read between its slices.
            let left = max((limit - now).moodpickSeconds * 1000, 0)
            timeoutMilliseconds = Int32(min(left.rounded(.up), Double(Self.longestPollMilliseconds)))
        }
        let ready: [Bool]
        switch waiting.wait([fd, wakeFD] + extra, timeoutMilliseconds: timeoutMilliseconds) {
        case .failed(let error): return error == EINTR ? .interrupted : closeInput()
        case .ready(let found): ready = found
        }
        if !ready.contains(true) {
            if let deadline, clock.now() >= deadline { return .deadline }
            return .progressed  // a quiet period ended: look again
        }
        // The keyboard first, then the wake-up pipe, then the other sources: a flood on another
        // descriptor never keeps a key waiting.
        if !ready[0] && !ready[1] { return .interrupted }
        if ready[1] {
            var sink = [UInt8](repeating: 0, count: Self.wakeBytesPerRead)
            _ = sink.withUnsafeMutableBytes { LibC.read(wakeFD, $0.baseAddress!, $0.count) }
            return .interrupted
        }
        // Ready: bytes, or a hang-up or error that the read reports (0 or -1).
        let n = buffer.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress!, $0.count) }
        if n > 0 {
            queue += timed.feed(buffer[0..<n], at: clock.now())
            return .progressed
        }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return .interrupted }
        return closeInput()
    }

    /// Whether the terminal has bytes waiting to be read (or has hung up): a wait that does not wait.
    private func isReadable() -> Bool { waiting.wait([fd], timeoutMilliseconds: 0) == .ready([true]) }

    private func closeInput() -> Progress {
        isClosed = true
        queue += timed.giveUp()
        return .closed
    }
}
