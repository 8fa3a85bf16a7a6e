import Glibc
import MoodpickCurses

/// Small, exact file and descriptor I/O for the shell (no Foundation on the run path).
enum FileIO {
    /// Writes all of `bytes` to `fd`; false when the descriptor refused them.
    @discardableResult
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool { Descriptor.writeAll(bytes, to: fd) }

    /// A whole file's text, or a message saying why it cannot be read. A file longer than
    /// `maximumBytes` (`/dev/zero`, a FIFO that never ends) is refused once that much is read.
    static func readText(_ path: String, maximumBytes: Int) -> Result<String, ProgramError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ProgramError("cannot open \(path): \(lastError)")) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(ProgramError("cannot read \(path): \(lastError)")) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > maximumBytes {
                return .failure(ProgramError("\(path) is larger than \(maximumBytes >> 20) MiB, too large for a replay script"))
            }
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

/// Lines written to a file as a run goes (`--trace`, `--record`, `--screen`), buffered,
/// flushed at the end. The first failed write is kept, so the run can end with status 2 and
/// say so instead of leaving a truncated file behind in silence.
final class LineFile {
    private let fd: Int32
    private let path: String
    private var buffer: [UInt8] = []
    /// Why a write failed, once one has.
    private(set) var failure: ProgramError?

    init(path: String) throws {
        self.path = path
        fd = try FileIO.create(path).get()
    }

    func append(_ line: String) {
        buffer += line.utf8
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        if failure == nil, !FileIO.write(buffer, to: fd) {
            failure = ProgramError("cannot write \(path): \(FileIO.lastError)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes; the first failure, if any.
    @discardableResult
    func close() -> ProgramError? {
        flush()
        if Glibc.close(fd) != 0, failure == nil { failure = ProgramError("cannot write \(path): \(FileIO.lastError)") }
        return failure
    }
}

/// A runtime error: exit status 2 with this message on stderr.
struct ProgramError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
