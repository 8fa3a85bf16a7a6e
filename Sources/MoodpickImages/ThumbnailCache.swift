/// Thumbnails on disk, so a second run over the same folder decodes nothing: one file per
/// (file version, box), under `$XDG_CACHE_HOME/moodpick/thumbnails` (or `~/.cache/...`).
/// Each file is the key in full, then the fitted RGBA; a file whose key differs (a hash
/// collision) or whose length is wrong is a miss. Written atomically (a temporary file in the
/// same folder, then rename), so a reader never sees half a thumbnail; bounded to `maxBytes` by
/// removing the oldest files when a store goes over. Used from one thread (the worker).
package final class ThumbnailCache: @unchecked Sendable {
    package let folder: String
    package let maxBytes: Int
    /// The folder's total once it has been listed (nil until the first store).
    private var knownBytes: Int?

    package init(folder: String, maxBytes: Int = 64 * 1_048_576) {
        self.folder = folder
        self.maxBytes = maxBytes
    }

    /// The folder from the environment: `$XDG_CACHE_HOME` when it is an absolute path, else
    /// `$HOME/.cache`; nil when neither is known.
    package static func defaultFolder(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache + "/moodpick/thumbnails" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/moodpick/thumbnails" }
        return nil
    }

    static let magic = Array("moodpick thumbnail 1\n".utf8)

    /// The thumbnail stored for `key`, or nil.
    package func thumbnail(for key: ThumbnailKey) -> RGBAImage? {
        let descriptor = open(path(for: key), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if descriptor < 0 { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 64 * 1_048_576 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count <= 0 { return nil }
            filled += count
        }
        return Self.decode(bytes, key: key)
    }

    /// Stores `image` for `key`; a failure (a full disk, a read-only home) is silent: the cache
    /// only saves time.
    package func store(_ image: RGBAImage, for key: ThumbnailKey) {
        guard makeFolder() else { return }
        let bytes = Self.encode(image, key: key)
        let final = path(for: key)
        let temporary = folder + "/.tmp-\(getpid())-\(key.hashName)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor < 0 { return }
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var at = 0
            while at < raw.count {
                let count = write(descriptor, raw.baseAddress! + at, raw.count - at)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                at += count
            }
            return true
        }
        if close(descriptor) != 0 || !written || rename(temporary, final) != 0 {
            unlink(temporary)
            return
        }
        let total = (knownBytes ?? folderBytes()) + bytes.count
        knownBytes = total > maxBytes ? prune(keeping: final) : total
    }

    package func path(for key: ThumbnailKey) -> String { folder + "/" + key.hashName + ".thumb" }

    static func encode(_ image: RGBAImage, key: ThumbnailKey) -> [UInt8] {
        let keyBytes = Array(key.text.utf8)
        var bytes = magic
        for value in [keyBytes.count, image.width, image.height] { bytes += withUnsafeBytes(of: UInt32(value).littleEndian, Array.init) }
        return bytes + keyBytes + image.pixels
    }

    static func decode(_ bytes: [UInt8], key: ThumbnailKey) -> RGBAImage? {
        let keyBytes = Array(key.text.utf8)
        let head = magic.count + 12
        guard bytes.count >= head, bytes.starts(with: magic) else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reversed().reduce(0) { $0 << 8 | Int($1) } }
        let (keyLength, width, height) = (number(magic.count), number(magic.count + 4), number(magic.count + 8))
        guard keyLength == keyBytes.count, width > 0, height > 0, width <= 4096, height <= 4096,
            bytes.count == head + keyLength + width * height * 4, bytes[head..<head + keyLength].elementsEqual(keyBytes)
        else { return nil }
        return RGBAImage(width: width, height: height, pixels: Array(bytes[(head + keyLength)...]))
    }

    /// mkdir -p, private to the user (the names say which files they browse).
    private func makeFolder() -> Bool {
        var made = ""
        for part in folder.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// The thumbnails in the folder: name, bytes, modification time (ns).
    private func entries() -> [(name: String, bytes: Int, modified: Int64)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [(String, Int, Int64)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".thumb") else { continue }
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            found.append((name, Int(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)))
        }
        return found
    }

    private func folderBytes() -> Int { entries().reduce(0) { $0 + $1.bytes } }

    /// Removes the oldest thumbnails (never `kept`) until the folder holds at most three
    /// quarters of `maxBytes`, so that pruning is not done again at the next store; the total left.
    private func prune(keeping kept: String) -> Int {
        let all = entries().sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }
        var total = all.reduce(0) { $0 + $1.bytes }
        for entry in all where total > maxBytes * 3 / 4 {
            let path = folder + "/" + entry.name
            if path != kept && unlink(path) == 0 { total -= entry.bytes }
        }
        return total
    }
}

/// What a thumbnail depends on: the file's version and the box it was fitted to.
package struct ThumbnailKey: Hashable, Sendable {
    package let file: FileIdentity
    package let box: ThumbnailBox

    package init(file: FileIdentity, box: ThumbnailBox) {
        self.file = file
        self.box = box
    }

    /// The key in full, stored in the file and compared on every read.
    package var text: String {
        "\(file.path)\u{0}\(file.size)\u{0}\(file.modifiedNanoseconds)\u{0}\(box.columns)x\(box.rows)"
            + " cell \(box.cellWidth)x\(box.cellHeight) dots \(box.dotsAcross)x\(box.dotsDown)"
    }

    /// The file name: FNV-1a (64 bits) of `text`, in hex. Stable across runs and builds, unlike
    /// Swift's seeded `Hasher`.
    package var hashName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
