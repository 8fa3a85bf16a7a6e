import MoodpickTerminal

/// Small, exact file and descriptor I/O for the shell (no Foundation on the run path).
enum FileIO {
    /// Writes all of `bytes` to `fd`; false when the descriptor refused them.
    @discardableResult
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool { Descriptor.writeAll(bytes, to: fd) }

    /// A whole file's text, or a message saying why it cannot be read. A file longer than
    /// `maximumBytes` (`/dev/zero`, a FIFO that never ends) is refused once that much is read,
    /// as too large for `what` (`a replay script`). With `regularFileOnly`, anything but a
    /// regular file is refused without a read: it is opened without waiting (a FIFO with no
    /// writer would wait for one forever) and looked at first.
    static func readText(_ path: String, maximumBytes: Int, as what: String, regularFileOnly: Bool = false) -> Result<String, ProgramError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { return .failure(ProgramError("cannot open \(path): \(lastError)")) }
        defer { close(fd) }
        // Made only when it is the answer: built at every read, the message was a string made
        // and freed for nothing at every start.
        func tooLarge() -> ProgramError { ProgramError("\(path) is larger than \(maximumBytes >> 20) MiB, too large for \(what)") }
        var status = stat()
        let isRegular = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        if regularFileOnly {
            guard isRegular else { return .failure(ProgramError("\(path) is not a regular file, so it is not read as \(what)")) }
            if status.st_size > maximumBytes { return .failure(tooLarge()) }
        }
        var bytes: [UInt8] = []
        // A file's own size (and a byte to see its end), so a short script costs no 64 KiB
        // buffer to fill with zeros: 16 page faults, a tenth of a short run's.
        var chunk = [UInt8](repeating: 0, count: isRegular ? min(Int(status.st_size) + 1, 1 << 16) : 1 << 12)
        while true {
            let n = chunk.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(ProgramError("cannot read \(path): \(lastError)")) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > maximumBytes { return .failure(tooLarge()) }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Opens a file for writing (created or emptied).
    static func create(_ path: String) -> Result<Int32, ProgramError> {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failure(ProgramError("cannot write \(path): \(lastError)")) }
        return .success(fd)
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
