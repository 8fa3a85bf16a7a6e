import Dispatch
import Foundation
import Testing
@testable import MoodpickCore
@testable import MoodpickTerminal

/// The history file in a temporary XDG_STATE_HOME: modes, atomic writes, damage, no place.
@Suite("History file on disk")
struct HistoryFileTests {
    /// A fresh temporary directory, removed after `body`.
    func withDirectory(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer {
            chmod(url.path, 0o700)
            try? FileManager.default.removeItem(at: url)
        }
        try body(url.path)
    }

    func file(state: String) throws -> HistoryFile {
        HistoryFile(location: try #require(HistoryLocation(environment: ["XDG_STATE_HOME": state])))
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test("a choice is recorded; directories 0700, file 0600, whatever the umask")
    func recorded() throws {
        try withDirectory { root in
            let history = try file(state: root + "/state")
            let old = umask(0o022)
            defer { umask(old) }
            #expect(history.record("🔥", at: 100))
            #expect(history.record("👍🏿", at: 200))
            #expect(history.record("🔥", at: 300))
            #expect(history.load().entries == [History.Entry(text: "🔥", count: 2, lastUsed: 300), History.Entry(text: "👍🏿", count: 1, lastUsed: 200)])
            #expect(mode(root + "/state") == 0o700)
            #expect(mode(root + "/state/moodpick") == 0o700)
            #expect(mode(root + "/state/moodpick/history") == 0o600)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/state/moodpick")
            #expect(Set(leftovers) == ["history", "history.lock"], "no temporary file is left behind")
            #expect(mode(root + "/state/moodpick/history.lock") == 0o600)
        }
    }

    @Test("a file of garbage bytes reads as empty and is replaced by the next write")
    func garbage() throws {
        try withDirectory { root in
            let history = try file(state: root)
            try FileManager.default.createDirectory(atPath: root + "/moodpick", withIntermediateDirectories: true)
            var generator = SystemRandomNumberGenerator()
            let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try Data(noise).write(to: URL(fileURLWithPath: root + "/moodpick/history"))
            #expect(history.load().entries.isEmpty)
            #expect(history.record("🔥", at: 1))
            #expect(history.load().entries == [History.Entry(text: "🔥", count: 1, lastUsed: 1)])
        }
    }

    @Test("an unwritable or missing place is not an error: no history, nothing thrown")
    func unwritable() throws {
        try withDirectory { root in
            // Root ignores permissions; a regular file where the directory should be stops anyone.
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
            let blocked = try file(state: root + "/file")
            #expect(blocked.load().entries.isEmpty)
            #expect(!blocked.record("🔥", at: 1))
            chmod(root, 0o500)
            let readOnly = try file(state: root + "/state")
            if getuid() != 0 { #expect(!readOnly.record("🔥", at: 1)) }
            #expect(readOnly.load().entries.count <= 1)
        }
        #expect(HistoryLocation(environment: [:]) == nil, "no HOME and no XDG_STATE_HOME: no history at all")
    }

    @Test("20 rounds of 4 concurrent writers: never a damaged file, every pick kept")
    func concurrent() throws {
        try withDirectory { root in
            let history = try file(state: root)
            for round in 0..<20 {
                DispatchQueue.concurrentPerform(iterations: 4) { writer in
                    history.record("w\(writer)-\(round)", at: Int64(round))
                }
                let bytes = try #require(HistoryFile.read(history.location.file))
                let parsed = try #require(History(parsing: bytes), "round \(round): the file parses")
                let kept = parsed.entries.filter { $0.text.hasSuffix("-\(round)") }.count
                #expect(kept == 4, "round \(round): \(kept) of the 4 picks kept")
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/moodpick")
            #expect(Set(leftovers) == ["history", "history.lock"])
        }
    }

    /// How the history's path leads to the file a dotfile manager keeps.
    enum Link: String, CaseIterable, Sendable {
        case relative, absolute, chain, dangling
    }

    @Test("a history that is a symbolic link is written through it: the link stays, the file it leads to holds the picks",
          arguments: Link.allCases)
    func symlinked(link: Link) throws {
        try withDirectory { root in
            let history = try file(state: root + "/state")
            try FileManager.default.createDirectory(atPath: root + "/state/moodpick", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/dotfiles", withIntermediateDirectories: true)
            let target = root + "/dotfiles/moodpick-history"
            if link != .dangling { #expect(history.record("🔥", at: 1) && rename(history.location.file, target) == 0) }
            switch link {
            case .relative, .dangling: try FileManager.default.createSymbolicLink(atPath: history.location.file, withDestinationPath: "../../dotfiles/moodpick-history")
            case .absolute: try FileManager.default.createSymbolicLink(atPath: history.location.file, withDestinationPath: target)
            case .chain:
                try FileManager.default.createSymbolicLink(atPath: root + "/dotfiles/current", withDestinationPath: "moodpick-history")
                try FileManager.default.createSymbolicLink(atPath: history.location.file, withDestinationPath: root + "/dotfiles/current")
            }
            #expect(history.record("👍", at: 2))
            var info = stat()
            #expect(lstat(history.location.file, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
            let picks = try #require(HistoryFile.read(target).flatMap { History(parsing: $0) }).entries.map(\.text)
            #expect(Set(picks) == (link == .dangling ? ["👍"] : ["🔥", "👍"]), "\(picks)")
            #expect(mode(target) == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/dotfiles").allSatisfy { !$0.hasPrefix(".history") })
        }
    }

    @Test("a lock held by another writer is waited for at most lockWait; then the pick is not recorded and nothing hangs")
    func heldLock() throws {
        try withDirectory { root in
            let history = try file(state: root)
            #expect(history.record("🔥", at: 1))
            // Another open file description of the lock file: flock locks conflict between them.
            let holder = open(root + "/moodpick/history.lock", O_RDWR)
            try #require(holder >= 0 && flock(holder, LOCK_EX) == 0)
            #expect(!history.record("👍", at: 2, lockWait: .milliseconds(100)))
            #expect(history.load().entries.map(\.text) == ["🔥"], "the file is as it was")
            close(holder)  // released: the next pick is recorded
            #expect(history.record("👍", at: 3, lockWait: .milliseconds(100)))
            #expect(Set(history.load().entries.map(\.text)) == ["🔥", "👍"])
        }
    }
}
