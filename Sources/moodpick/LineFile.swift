import MoodpickTerminal

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
        if LibC.close(fd) != 0, failure == nil { failure = ProgramError("cannot write \(path): \(FileIO.lastError)") }
        return failure
    }
}
