import Glibc

/// Who writes into a pipe: for telling `seq 1000000 | moodpick` (stream at once) from
/// `moodpick a b | moodpick` (the first picker holds the terminal; the second must wait its turn).
enum PipeWriter {
    /// Whether a process that has the pipe on `fd` open has also opened `/dev/tty` itself, as an
    /// interactive program (a picker) does. Reads `/proc`; false where it cannot tell.
    static func holdsTerminal(fd: Int32) -> Bool {
        guard let pipe = link("/proc/self/fd/\(fd)"), pipe.hasPrefix("pipe:") else { return false }
        let me = getpid()
        guard let proc = opendir("/proc") else { return false }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int32(name), pid != me, let links = descriptorLinks(of: pid) else { continue }
            if links.contains(pipe) && links.contains("/dev/tty") { return true }
        }
        return false
    }

    private static func descriptorLinks(of pid: Int32) -> [String]? {
        guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
        defer { closedir(directory) }
        var links: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.first?.isNumber == true, let target = link("/proc/\(pid)/fd/\(name)") { links.append(target) }
        }
        return links
    }

    private static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension StreamingInput {
    /// Whether the program writing this input holds the terminal (another picker).
    package var writerHoldsTerminal: Bool { PipeWriter.holdsTerminal(fd: fd) }
}
