import Testing
@testable import MoodpickCore
@testable import MoodpickTerminal

/// Standard input read as it streams in: every batch gives a store of all the items so far,
/// made without copying the items before it.
@Suite("Streaming input")
struct StreamingInputTests {
    /// A pipe, both ends close-on-exec.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        try #require(LibC.pipe(&fds) == 0)
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    static func loader() -> InputLoader {
        InputLoader(separator: .newline, cellOptions: CellOptions(), maxItems: 10_000_000, clock: SystemClock())
    }

    static func lines(_ store: ItemStore) -> [String] {
        (0..<store.count).map { String(decoding: store.line(at: $0), as: UTF8.self) }
    }

    @Test("each batch's store holds the lines so far; a last line without its newline comes once the input ends", arguments: [
        (["a\nb", "b\n", "c"], [["a"], ["a", "bb"], ["a", "bb"]], ["a", "bb", "c"]),
        (["x\n", "", "y\n"], [["x"], ["x"], ["x", "y"]], ["x", "y"]),
        (["\n\n", "  \n", "z"], [[], [], []], ["z"]),
    ] as [([String], [[String]], [String])])
    func batches(chunks: [String], seen: [[String]], atEnd: [String]) throws {
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(readEnd) }
        let feed = try #require(StreamingInput(fd: readEnd, name: "test", loader: Self.loader()))
        for (chunk, expected) in zip(chunks, seen) {
            if !chunk.isEmpty {
                _ = Array(chunk.utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                feed.read(waiting: .seconds(5))
            }
            #expect(Self.lines(feed.items) == expected)
            #expect(!feed.isEnded)
        }
        close(writeEnd)
        while !feed.isEnded { feed.read(waiting: .seconds(5)) }
        #expect(Self.lines(feed.items) == atEnd)
        #expect(Self.lines(feed.items) == atEnd, "asking again adds nothing")
    }

    @Test("streamed input past maxItemBytes without a separator ends with the item error; the items before it were shown")
    func itemLimit() throws {
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(readEnd) }
        var loader = Self.loader()
        loader.maxItemBytes = 100_000
        let feed = try #require(StreamingInput(fd: readEnd, name: "standard input", loader: loader))
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let bytes = Array(("first\n" + String(repeating: "z", count: 150_000)).utf8)
        var written = 0
        while !feed.isEnded {
            if written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if n > 0 { written += n }
            }
            feed.read(waiting: .milliseconds(100))
        }
        close(writeEnd)
        #expect(feed.failure?.message == "standard input has an item longer than 100000 bytes without a separator, the most one item may hold")
        #expect(Self.lines(feed.items) == ["first"])
    }

    @Test("thousands of batches, a store kept from each as the picker keeps it: the item lists are not copied per batch")
    func costPerBatch() throws {
        let (readEnd, writeEnd) = try Self.pipe()
        defer { close(readEnd) }
        let feed = try #require(StreamingInput(fd: readEnd, name: "test", loader: Self.loader()))
        let batches = 3_000, perBatch = 20
        var store = feed.items
        var moves = 0
        for batch in 0..<batches {
            let text = (0..<perBatch).map { "\(batch)-\(String(repeating: "w", count: $0 % 7))\n" }.joined()
            _ = Array(text.utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            feed.read(waiting: .seconds(5))
            let before = store.starts.blockIdentity
            store = feed.items
            if store.starts.blockIdentity != before { moves += 1 }
        }
        close(writeEnd)
        while !feed.isEnded { feed.read(waiting: .seconds(5)) }
        store = feed.items
        let total = batches * perBatch
        #expect(store.count == total)
        // Growth only: doubling from 64 to past 60,000 items moves about 10 times, copying
        // fewer elements than it holds; a copy per batch would be 3,000 moves.
        #expect(moves <= 12, "\(moves) moves")
        #expect(store.starts.elementsCopied < 2 * total)
        #expect(try #require(store.widths).elementsCopied < 2 * total)
    }
}
