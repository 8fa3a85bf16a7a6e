/// Where a history write goes when the history's path is a symbolic link, as dotfile managers
/// keep state (docs/CONTRACT.md §15): through the link, so the link stays a link. The new file
/// is written beside the file the link leads to and renamed over it.
enum HistoryLink {
    /// Links followed before giving up (the kernel's own limit, ELOOP).
    static let maximumHops = 40

    /// The path to replace for a write to `path`: `path` itself when it is no link; the end of
    /// its chain of links when that is a regular file or does not exist yet (a link made before
    /// the file); `path` again when the chain ends anywhere else (a device, a directory, a
    /// loop), which is then replaced like any damaged history.
    static func writeTarget(of path: String) -> String {
        var current = path
        for _ in 0..<maximumHops {
            var info = stat()
            guard lstat(current, &info) == 0 else { return errno == ENOENT ? current : path }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = linkText(current) else { return path }
                current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
            case S_IFREG:
                return current
            default:
                return path
            }
        }
        return path
    }

    /// The directory part of `path` ("/" for a file at the root, "." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
