import Foundation
import MoodpickImages
import Testing

@Suite struct ThumbnailCacheTests {
    static let box = ThumbnailBox(columns: 4, rows: 2)

    static func key(_ path: String, modified: Int64 = 1) -> ThumbnailKey {
        ThumbnailKey(file: FileIdentity(path: path, size: 100, modifiedNanoseconds: modified), box: box)
    }

    @Test func aStoredThumbnailIsReadBackAndNoTemporaryFileIsLeft() throws {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ThumbnailCache(folder: folder + "/moodpick/thumbnails")
        let image = TestImages.halves(width: 4, height: 2, left: TestImages.red, right: TestImages.blue)
        cache.store(image, for: Self.key("/a.png"))
        #expect(cache.thumbnail(for: Self.key("/a.png")) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder) == [Self.key("/a.png").hashName + ".thumb"])
    }

    /// The file's version is in the key: a file changed since (another mtime) is a miss.
    @Test func aChangedFileIsAMiss() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ThumbnailCache(folder: folder)
        cache.store(RGBAImage(width: 1, height: 1, filledWith: TestImages.red), for: Self.key("/a.png", modified: 1))
        #expect(cache.thumbnail(for: Self.key("/a.png", modified: 2)) == nil)
    }

    @Test func aDamagedCacheFileIsAMiss() {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ThumbnailCache(folder: folder)
        let key = Self.key("/a.png")
        cache.store(RGBAImage(width: 2, height: 2, filledWith: TestImages.red), for: key)
        let whole = Array(FileManager.default.contents(atPath: cache.path(for: key))!)
        TestImages.write(Array(whole.dropLast(3)), to: cache.path(for: key))
        #expect(cache.thumbnail(for: key) == nil)
    }

    /// Over its bound the cache removes its oldest files, keeping the newest.
    @Test func theCacheStaysWithinItsBound() throws {
        let folder = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = RGBAImage(width: 16, height: 16, filledWith: TestImages.red)
        let cache = ThumbnailCache(folder: folder, maxBytes: 3 * (1024 + 100))
        for index in 0..<10 { cache.store(image, for: Self.key("/\(index).png")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let total = try names.reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as! Int) }
        #expect(total <= cache.maxBytes && names.count >= 1)
        #expect(cache.thumbnail(for: Self.key("/9.png")) == image)
    }

    @Test(arguments: [
        (["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], "/x/cache/moodpick/thumbnails"),
        (["XDG_CACHE_HOME": "relative", "HOME": "/home/u"], "/home/u/.cache/moodpick/thumbnails"),
        (["HOME": "/home/u"], "/home/u/.cache/moodpick/thumbnails"),
        ([:], nil),
    ] as [([String: String], String?)])
    func theFolderComesFromTheEnvironment(environment: [String: String], folder: String?) {
        #expect(ThumbnailCache.defaultFolder(environment: { environment[$0] }) == folder)
    }

    @Test func theFileNameIsAStableHashOfTheKey() {
        #expect(Self.key("/a.png").hashName == Self.key("/a.png").hashName)
        #expect(Self.key("/a.png").hashName != Self.key("/b.png").hashName)
        #expect(Self.key("/a.png").hashName.count == 16)
    }
}
