/// What moodpick reads from Linux's `/proc`, one function per file, so that a port has one
/// place to answer each question its own way (`_NSGetExecutablePath`, libproc on Darwin).
/// Where a question has no answer here, nil: the callers then do what they do when they
/// cannot tell (docs/TERMINAL.md, "Platforms").
package enum ProcessFiles {
    /// The running executable's absolute path (`/proc/self/exe`; `_NSGetExecutablePath` on
    /// Darwin), or nil.
    package static func executablePath() -> String? {
        #if os(Linux)
        return link("/proc/self/exe")
        #elseif canImport(Darwin)
        var size = UInt32(PATH_MAX) + 1
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }

    /// What this process's descriptor `fd` is open on (`/proc/self/fd/FD`): a path, or
    /// `pipe:[INODE]` for a pipe. Nil where it cannot be read.
    package static func descriptorTarget(_ fd: Int32) -> String? {
        #if os(Linux)
        return link("/proc/self/fd/\(fd)")
        #else
        return nil
        #endif
    }

    /// The ids of the processes this user can see (`/proc`'s numeric entries); nil where they
    /// cannot be listed.
    package static func processIDs() -> [Int32]? {
        #if os(Linux)
        return entries(of: "/proc")?.compactMap { Int32($0) }
        #else
        return nil
        #endif
    }

    /// What each open descriptor of process `pid` is open on (`/proc/PID/fd/*`), in the same
    /// form as `descriptorTarget`; nil where they cannot be read (another user's process).
    package static func descriptorTargets(of pid: Int32) -> [String]? {
        #if os(Linux)
        guard let names = entries(of: "/proc/\(pid)/fd") else { return nil }
        return names.filter { $0.first?.isNumber == true }.compactMap { link("/proc/\(pid)/fd/\($0)") }
        #else
        return nil
        #endif
    }

    /// A symbolic link's target (readlink(2)), or nil.
    private static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in a folder, without `.` and `..`; nil if it cannot be opened.
    private static func entries(of path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
