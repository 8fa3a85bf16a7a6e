import Glibc
import MoodpickCore

/// Reads the terminal's bytes and the resize wake-up pipe with one `poll`, and decodes them.
///
/// A lone ESC waits ``escapeDelay`` for the rest of a sequence; a paste waits up to
/// ``pasteSilence`` for its end marker. Tokens decoded while waiting for a cursor position
/// report are queued, so keys typed before the reply are kept, in order, as keys.
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

    /// How long a lone ESC waits for the rest of a sequence before it counts as Esc.
    static let escapeDelay: Duration = .milliseconds(25)
    /// How long a paste may pause before it is taken as ended.
    static let pasteSilence: Duration = .seconds(1)

    private let fd: Int32
    private let wakeFD: Int32
    private let clock: any MonotonicClock
    private var decoder = InputDecoder()
    private var queue: [TerminalToken] = []
    private var head = 0
    private var lastByte: Duration = .zero
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private(set) var isClosed = false

    init(fd: Int32, wakeFD: Int32, clock: any MonotonicClock) {
        self.fd = fd
        self.wakeFD = wakeFD
        self.clock = clock
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

    /// Waits up to `timeout` for a cursor position report, queueing everything else read.
    func cursorReport(within timeout: Duration) -> (row: Int, column: Int)? {
        let deadline = clock.now() + timeout
        while true {
            if let index = queue[head...].firstIndex(where: { if case .cursorReport = $0 { return true } else { return false } }) {
                guard case .cursorReport(let row, let column) = queue.remove(at: index) else { return nil }
                return (row, column)
            }
            if isClosed || clock.now() >= deadline { return nil }
            if case .deadline = wait(until: deadline) { return nil }
        }
    }

    /// What one poll did.
    private enum Progress {
        /// Bytes were read or a quiet period ended: look at the queue again.
        case progressed
        case deadline, interrupted, closed
    }

    /// One poll: reads what is there into the queue, or says why nothing was.
    private func wait(until deadline: Duration?, watching extra: [Int32] = []) -> Progress {
        let now = clock.now()
        var limit = deadline
        if decoder.isPending || decoder.isInPaste {
            let quiet = lastByte + (decoder.isInPaste ? Self.pasteSilence : Self.escapeDelay)
            if now >= quiet {
                queue += decoder.flush()
                return .progressed
            }
            limit = min(limit ?? quiet, quiet)
        }
        var timeoutMilliseconds: Int32 = -1
        if let limit {
            // A deadline already past still looks at the input once, without waiting: a search
            // between frames asks for exactly that, so keys are read between its slices.
            let left = max((limit - now).moodpickSeconds * 1000, 0)
            timeoutMilliseconds = Int32(min(left.rounded(.up), 60_000))
        }
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
        fds += extra.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        if ready < 0 { return errno == EINTR ? .interrupted : closeInput() }
        if ready == 0 {
            if let deadline, clock.now() >= deadline { return .deadline }
            return .progressed  // a quiet period ended: look again
        }
        // The keyboard first, then the wake-up pipe, then the other sources: a flood on another
        // descriptor never keeps a key waiting.
        if fds[0].revents == 0 && fds[1].revents == 0 && fds.dropFirst(2).contains(where: { $0.revents != 0 }) {
            return .interrupted
        }
        if fds[1].revents != 0 {
            var sink = [UInt8](repeating: 0, count: 64)
            _ = sink.withUnsafeMutableBytes { Glibc.read(wakeFD, $0.baseAddress!, $0.count) }
            return .interrupted
        }
        if fds[0].revents & Int16(POLLIN) != 0 {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                lastByte = clock.now()
                queue += decoder.feed(buffer[0..<n])
                return .progressed
            }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { return .interrupted }
            return closeInput()
        }
        return closeInput()  // POLLHUP, POLLERR, POLLNVAL
    }

    private func closeInput() -> Progress {
        isClosed = true
        queue += decoder.flush()
        return .closed
    }
}
