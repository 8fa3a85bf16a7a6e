/// An image file opened for reading, safely: never a FIFO or a device (opened non-blocking and
/// refused by type before any read, so nothing waits on a writer), a symlink loop or a missing
/// file an answer, its bytes read whole only under the budget's limit.
package final class ImageFile {
    /// What identifies this version of the file for the thumbnail cache.
    package let identity: FileIdentity
    private let descriptor: Int32

    /// Opens `path`, or says why not.
    package static func open(_ path: String, budget: PixelBudget) -> Result<ImageFile, ImageFailure> {
        if path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7f }) { return .failure(.controlCharactersInPath) }
        let descriptor = openForReading(path)
        if descriptor < 0 { return .failure(failure(errno)) }
        var info = stat()
        if fstat(descriptor, &info) != 0 {
            let code = errno
            close(descriptor)
            return .failure(failure(code))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            return .failure(.notARegularFile(kind: kindName(type)))
        }
        if Int(info.st_size) > budget.maxFileBytes {
            close(descriptor)
            return .failure(.fileTooLarge(bytes: Int(info.st_size)))
        }
        let identity = FileIdentity(
            path: absolute(path), size: Int(info.st_size),
            modifiedNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        return .success(ImageFile(identity: identity, descriptor: descriptor))
    }

    private init(identity: FileIdentity, descriptor: Int32) {
        self.identity = identity
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The whole file (it may have changed since it was opened: at most `limit` bytes are taken).
    package func readAll(limit: Int) -> Result<[UInt8], ImageFailure> {
        var bytes = [UInt8](repeating: 0, count: min(max(identity.size, 0), limit))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Self.failure(errno))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    private static func failure(_ code: Int32) -> ImageFailure {
        switch code {
        case ENOENT, ENOTDIR: .noSuchFile
        case EACCES, EPERM: .permissionDenied
        case ELOOP: .symlinkLoop
        default: .unreadable(errno: code)
        }
    }

    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "FIFO"
        case S_IFDIR: "directory"
        case S_IFCHR: "character device"
        case S_IFBLK: "block device"
        case S_IFSOCK: "socket"
        default: "special file"
        }
    }

    /// `path` from the working folder when relative: the cache's key must not depend on where
    /// moodpick was started.
    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        return String(cString: folder) + "/" + path
    }
}

/// A version of a file: its absolute path, size (bytes) and modification time (ns since the epoch).
package struct FileIdentity: Hashable, Sendable {
    package let path: String
    package let size: Int
    package let modifiedNanoseconds: Int64

    package init(path: String, size: Int, modifiedNanoseconds: Int64) {
        self.path = path
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}

/// open(2), non-blocking (a FIFO with no writer must not wait), from outside `ImageFile`, whose
/// own `open` would be found first.
private func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
