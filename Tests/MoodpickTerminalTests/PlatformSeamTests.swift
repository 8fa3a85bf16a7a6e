import CTerminfo
import Foundation
import Testing
@testable import MoodpickTerminal

/// The platform seam (docs/TERMINAL.md, "Platforms"): one file of the terminal layer imports the
/// C library and the rest of the program gets it from there; the `/proc` readers answer for
/// this process; the portable form of a long command's script is readable from its start.
@Suite("Platform seam")
struct PlatformSeamTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder` (relative to the root) whose lines import a C library by name.
    static func importers(under folder: String) throws -> [String: [String]] {
        let base = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(atPath: base.path) else { throw CocoaError(.fileReadNoSuchFile) }
        var found: [String: [String]] = [:]
        while let path = walk.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.firstMatch(of: /^(@_exported )?import (Glibc|Musl|Darwin)$/) != nil }
            if !lines.isEmpty { found["\(folder)/\(path)"] = lines }
        }
        return found
    }

    @Test("only the seams import the C library: the two Platform.swift (re-exported; MoodpickImages has no terminal layer), and moodpick-pictures, which links no terminal layer")
    func oneImporter() throws {
        let ladder = ["Glibc", "Musl", "Darwin"]
        #expect(try Self.importers(under: "Sources") == [
            "Sources/MoodpickTerminal/Platform/Platform.swift": ladder.map { "@_exported import \($0)" },
            "Sources/MoodpickImages/Platform/Platform.swift": ladder.map { "@_exported import \($0)" },
            "Sources/moodpick-pictures/main.swift": ladder.map { "import \($0)" },
        ])
        #expect(try Self.importers(under: "Tests").isEmpty)
    }

    @Test("the executable's path: absolute, this very test runner")
    func executablePath() throws {
        let path = try #require(ProcessFiles.executablePath())
        #expect(path.hasPrefix("/") && access(path, X_OK) == 0, "\(path)")
        let argument = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        #expect(path == argument, "\(path) against \(argument)")
    }

    @Test("a pipe of this process: its target, this process among the ids, and the pipe among its descriptors")
    func descriptors() throws {
        var ends: [Int32] = [-1, -1]
        try #require(LibC.pipe(&ends) == 0)
        defer { for fd in ends { LibC.close(fd) } }
        let target = try #require(ProcessFiles.descriptorTarget(ends[0]))
        #expect(target.hasPrefix("pipe:["), "\(target)")
        #expect(ProcessFiles.descriptorTarget(ends[1]) == target)
        #expect(ProcessFiles.processIDs()?.contains(getpid()) == true)
        #expect(ProcessFiles.descriptorTargets(of: getpid())?.filter { $0 == target }.count == 2)
        #expect(ProcessFiles.descriptorTarget(-1) == nil && ProcessFiles.descriptorTargets(of: -1) == nil)
    }

    @Test("the portable script file (memfd_create's stand-in): the command from offset 0, no name left, closed on exec")
    func scriptInUnlinkedFile() throws {
        let command = "printf '%s\\n' " + String(repeating: "x", count: 200_000)
        let fd = command.withCString { moodpick_script_in_unlinked_file($0, strlen($0)) }
        try #require(fd >= 0)
        defer { LibC.close(fd) }
        var status = stat()
        #expect(fstat(fd, &status) == 0 && status.st_nlink == 0 && Int(status.st_size) == command.utf8.count)
        #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
        var bytes = [UInt8](repeating: 0, count: command.utf8.count + 1)
        var taken = 0
        while taken < bytes.count {
            let n = bytes.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress! + taken, $0.count - taken) }
            guard n > 0 else { break }
            taken += n
        }
        #expect(String(decoding: bytes[0..<taken], as: UTF8.self) == command)
    }
}
