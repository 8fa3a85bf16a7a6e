import MoodpickCore

/// The history file on disk (`--emoji`'s recent picks): read at start, rewritten after a choice.
///
/// Never an error: a missing, unreadable or damaged file reads as an empty history, and a
/// place that cannot be written (no HOME, a read-only or foreign directory) just keeps none.
/// Writes are atomic: the new content goes to a temporary file in the same directory (mode
/// 0600), is flushed, and is renamed over the old file, so a crash leaves either the old file
/// or a new one, never a mix. A pick is recorded under a lock (``HistoryLock``): the file is
/// read again, the pick added, the result written, so runs that pick at the same moment each
/// keep their pick.
package struct HistoryFile: Sendable {
    package let location: HistoryLocation

    package init(location: HistoryLocation) { self.location = location }

    /// The file named by this process's environment (XDG_STATE_HOME, HOME), or nil.
    package static func fromProcessEnvironment() -> HistoryFile? {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return HistoryLocation(environment: environment).map(HistoryFile.init(location:))
    }

    /// How long a run waits for another run's write (each takes a few milliseconds; forty at
    /// once, about a second on a slow disk) before it leaves its pick unrecorded.
    package static let lockWait: Duration = .seconds(3)

    /// Files larger than this are not history (200 entries of ~40 bytes): ignored.
    static let maximumBytes = 1 << 20

    /// The history in the file, or an empty one when it is missing, unreadable or damaged.
    package func load() -> History {
        guard let bytes = Self.read(location.file) else { return History() }
        return History(parsing: bytes) ?? History()
    }

    /// Records one choice of `text` at `now` (Unix seconds): under the lock, reads, adds,
    /// writes atomically. Returns whether the file was written: false also when another run
    /// held the lock for longer than `lockWait`.
    @discardableResult
    package func record(_ text: String, at now: Int64, lockWait: Duration = HistoryFile.lockWait) -> Bool {
        guard makeDirectories(), let lock = HistoryLock(in: location.directory, wait: lockWait) else { return false }
        var history = load()
        history.record(text, at: now)
        let written = save(history)
        _ = consume lock  // released only now, after the rename
        return written
    }

    /// The state directories, made when missing (mode 0700); false when one cannot be.
    private func makeDirectories() -> Bool {
        for directory in location.directoriesToCreate {
            if mkdir(directory, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// Writes `history` atomically; false when the place cannot be written. A history that is
    /// a symbolic link is written through it (``HistoryLink``).
    @discardableResult
    package func save(_ history: History) -> Bool {
        guard makeDirectories() else { return false }
        let target = HistoryLink.writeTarget(of: location.file)
        var template = Array((HistoryLink.directory(of: target) + "/.history-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return false }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = fchmod(fd, 0o600) == 0
        let bytes = history.serialized()
        ok = ok && Descriptor.writeAll(bytes, to: fd)
        ok = ok && fsync(fd) == 0
        ok = close(fd) == 0 && ok
        ok = ok && rename(temporary, target) == 0
        if !ok { unlink(temporary) }
        return ok
    }

    /// A whole file's bytes, or nil when it cannot be read, is too large to be history, or is
    /// no regular file: a FIFO (opened without waiting for a writer) or a device is not history.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let n = chunk.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            if bytes.count > maximumBytes { return nil }
        }
    }

    /// The current time in Unix seconds (the shell passes it to `record`).
    package static func now() -> Int64 { Int64(time(nil)) }
}
