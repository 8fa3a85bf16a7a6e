import Foundation
import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The input is capped on both paths: an endless stream with no separator (where `maxItems`
/// never counts anything) and a file past 4 GiB are errors, never a malloc failure or a silent
/// loss of the items past 4 GiB.
@Suite("InputLoader byte limit")
struct InputLoaderLimitTests {
    static func loader(maxBytes: Int = InputLoader.byteLimit) -> InputLoader {
        InputLoader(separator: .newline, cellOptions: CellOptions(), maxItems: 10_000_000, maxBytes: maxBytes, clock: SystemClock())
    }

    @Test("an endless pipe with no separator stops at --max-bytes with an error", arguments: [1 << 20, 5_000_000])
    func endlessPipe(maxBytes: Int) throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        let writeEnd = fds[1]
        let stop = LimitStopFlag()
        let zeros = [UInt8](repeating: 0x78, count: 65_536)
        let writer = Thread {
            while !stop.isStopped {
                let n = zeros.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if n < 0 && errno != EAGAIN && errno != EINTR { break }
                if n < 0 { PipeWait.untilWritable(writeEnd) }
            }
            close(writeEnd)
            stop.finish()
        }
        writer.start()
        defer {
            stop.stop()
            stop.waitFinished()  // before the read end closes: no write may meet a closed pipe
            close(fds[0])
        }
        #expect {
            try Self.loader(maxBytes: maxBytes).load(fd: fds[0], name: "standard input")
        } throws: { error in
            "\(error)".contains("standard input is larger than") && "\(error)".contains("--max-bytes")
        }
    }

    /// What loading `text` from a pipe with a 1 MiB `maxItemBytes` gives: the item count, or
    /// the error's message.
    static func loadThroughPipe(_ text: [UInt8], separator: ItemSeparator) throws -> String {
        var loader = InputLoader(separator: separator, cellOptions: CellOptions(), maxItems: 10_000_000, clock: SystemClock())
        loader.maxItemBytes = 1 << 20
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let writeEnd = fds[1]
        let writer = Thread {
            _ = text.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = write(writeEnd, raw.baseAddress! + done, raw.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer {
            // Drained to the writer's end before closing: no write may meet a closed pipe.
            var sink = [UInt8](repeating: 0, count: 1 << 16)
            while sink.withUnsafeMutableBytes({ read(fds[0], $0.baseAddress, $0.count) }) > 0 {}
            close(fds[0])
        }
        do {
            return String(try loader.load(fd: fds[0], name: "standard input").items.count)
        } catch {
            return error.message
        }
    }

    @Test("a pipe past maxItemBytes without a separator, or without an item between its separators, is an error at once; as many bytes in lines load",
          arguments: [
            (Array(repeating: UInt8(ascii: "x"), count: 3 << 20), ItemSeparator.newline,
             "standard input has an item longer than 1 MiB without a separator, the most one item may hold"),
            (Array(String(repeating: "line\n", count: 600_000).utf8), .newline, "600000"),
            (Array(repeating: 0, count: 2 << 20), .nul, "standard input has 1 MiB without an item (only separators and blank lines)"),
            (Array(("a\n" + String(repeating: " \t \n", count: 800_000)).utf8), .newline,
             "standard input has 1 MiB without an item (only separators and blank lines)"),
          ] as [([UInt8], ItemSeparator, String)])
    func itemLimit(text: [UInt8], separator: ItemSeparator, outcome: String) throws {
        #expect(try Self.loadThroughPipe(text, separator: separator) == outcome)
    }

    @Test("a file past the limit is refused before it is mapped: a sparse file of 4 GiB + 1 byte")
    func hugeFile() throws {
        let path = FileManager.default.temporaryDirectory.path + "/moodpick-huge-\(UUID().uuidString)"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer {
            close(fd)
            unlink(path)
        }
        try #require(ftruncate(fd, off_t(InputLoader.byteLimit) + 1) == 0)
        #expect {
            try Self.loader().load(fd: fd, name: "huge")
        } throws: { error in
            "\(error)" == "huge is larger than 4 GiB (--max-bytes)"
        }
    }

    @Test("a file at the limit or under it loads", arguments: [10, 11, 100])
    func smallFile(maxBytes: Int) throws {
        let path = FileManager.default.temporaryDirectory.path + "/moodpick-small-\(UUID().uuidString)"
        try Data("one\ntwo\n.\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(try Self.loader(maxBytes: maxBytes).load(fd: fd).items.count == 3)
    }

    @Test("sizes are named in the message's units", arguments: [
        (InputLoader.byteLimit, "4 GiB"), (2 << 30, "2 GiB"), (10 << 20, "10 MiB"), (1 << 10, "1 KiB"), (1000, "1000 bytes"),
    ])
    func describe(bytes: Int, text: String) {
        #expect(InputLoader.describe(bytes: bytes) == text)
    }
}

/// A stop flag and a finished signal shared with a writer thread.
private final class LimitStopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }
    func stop() { lock.lock(); stopped = true; lock.unlock() }
    func finish() { finished.signal() }
    func waitFinished() { finished.wait() }
}
