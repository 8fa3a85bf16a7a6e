import Foundation
import Glibc
import MoodpickCore
import Testing
@testable import MoodpickCurses

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
                if n < 0 { usleep(200) }
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

    @Test("a pipe that sends more than maxItemBytes without a separator is an error at once; as many bytes in lines load")
    func itemLimit() throws {
        var loader = Self.loader()
        loader.maxItemBytes = 1 << 20
        for (text, fails) in [(String(repeating: "x", count: 3 << 20), true), (String(repeating: "line\n", count: 600_000), false)] {
            var fds: [Int32] = [0, 0]
            try #require(pipe(&fds) == 0)
            let writeEnd = fds[1]
            let bytes = Array(text.utf8)
            let writer = Thread {
                _ = bytes.withUnsafeBytes { raw in
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
            if fails {
                #expect {
                    try loader.load(fd: fds[0], name: "standard input")
                } throws: { error in
                    "\(error)" == "standard input has an item longer than 1 MiB without a separator, the most one item may hold"
                }
            } else {
                #expect(try loader.load(fd: fds[0], name: "standard input").items.count == 600_000)
            }
        }
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
