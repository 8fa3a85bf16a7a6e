import Foundation
import Testing

/// The history of `--emoji` (docs/CONTRACT.md §15) when its place is not what it should be:
/// never an error, never a hang; the choice is printed all the same.
@Suite("History file faults, headless")
struct HistoryFaultTests {
    /// Runs `moodpick --emoji` with a replay script that chooses the first emoji, with
    /// `environment` (XDG_STATE_HOME, HOME) for the history.
    static func pick(_ environment: [String: String?], start: String? = nil) async throws -> ProcessResult {
        let directory = try Moodpick.scratchDirectory("history-fault-script")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script")
        try "0 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        var env = Processes.environment()
        for (name, value) in environment { env[name] = value }
        return try await Processes.run(
            try Processes.which("setsid"),
            ["-w", try Processes.which("timeout"), "-k", "5", "30", try Moodpick.binary(), "--emoji", "--replay", script.path]
                + (start.map { ["--start", $0, "--output", "symbol"] } ?? []),
            environment: env, timeoutSeconds: 60)
    }

    /// The emoji texts a history file holds, in its order.
    static func recorded(in state: URL) -> [String] {
        let text = (try? String(contentsOf: state.appendingPathComponent("moodpick/history"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").last.map(String.init) }
    }

    @Test("40 runs picking 40 different emoji at the same moment: all 40 recorded, the file whole")
    func fortyAtOnce() async throws {
        let state = try Moodpick.scratchDirectory("history-forty")
        defer { try? FileManager.default.removeItem(at: state) }
        // 😀 to 😧: single-scalar emoji, each its own cell of the catalog.
        let emoji = (0x1F600..<0x1F628).map { String(UnicodeScalar($0)!) }
        let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for symbol in emoji { group.addTask { try await Self.pick(["XDG_STATE_HOME": state.path], start: symbol) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.err).filter { !$0.isEmpty })")
        #expect(Set(results.map(\.out)) == Set(emoji.map { $0 + "\n" }), "each run chose its own emoji")
        let recorded = Self.recorded(in: state)
        #expect(Set(recorded) == Set(emoji) && recorded.count == 40, "\(recorded.count) of 40 recorded: \(recorded)")
    }

    @Test("a history lock held by a live process is waited for a bounded time: the choice printed, exit 0, the pick not recorded")
    func heldLock() async throws {
        let state = try Moodpick.scratchDirectory("history-held-lock")
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("moodpick"), withIntermediateDirectories: true)
        let lock = state.appendingPathComponent("moodpick/history.lock").path
        let script = state.appendingPathComponent("script")
        try "0 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        // flock(1) holds the lock while moodpick runs under it.
        let result = try await Moodpick.shell(
            "XDG_STATE_HOME=\(shellQuoted(state.path)) flock \(shellQuoted(lock)) \"$MOODPICK\" --emoji --replay \(shellQuoted(script.path))")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀\n")
        #expect(result.stderr.isEmpty)
        #expect(Self.recorded(in: state).isEmpty, "nothing was written while another held the lock")
    }

    @Test("a history kept as a symbolic link (a dotfile manager's) stays a link; the file it leads to gets the pick")
    func symlinked() async throws {
        let root = try Moodpick.scratchDirectory("history-symlink")
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("moodpick"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("dotfiles"), withIntermediateDirectories: true)
        let link = state.appendingPathComponent("moodpick/history").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../dotfiles/moodpick-history")
        let result = try await Self.pick(["XDG_STATE_HOME": state.path])
        #expect(result.status == 0, "stderr: \(result.err)")
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink, "the link was replaced: \(kind.map { "\($0)" } ?? "?")")
        #expect(Self.recorded(in: state) == ["😀"], "read through the link")
        let target = try String(contentsOf: root.appendingPathComponent("dotfiles/moodpick-history"), encoding: .utf8)
        #expect(target.hasPrefix("moodpick-history 1\n") && target.hasSuffix("\t😀\n"), "\(target)")
    }

    @Test("a lock holder killed while it holds the lock blocks nobody: the next pick is recorded")
    func deadLockHolder() async throws {
        let state = try Moodpick.scratchDirectory("history-dead-holder")
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("moodpick"), withIntermediateDirectories: true)
        let lock = state.appendingPathComponent("moodpick/history.lock").path
        // The holder takes the lock, then dies of SIGKILL while holding it.
        let holder = try await Processes.run("/bin/sh", ["-c", "exec 9>>\(shellQuoted(lock)); flock 9; kill -KILL $$"])
        #expect(holder.status == 128 + SIGKILL)
        let result = try await Self.pick(["XDG_STATE_HOME": state.path])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(Self.recorded(in: state) == ["😀"])
    }

    /// Places where no history can be kept: XDG_STATE_HOME is a regular file (root ignores
    /// permissions, a file stops everyone), the history's path is a directory, neither
    /// XDG_STATE_HOME nor HOME is set.
    enum Place: String, CaseIterable, Sendable {
        case stateIsAFile, historyIsADirectory, noHomeAtAll
    }

    @Test("an unwritable state directory: the choice is printed, exit 0, nothing on stderr", arguments: Place.allCases)
    func unwritable(place: Place) async throws {
        let root = try Moodpick.scratchDirectory("history-fault")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment: [String: String?]
        switch place {
        case .stateIsAFile:
            let file = root.appendingPathComponent("file")
            try Data("not a directory\n".utf8).write(to: file)
            environment = ["XDG_STATE_HOME": file.path]
        case .historyIsADirectory:
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("moodpick/history"), withIntermediateDirectories: true)
            environment = ["XDG_STATE_HOME": root.path]
        case .noHomeAtAll:
            environment = ["XDG_STATE_HOME": nil, "HOME": nil]
        }
        let result = try await Self.pick(environment)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀\n")
        #expect(result.stderr.isEmpty, "stderr: \(result.err)")
        if place == .historyIsADirectory {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("moodpick/history").path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    /// What sits where the history file should be.
    enum Damage: String, CaseIterable, Sendable {
        case garbage, tooLarge, symlinkToDevZero, fifo
    }

    @Test("a damaged history (garbage bytes, 3 MB, a link to /dev/zero, a FIFO) is ignored, never waited for, and rewritten",
          arguments: Damage.allCases)
    func damaged(damage: Damage) async throws {
        let root = try Moodpick.scratchDirectory("history-damage")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("moodpick")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let history = directory.appendingPathComponent("history")
        var generator = SeededGenerator(seed: 14)
        switch damage {
        case .garbage: try Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: history)
        case .tooLarge: try Data((0..<3_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: history)
        case .symlinkToDevZero: try FileManager.default.createSymbolicLink(atPath: history.path, withDestinationPath: "/dev/zero")
        case .fifo: #expect(mkfifo(history.path, 0o600) == 0)
        }
        let result = try await Self.pick(["XDG_STATE_HOME": root.path])
        #expect(result.status != 124, "moodpick hung on the history file")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "😀\n", "the damaged history was ignored")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular, "rewritten as a regular file: \(attributes[.type] ?? "?")")
        let text = try String(contentsOf: history, encoding: .utf8)
        #expect(text.hasPrefix("moodpick-history 1\n") && text.hasSuffix("\t😀\n"), "\(text.prefix(200))")
    }
}
