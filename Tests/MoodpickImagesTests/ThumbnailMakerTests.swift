import Foundation
import MoodpickImages
import Testing

@Suite struct ThumbnailMakerTests {
    /// A 32x16 PNG in a 4x2-cell box (4x4 half-block dots): fitted to 4x2, halves kept exact.
    @Test func aFileBecomesItsFittedThumbnailAndIsCached() throws {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TestImages.write(TestImages.png(TestImages.halves(width: 32, height: 16, left: TestImages.red, right: TestImages.blue)), to: folder + "/a.png")
        let box = ThumbnailBox(columns: 4, rows: 2)
        let cache = ThumbnailCache(folder: folder + "/cache")
        let maker = ThumbnailMaker(box: box, cache: cache)
        let thumbnail = try maker.thumbnail(of: folder + "/a.png").get()
        #expect(thumbnail == TestImages.halves(width: 4, height: 2, left: TestImages.red, right: TestImages.blue))
        // A second run reads the cache: a different thumbnail stored under the file's key is what it gets.
        var info = stat()
        #expect(stat(folder + "/a.png", &info) == 0)
        let key = ThumbnailKey(
            file: FileIdentity(
                path: folder + "/a.png", size: Int(info.st_size),
                modifiedNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)), box: box)
        let stand = RGBAImage(width: 1, height: 1, filledWith: TestImages.white)
        cache.store(stand, for: key)
        #expect(try maker.thumbnail(of: folder + "/a.png").get() == stand)
    }

    @Test func aFileThatIsNotAnImageSaysSo() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TestImages.write(Array("#!/bin/sh\necho hi\n".utf8), to: folder + "/script.png")
        #expect(throws: ImageFailure.notAnImage) { try ThumbnailMaker(box: ThumbnailBox(columns: 4, rows: 2), cache: nil).thumbnail(of: folder + "/script.png").get() }
    }
}
