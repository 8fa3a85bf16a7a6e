import Foundation
import MoodpickImages
import Testing

/// Paths that are no image file: each is a reason for the label row, never a hang or a crash.
@Suite struct ImageFileTests {
    static func failure(_ path: String, budget: PixelBudget = PixelBudget()) -> ImageFailure? {
        if case .failure(let failure) = ImageFile.open(path, budget: budget) { return failure }
        return nil
    }

    /// A FIFO with no writer: opening it for reading would block; it is refused by its type.
    @Test func aFIFOIsRefusedWithoutWaiting() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(Self.failure(folder + "/pipe") == .notARegularFile(kind: "FIFO"))
    }

    @Test func aSymlinkLoopSaysSo() throws {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: folder + "/b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: folder + "/a")
        #expect(Self.failure(folder + "/a") == .symlinkLoop)
    }

    @Test func aDirectoryAMissingFileAndControlCharactersSaySo() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.failure(folder) == .notARegularFile(kind: "directory"))
        #expect(Self.failure(folder + "/none.png") == .noSuchFile)
        #expect(Self.failure(folder + "/\u{1b}[31mred.png") == .controlCharactersInPath)
        #expect(Self.failure("/dev/null") == .notARegularFile(kind: "character device"))
    }

    @Test func aFileOverTheByteLimitIsRefusedBeforeReading() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TestImages.write([UInt8](repeating: 1, count: 20), to: folder + "/big.png")
        #expect(Self.failure(folder + "/big.png", budget: PixelBudget(maxFileBytes: 10)) == .fileTooLarge(bytes: 20))
    }
}
