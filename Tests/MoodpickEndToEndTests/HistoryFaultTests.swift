import Foundation
import Testing

/// The history of `--emoji` (docs/CONTRACT.md §15) when its place is not what it should be:
/// never an error, never a hang; the choice is printed all the same.
@Suite("History file faults, headless")
struct HistoryFaultTests {
    /// Runs `moodpick --emoji` with a replay script that chooses the first emoji, with
    /// `environment` (XDG_STATE_HOME, HOME) for the history.
    static func pick(_ environment: [String: String?]) async throws -> ProcessResult {
        let directory = try Moodpick.scratchDirectory("history-fault-script")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script")
        try "0 key enter\n".write(to: script, atomically: true, encoding: .utf8)
        var env = Processes.environment()
        for (name, value) in environment { env[name] = value }
        return try await Processes.run(
            try Processes.which("setsid"),
            ["-w", try Processes.which("timeout"), "-k", "5", "30", try Moodpick.binary(), "--emoji", "--replay", script.path],
            environment: env, timeoutSeconds: 60)
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
        var generator = SplitMix64(seed: 14)
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
