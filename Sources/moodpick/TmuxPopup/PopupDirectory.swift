import MoodpickTerminal

/// The private directory a `--tmux` run shares with the picker in its popup (mode 0700, made by
/// `mkdtemp`): the argument vector, the environment and the working directory going in, the
/// items through a FIFO, the output, the messages and the exit status coming back. Lists are
/// NUL-separated, so any argument (`$(touch x)`, a newline) arrives as it was.
struct PopupDirectory {
    let path: String

    /// The files, by name.
    enum File: String, CaseIterable {
        case arguments, environment, input, output, errors, status, pid
        case workingDirectory = "cwd"
        case statusInProgress = "status.tmp"
    }

    func path(_ file: File) -> String { path + "/" + file.rawValue }

    /// A new directory under `$TMPDIR` (or /tmp), or nil.
    static func make() -> PopupDirectory? {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/moodpick-tmux-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return PopupDirectory(path: String(cString: made))
    }

    /// This directory when it is one moodpick would have made: a real directory (not a link),
    /// ours, open to no one else.
    static func verified(_ path: String) -> PopupDirectory? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid(),
              status.st_mode & 0o077 == 0 else { return nil }
        return PopupDirectory(path: path)
    }

    /// Writes `bytes` to a new file that only we may read.
    @discardableResult
    func write(_ bytes: [UInt8], to file: File) -> Bool {
        let fd = open(path(file), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return FileIO.write(bytes, to: fd)
    }

    /// Strings, each ended by NUL.
    @discardableResult
    func write(list: [String], to file: File) -> Bool {
        write(list.flatMap { Array($0.utf8) + [0] }, to: file)
    }

    /// The whole file, or nil.
    func read(_ file: File) -> [UInt8]? {
        let fd = open(path(file), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = LibC.read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// The NUL-ended strings of a file written by `write(list:to:)`.
    func readList(_ file: File) -> [String]? {
        read(file).map { bytes in
            bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// A file's text as a whole number (the status, the pid), or nil.
    func number(_ file: File) -> Int32? {
        read(file).flatMap { Int32(String(decoding: $0, as: UTF8.self).trimmingSpaces) }
    }

    /// Removes every file this run could have made, then the directory.
    func remove() {
        for file in File.allCases { unlink(path(file)) }
        rmdir(path)
    }
}

extension String {
    /// The text without blanks and newlines around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
