import Foundation
import Testing
@testable import MoodpickTerminal

/// `moodpick --walk` on a temporary tree: what is listed under each option, breadth first,
/// paths with blanks, quotes and a newline whole, a link loop followed safely, and a walk
/// that stops when its reader has gone.
@Suite("Tree walk")
struct TreeWalkTests {
    /// The tree: plain files, a hidden file and folder, a .git folder, a name with a blank, a
    /// quote, a dollar and a newline, a link to a file and a link back to the top.
    static let files = ["top", "a/one", "a/b/two", "a/b/c/three", ".hidden/secret", ".dotfile", ".git/HEAD", "a/.git/config", "we ird/it's $x\nnew"]

    func withTree(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in Self.files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        }
        #expect(symlink("../top", root + "/a/top-link") == 0)
        #expect(symlink("..", root + "/a/b/up") == 0)
        try body(root)
    }

    /// The paths a walk of `root` writes, in order, as `root` relative ones.
    func walk(_ root: String, _ options: TreeWalk.Options) -> [String] {
        var bytes: [UInt8] = []
        let finished = TreeWalk(options: options, terminator: 0).walk(roots: [root]) { bytes += $0; return true }
        #expect(finished)
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : "!" + $0 }
    }

    static let cases: [(TreeWalk.Options, Set<String>)] = [
        (TreeWalk.Options(), ["top", "a/one", "a/top-link", "a/b/two", "a/b/up", "a/b/c/three", "we ird/it's $x\nnew"]),
        (TreeWalk.Options(files: false, directories: true), ["a", "a/b", "a/b/c", "we ird"]),
        (TreeWalk.Options(hidden: true), ["top", "a/one", "a/top-link", "a/b/two", "a/b/up", "a/b/c/three", "we ird/it's $x\nnew", ".hidden/secret", ".dotfile"]),
        (TreeWalk.Options(hidden: true, vcs: true), ["top", "a/one", "a/top-link", "a/b/two", "a/b/up", "a/b/c/three", "we ird/it's $x\nnew", ".hidden/secret", ".dotfile", ".git/HEAD", "a/.git/config"]),
        (TreeWalk.Options(files: false, directories: true, follow: true), ["a", "a/b", "a/b/c", "a/b/up", "we ird"]),
    ]

    @Test("each option lists what it says, every path once", arguments: cases)
    func listing(options: TreeWalk.Options, expected: Set<String>) throws {
        try withTree { root in
            let paths = walk(root, options)
            #expect(Set(paths) == expected)
            #expect(paths.count == Set(paths).count, "\(paths)")
        }
    }

    @Test("breadth first: no path comes after a deeper one")
    func breadthFirst() throws {
        try withTree { root in
            let depths = walk(root, TreeWalk.Options(files: true, directories: true)).map { $0.split(separator: "/").count }
            #expect(depths == depths.sorted(), "\(depths)")
        }
    }

    @Test("following links, a link back to the top lists each folder once and ends")
    func linkLoop() throws {
        try withTree { root in
            let paths = walk(root, TreeWalk.Options(files: true, directories: true, follow: true))
            #expect(paths.count == Set(paths).count)
            #expect(paths.filter { $0.hasPrefix("a/b/up/") }.isEmpty, "the loop is not entered:\n\(paths)")
        }
    }

    @Test("a root given with a slash at its end: its paths after the root, one slash between")
    func rootPrefix() throws {
        try withTree { root in
            var bytes: [UInt8] = []
            TreeWalk(options: TreeWalk.Options(), terminator: 0x0A).walk(roots: [root + "/a/"]) { bytes += $0; return true }
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(lines.contains(root + "/a/b/two") && !lines.contains { $0.contains("//") }, "\(lines)")
        }
    }

    @Test("a writer that refuses (the picker has gone) stops the walk at once")
    func stopsWhenRefused() throws {
        try withTree { root in
            var calls = 0
            let finished = TreeWalk(options: TreeWalk.Options(), terminator: 0).walk(roots: [root]) { _ in calls += 1; return false }
            #expect(!finished && calls == 1)
        }
    }

    @Test("a root that is not a folder writes nothing")
    func missingRoot() {
        var bytes: [UInt8] = []
        #expect(TreeWalk(options: TreeWalk.Options(), terminator: 0).walk(roots: ["/nonexistent-\(UUID().uuidString)"]) { bytes += $0; return true })
        #expect(bytes.isEmpty)
    }
}
