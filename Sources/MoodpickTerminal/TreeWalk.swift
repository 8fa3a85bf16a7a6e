
/// `moodpick --walk`: the paths under a folder, for the files and directories widgets
/// (docs/CONTRACT.md §16), written as they are found so that the picker they are piped into shows
/// the first of them while the rest are still being read.
///
/// Breadth first (every entry of a folder before those of its subfolders, so the shallow
/// paths come first, as a person looks for them), in the order the file system lists them
/// (no sort: it would hold every path back until the last is read). Names that start with a
/// dot are left out unless `hidden`, version-control folders (`.git`, `.hg`, `.svn`, ...)
/// unless `vcs`. A symbolic link is an entry of its own, never followed unless `follow`;
/// then each folder is entered once at most, by its device and inode, so a link that points
/// back up the tree ends nothing and repeats nothing. A folder that cannot be read is passed
/// over without a message, as a picker's list has no place for one.
package struct TreeWalk: Sendable {
    /// What the walk lists and where it goes.
    package struct Options: Equatable, Sendable {
        /// List everything that is not a folder (files, links, sockets...).
        package var files = true
        /// List the folders (the starting one aside).
        package var directories = false
        /// Include names that start with a dot.
        package var hidden = false
        /// Include version-control folders and what is in them.
        package var vcs = false
        /// Follow symbolic links to folders.
        package var follow = false

        package init(files: Bool = true, directories: Bool = false, hidden: Bool = false, vcs: Bool = false, follow: Bool = false) {
            self.files = files
            self.directories = directories
            self.hidden = hidden
            self.vcs = vcs
            self.follow = follow
        }
    }

    /// The folder names left out unless `vcs`.
    package static let versionControlNames: Set<String> = [".git", ".hg", ".svn", ".bzr", "_darcs", "CVS", ".jj", ".pijul"]

    /// How many bytes of paths are held before they are written: a pipe's worth, so that a
    /// large tree costs few writes and the picker still gets paths at once.
    package static let flushBytes = 16 << 10

    let options: Options
    /// Ends each path: NUL or a newline.
    let terminator: UInt8

    package init(options: Options, terminator: UInt8) {
        self.options = options
        self.terminator = terminator
    }

    /// Walks each of `roots` and hands `write` the paths found, each followed by the
    /// terminator, in chunks: after the first folder (so the first frame has items) and then
    /// each time `flushBytes` have gathered, and once at the end. A path under the root `.` is
    /// written without `./`; under any other root, after the root and a slash. Stops as soon
    /// as `write` returns false (the picker has ended and closed the pipe) and returns false then.
    @discardableResult
    package func walk(roots: [String], write: ([UInt8]) -> Bool) -> Bool {
        var output: [UInt8] = []
        output.reserveCapacity(Self.flushBytes * 2)
        var entered = Set<FolderIdentity>()
        for root in roots {
            var queue: [[UInt8]] = []
            var next = 0
            var rootStatus = stat()
            guard stat(root, &rootStatus) == 0, (rootStatus.st_mode & S_IFMT) == S_IFDIR else { continue }
            entered.insert(FolderIdentity(rootStatus))
            queue.append(Array(root.utf8))
            var first = true
            while next < queue.count {
                let folder = queue[next]
                queue[next] = []
                next += 1
                // The queue's read part is dropped now and then, so a huge tree holds only the
                // folders still to be read.
                if next > 4096 && next * 2 > queue.count {
                    queue.removeFirst(next)
                    next = 0
                }
                list(folder, under: root, into: &output, queue: &queue, entered: &entered)
                if first || output.count >= Self.flushBytes {
                    first = false
                    if !output.isEmpty {
                        guard write(output) else { return false }
                        output.removeAll(keepingCapacity: true)
                    }
                }
            }
        }
        return output.isEmpty || write(output)
    }

    /// Reads one folder: its paths into `output`, its subfolders onto `queue`.
    private func list(
        _ folder: [UInt8], under root: String, into output: inout [UInt8], queue: inout [[UInt8]],
        entered: inout Set<FolderIdentity>
    ) {
        let path = folder + [0]
        guard let stream = path.withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) })
        else { return }
        defer { closedir(stream) }
        // What is written before a name: nothing for the root `.`, the folder and a slash else.
        let isDotRoot = folder.count == 1 && folder[0] == UInt8(ascii: ".") && root == "."
        let prefix: [UInt8] = isDotRoot ? [] : (folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")])
        while let entry = readdir(stream) {
            let kind = entry.pointee.d_type
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return Array(bytes[0..<length])
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if !options.hidden && name.first == UInt8(ascii: ".") && !(options.vcs && isVersionControl(name)) { continue }
            let child = prefix + name
            var isFolder = kind == UInt8(DT_DIR)
            var descend = isFolder
            if kind == UInt8(DT_UNKNOWN) || (kind == UInt8(DT_LNK) && options.follow) {
                var status = stat()
                let found = (child + [0]).withUnsafeBufferPointer { buffer in
                    let cPath = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                    return kind == UInt8(DT_LNK) ? stat(cPath, &status) : lstat(cPath, &status)
                }
                if found == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
                    isFolder = true
                    descend = entered.insert(FolderIdentity(status)).inserted
                }
            } else if isFolder, options.follow {
                // With links followed, a folder reached by a link first is not entered again.
                var status = stat()
                let found = (child + [0]).withUnsafeBufferPointer {
                    lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status)
                }
                descend = found == 0 && entered.insert(FolderIdentity(status)).inserted
            }
            if isFolder {
                if !options.vcs && isVersionControl(name) { continue }
                if options.directories {
                    output += child
                    output.append(terminator)
                }
                if descend { queue.append(child) }
            } else if options.files {
                output += child
                output.append(terminator)
            }
        }
    }

    private func isVersionControl(_ name: [UInt8]) -> Bool {
        Self.versionControlNames.contains(String(decoding: name, as: UTF8.self))
    }
}

/// A folder as the kernel knows it, whatever path reached it.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
