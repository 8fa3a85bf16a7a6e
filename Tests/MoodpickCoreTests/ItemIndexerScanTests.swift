import Testing
@testable import MoodpickCore

/// A line that arrives in many reads is searched once, not once per read.
@Suite("ItemIndexer scan cost")
struct ItemIndexerScanTests {
    /// Feeds `input` as a pipe would, `chunk` bytes at a time, each call seeing all bytes so far.
    static func feed(_ input: [UInt8], chunk: Int) -> ItemIndexer {
        var indexer = ItemIndexer(separator: .newline, cellOptions: CellOptions())
        input.withUnsafeBytes { all in
            var length = 0
            while length < all.count {
                length = min(length + chunk, all.count)
                indexer.consume(UnsafeRawBufferPointer(rebasing: all[0..<length]))
            }
            indexer.finish(all)
        }
        return indexer
    }

    @Test("a 50 MB line read 64 KB at a time is searched in one pass (linear, not quadratic)")
    func longLine() {
        let input = [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
        let indexer = Self.feed(input, chunk: 64 << 10)
        #expect(indexer.count == 1)
        #expect(indexer.bytesSearched <= input.count, "searched \(indexer.bytesSearched) bytes of \(input.count)")
    }

    @Test("many lines and long lines mixed: each byte searched at most once, same items as at once",
          arguments: [1, 7, 4096])
    func mixed(chunk: Int) {
        var input: [UInt8] = []
        for length in [0, 1, 100_000, 3, 250_000, 12, 0, 9] {
            input += [UInt8](repeating: UInt8(ascii: "y"), count: length) + [0x0A]
        }
        input += [UInt8](repeating: UInt8(ascii: "z"), count: 70_000)  // no separator at the end
        let indexer = Self.feed(input, chunk: chunk)
        let atOnce = Self.feed(input, chunk: input.count)
        #expect(indexer.starts == atOnce.starts)
        #expect(indexer.bytesSearched <= input.count)
    }
}
