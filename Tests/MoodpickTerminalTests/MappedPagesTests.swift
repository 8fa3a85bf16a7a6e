import Foundation
import Testing
@testable import MoodpickCore
@testable import MoodpickTerminal

/// A file read from stdin is mapped, and the pages the indexer has gone past are given back as
/// it goes (`MappedPages`): loading costs the index, not the file, in resident memory, and every
/// item still reads back whole from the page cache.
@Suite("Mapped input: pages given back behind the indexer")
struct MappedPagesTests {
    /// `count` lines `😀 mood000000` … (16 bytes each) in a new file; its descriptor, open for reading.
    static func file(lines count: Int) throws -> (fd: Int32, path: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-mapped-\(UUID().uuidString)").path
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 16)
        for index in 0..<count { bytes += line(index) + [0x0A] }
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        return (fd, path)
    }

    /// Line `index` of the file, without its newline.
    static func line(_ index: Int) -> [UInt8] {
        let number = String(index)
        return Array(("😀 mood" + String(repeating: "0", count: 6 - number.count) + number).utf8)
    }

    /// The resident bytes of the mapping that starts at `base`, from `/proc/self/smaps`.
    static func residentBytes(ofMappingAt base: UnsafeRawPointer) throws -> Int {
        // Read to its end by hand: /proc files say they are empty, which cuts a sized read short.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        let start = String(UInt(bitPattern: base), radix: 16)
        var inMapping = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), !line.hasPrefix(" "), line[..<dash].allSatisfy(\.isHexDigit) {
                inMapping = line[..<dash].drop { $0 == "0" } == start.drop { $0 == "0" }
            } else if inMapping, line.hasPrefix("Rss:") {
                return Int(line.split(separator: " ")[1])! * 1024
            }
        }
        throw HarnessFailure("no mapping at \(start) in /proc/self/smaps")
    }

    struct HarnessFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test("a file of 8 MB (500,000 lines) loads with less than half of it resident, and every item reads back whole",
          arguments: [10_000_000, 300_000])
    func givenBack(maxItems: Int) throws {
        let lines = 500_000
        let (fd, path) = try Self.file(lines: lines)
        defer {
            close(fd)
            unlink(path)
        }
        let loader = InputLoader(separator: .newline, cellOptions: CellOptions(), maxItems: maxItems, clock: SystemClock())
        let result = try loader.load(fd: fd, name: "the file")
        let items = result.items
        let base = try #require(items.buffer.base)
        #expect(items.buffer.count == lines * 16)
        let resident = try Self.residentBytes(ofMappingAt: base)
        // One window, and what the kernel maps at once around a fault (a large folio of a file
        // just written can be 2 MiB): far less than the file, which was all resident before.
        #expect(resident < items.buffer.count / 2, "\(resident) bytes of the \(items.buffer.count)-byte file are resident after loading")
        #expect(items.count == min(lines, maxItems))
        #expect(result.stoppedAtMaximum == (maxItems < lines))
        for index in [0, 1, items.count / 2, items.count - 1] {
            #expect(items.lineBytes(at: index) == Self.line(index))
        }
    }
}
