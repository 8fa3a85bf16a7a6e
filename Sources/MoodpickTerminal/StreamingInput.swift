import MoodpickCore

/// Standard input that is still arriving when the picker comes up: read as it comes, beside the
/// keyboard, into memory that never moves, so every `ItemStore` handed to the picker stays valid
/// while later ones grow past it.
///
/// The address space for the whole input (`--max-bytes`, at most 4 GiB) is reserved once with
/// `MAP_NORESERVE`; the kernel gives it pages only as bytes are written. Where that cannot be
/// reserved (a `ulimit -v`), nil: the input is then read to its end before the picker starts.
package final class StreamingInput {
    /// The reserved memory: one owner, released when the last store made from it goes.
    private final class Reservation: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let size: Int
        init?(size: Int) {
            guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                  address != MAP_FAILED else { return nil }
            base = address
            self.size = size
        }
        deinit { munmap(base, size) }
    }

    package let fd: Int32
    private let name: String
    private let maxBytes: Int
    /// The loader, for its item limit and that limit's message.
    private let loader: InputLoader
    private var gap = ItemGap()
    private let reservation: Reservation
    private var indexer: ItemIndexer
    private var length = 0
    /// Whether the input has ended (or was cut at `--max-items`, or failed).
    package private(set) var isEnded = false
    /// Whether `--max-items` cut the input short.
    package private(set) var stoppedAtMaximum = false
    /// Why reading stopped with an error (the run then ends with it).
    package private(set) var failure: LoadError?

    package init?(fd: Int32, name: String, loader: InputLoader) {
        guard let reservation = Reservation(size: loader.maxBytes + 1) else { return nil }
        self.fd = fd
        self.name = name
        self.maxBytes = loader.maxBytes
        self.loader = loader
        self.reservation = reservation
        indexer = ItemIndexer(separator: loader.separator, cellOptions: loader.cellOptions, maxItems: loader.maxItems)
    }

    /// Every item read so far (the last line only once the input has ended). O(1): the store
    /// shares the indexer's lists (`AppendOnlyArray`), which later reads only add to, so the
    /// picker's new store per batch costs nothing in the number of items already read.
    package var items: ItemStore {
        let owner = reservation
        let buffer = ByteBuffer(base: UnsafeRawPointer(reservation.base), count: length) { _ = owner }
        return ItemStore(buffer: buffer, indexer: indexer)
    }

    /// How many items are complete so far.
    package var count: Int { indexer.count }

    /// Most bytes one `read(waiting:)` takes in: the picker gets a new store per call, so a call
    /// takes what has piled up (a pipe hands over 64 KiB at a time), not one read's worth.
    package static let batchBytes = 8 << 20

    /// Reads what is there, waiting at most `timeout` (nil: not at all) for the first bytes.
    /// Returns whether anything changed (bytes, or the end).
    /// `batch` caps what one call takes in, so a caller with a deadline looks at its clock often.
    @discardableResult
    package func read(waiting timeout: Duration? = nil, batch: Int = StreamingInput.batchBytes) -> Bool {
        var changed = false
        var taken = 0
        var wait = timeout
        while !isEnded && taken < batch {
            let before = length
            guard readOnce(waiting: wait) else { break }
            changed = true
            taken += length - before
            wait = nil
        }
        return changed
    }

    private func readOnce(waiting timeout: Duration?) -> Bool {
        guard !isEnded else { return false }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(max($0.moodpickSeconds * 1000, 0).rounded(.up)) } ?? 0
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        let room = maxBytes + 1 - length
        let n = LibC.read(fd, reservation.base + length, min(room, 1 << 20))
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { return false }
            failure = LoadError(message: "cannot read \(name): \(String(cString: strerror(errno)))")
            isEnded = true
            return true
        }
        if n == 0 {
            // The last line, if no separator ended it: indexed once, here, as nothing follows.
            indexer.finish(UnsafeRawBufferPointer(start: reservation.base, count: length))
            isEnded = true
            return true
        }
        length += n
        if length > maxBytes {
            failure = LoadError(message: "\(name) is larger than \(InputLoader.describe(bytes: maxBytes)) (--max-bytes)")
            isEnded = true
            return true
        }
        indexer.consume(UnsafeRawBufferPointer(start: reservation.base, count: length))
        if indexer.tooLarge {
            failure = LoadError(message: "\(name) is larger than 4 GiB")
            isEnded = true
        } else if indexer.isFull {
            stoppedAtMaximum = true
            isEnded = true
        } else if let error = gap.check(indexer, length: length, loader: loader, name: name) {
            failure = error
            isEnded = true
        }
        return true
    }
}
