import MoodpickCore

/// Reads the input into one buffer and indexes it as it arrives (docs/CONTRACT.md §1, §8).
///
/// A regular file is mapped, not copied. A pipe is read in large chunks into a buffer that
/// grows by doubling (glibc moves large blocks with mremap, so growing does not copy). Loading
/// stops at `maxItems`; after about 100 ms a progress line is shown on the terminal.
///
/// The input is at most `maxBytes` long (4 GiB, what the index's 32-bit offsets hold) on
/// both paths: a larger file, or a pipe that goes past it (`cat /dev/zero`, which has no
/// separator for `maxItems` to count), is an error, never a silent loss or a malloc failure.
package struct InputLoader {
    package var separator: ItemSeparator
    package var cellOptions: CellOptions
    package var maxItems: Int
    /// The largest input read, in bytes.
    package var maxBytes: Int
    /// The default and largest `maxBytes`: every offset must fit in 32 bits.
    package static let byteLimit = Int(UInt32.max)
    /// The most bytes one item may take while it is read from a pipe or device: input that has
    /// sent this many bytes without a separator (`cat /dev/zero`), or without an item between
    /// its separators, is an error at once, not after 4 GiB of memory (``ItemGap``). A file is
    /// mapped, costing no memory, and is not held to it.
    package var maxItemBytes = InputLoader.itemLimit
    /// The default `maxItemBytes`, 64 MiB.
    package static let itemLimit = 64 << 20
    /// Called with the item count about every 100 ms, from 100 ms after the start, while loading.
    package var progress: ((Int) -> Void)?
    package var clock: any MonotonicClock

    /// Seconds before the first progress report and between reports.
    static let progressInterval: Duration = .milliseconds(100)
    static let chunkBytes = 1 << 20

    package init(
        separator: ItemSeparator, cellOptions: CellOptions, maxItems: Int, maxBytes: Int = InputLoader.byteLimit,
        clock: any MonotonicClock, progress: ((Int) -> Void)? = nil
    ) {
        self.separator = separator
        self.cellOptions = cellOptions
        self.maxItems = maxItems
        self.maxBytes = min(max(maxBytes, 1), Self.byteLimit)
        self.clock = clock
        self.progress = progress
    }

    /// What loading found: the items, and whether `maxItems` cut the input short.
    package struct Result {
        package var items: ItemStore
        package var stoppedAtMaximum: Bool
    }

    /// Loads everything readable from `fd`; `name` says where it comes from in messages.
    package func load(fd: Int32, name: String = "the input") throws(LoadError) -> Result {
        var status = stat()
        if fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 {
            guard Int(status.st_size) <= maxBytes else { throw tooLarge(name) }
            if let mapped = map(fd: fd, size: Int(status.st_size)) { return mapped }
        }
        return try read(fd: fd, name: name)
    }

    /// The documented error for an input past `maxBytes`.
    private func tooLarge(_ name: String) -> LoadError {
        LoadError(message: "\(name) is larger than \(Self.describe(bytes: maxBytes)) (--max-bytes)")
    }

    /// The documented error for an item past `maxItemBytes`.
    func itemTooLong(_ name: String) -> LoadError {
        LoadError(message: "\(name) has an item longer than \(Self.describe(bytes: maxItemBytes)) without a separator, the most one item may hold")
    }

    /// "4 GiB", "10 MiB", "1000 bytes".
    static func describe(bytes: Int) -> String {
        if bytes == byteLimit { return "4 GiB" }
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// How much of a mapped file is indexed at a time before the pages behind are given back.
    static let mappedWindowBytes = 1 << 20

    private func map(fd: Int32, size: Int) -> Result? {
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        madvise(address, size, MADV_SEQUENTIAL)
        let bits = UInt(bitPattern: address)
        let buffer = ByteBuffer(base: UnsafeRawPointer(address), count: size) {
            munmap(UnsafeMutableRawPointer(bitPattern: bits), size)
        }
        var indexer = ItemIndexer(separator: separator, cellOptions: cellOptions, maxItems: maxItems)
        var pages = MappedPages(base: address)
        var indexed = 0
        while indexed < size && !indexer.isFull && !indexer.tooLarge {
            indexed = min(size, indexed + Self.mappedWindowBytes)
            indexer.consume(UnsafeRawBufferPointer(rebasing: buffer.bytes[0..<indexed]))
            pages.release(before: indexer.scanned)
        }
        let cut = indexer.isFull && indexer.hasItems(after: buffer.bytes)
        indexer.finish(buffer.bytes)
        return Result(items: ItemStore(buffer: buffer, indexer: indexer), stoppedAtMaximum: cut)
    }

    private func read(fd: Int32, name: String) throws(LoadError) -> Result {
        var capacity = Self.chunkBytes
        var length = 0
        guard var memory = malloc(capacity) else { throw LoadError(message: "out of memory") }
        var indexer = ItemIndexer(separator: separator, cellOptions: cellOptions, maxItems: maxItems)
        var nextReport = clock.now() + Self.progressInterval
        var ended = false
        var gap = ItemGap()
        while !ended && !indexer.isFull {
            if capacity - length < Self.chunkBytes / 2 && capacity <= maxBytes {
                capacity = min(capacity * 2, maxBytes + 1)
                guard let grown = realloc(memory, capacity) else {
                    free(memory)
                    throw LoadError(message: "out of memory after \(indexer.count) items")
                }
                memory = grown
            }
            if progress != nil {
                // Wake up for progress reports even while the writer is silent.
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let wait = max((nextReport - clock.now()).moodpickSeconds * 1000, 0)
                _ = poll(&poller, 1, Int32(wait.rounded(.up)))
                let now = clock.now()
                if now >= nextReport {
                    progress?(indexer.count)
                    nextReport = now + Self.progressInterval
                }
                if poller.revents == 0 { continue }
            }
            // At most one byte past the limit is read: enough to know the input is too large.
            let n = LibC.read(fd, memory + length, min(capacity - length, maxBytes + 1 - length))
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let reason = String(cString: strerror(errno))
                free(memory)
                throw LoadError(message: "cannot read \(name): \(reason)")
            }
            if n == 0 { ended = true }
            length += n
            if length > maxBytes || indexer.tooLarge {
                free(memory)
                throw tooLarge(name)
            }
            indexer.consume(UnsafeRawBufferPointer(start: memory, count: length))
            if !indexer.isFull, let error = gap.check(indexer, length: length, loader: self, name: name) {
                free(memory)
                throw error
            }
        }
        var cut = false
        if indexer.isFull {
            let pending = UnsafeRawBufferPointer(start: memory, count: length)
            cut = indexer.hasItems(after: pending) || (!ended && moreInputWaits(fd: fd))
        }
        if let trimmed = realloc(memory, max(length, 1)) { memory = trimmed }
        let bits = UInt(bitPattern: memory)
        let buffer = ByteBuffer(base: UnsafeRawPointer(memory), count: length) {
            free(UnsafeMutableRawPointer(bitPattern: bits))
        }
        indexer.finish(buffer.bytes)
        return Result(items: ItemStore(buffer: buffer, indexer: indexer), stoppedAtMaximum: cut)
    }

    /// After `maxItems`, whether the input still has something that is not blank: a writer that
    /// keeps the pipe open with nothing to read for 50 ms counts as more input.
    private func moreInputWaits(fd: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 50) > 0 else { return true }
        var probe = [UInt8](repeating: 0, count: 4096)
        let n = probe.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress!, $0.count) }
        guard n > 0 else { return n < 0 }
        return !probe[0..<n].allSatisfy(separator.isBlank) || moreInputWaits(fd: fd)
    }
}

/// Input that could not be read: exit status 2.
package struct LoadError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
