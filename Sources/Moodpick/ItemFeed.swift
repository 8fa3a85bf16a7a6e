import MoodpickCore
import MoodpickTerminal
import Synchronization

/// Items from an `AsyncSequence` handed to the picker as the command line's streamed standard
/// input is: written, NUL-ended, into one end of a socket pair whose other end the picker reads
/// beside the keyboard (`StreamingInput`), so the strip is up at once and grows as they come.
/// A socket, not a pipe: a write after the pick ended fails with EPIPE (`MSG_NOSIGNAL`) instead
/// of raising SIGPIPE in the embedding program.
///
/// Unchecked: the sender's task touches only the write end and `arrivals` (behind its mutex);
/// `input` is read by the picker's thread alone.
final class ItemFeed: @unchecked Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32
    /// `arrivals[i]`: where the picker's item `i` came in the sequence (empty strings are not sent).
    private let arrivals = Mutex<[Int]>([])

    /// The items' stream, as the picker reads it: measured for a UTF-8 terminal or not (`ascii`).
    let input: StreamingInput

    init(ascii: Bool) throws(PickError) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .unusableTerminal("cannot make a socket pair for the items: \(String(cString: strerror(errno)))")
        }
        let loader = InputLoader(separator: .nul, cellOptions: CellOptions(ascii: ascii), maxItems: 10_000_000, clock: SystemClock())
        guard let input = StreamingInput(fd: ends[0], name: "the items", loader: loader) else {
            close(ends[0])
            close(ends[1])
            throw .unusableTerminal("cannot reserve the memory the items are read into")
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.input = input
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Writes each item of `items` as it comes, until the sequence ends, throws, the task is
    /// cancelled or the picker is gone; then ends the stream, so the picker knows it has all.
    func deliver<Items: AsyncSequence>(_ items: Items) async where Items.Element == String {
        var arrival = 0
        do {
            for try await item in items {
                if Task.isCancelled { break }
                let bytes = item.utf8.filter { $0 != 0 }
                if !bytes.isEmpty {
                    arrivals.withLock { $0.append(arrival) }
                    guard write(bytes + [0]) else { break }
                }
                arrival += 1
            }
        } catch {
            // The sequence failed: the items so far are all there will be.
        }
        shutdown(writeEnd, Int32(SHUT_WR))
    }

    /// The picker is done: a write still blocked, or any later one, fails at once.
    func finish() {
        shutdown(readEnd, Int32(SHUT_RDWR))
    }

    /// Where the picker's item `index` came in the sequence.
    func arrivalIndex(of index: Int) -> Int {
        arrivals.withLock { $0[index] }
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(writeEnd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }
}
