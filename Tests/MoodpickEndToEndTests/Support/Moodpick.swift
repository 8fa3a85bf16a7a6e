import Foundation

/// The binary under test and the ways the tests run it outside tmux.
enum Moodpick {
    /// The package root: this file is `<root>/Tests/MoodpickEndToEndTests/Support/Moodpick.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // MoodpickEndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `make test` runs `swift build` first, which leaves the debug binary here.
    static let binaryURL = packageRoot.appendingPathComponent(".build/debug/moodpick")

    /// The binary's path, or a failure that says how to get it (never a skip).
    static func binary() throws -> String {
        let path = binaryURL.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError(
                "the moodpick binary is missing at .build/debug/moodpick under the package root (\(path)); "
                    + "run `swift build` (or `make test`, which builds first)")
        }
        return path
    }

    /// Runs moodpick with no controlling terminal at all (`setsid -w`), under `timeout`, so a
    /// run that would wait for a terminal cannot hang the suite and can never touch the
    /// terminal of whoever runs the tests. A hang shows up as status 124.
    static func run(
        _ arguments: [String], stdin: Data? = nil, timeoutSeconds: Int = 30
    ) async throws -> ProcessResult {
        let binary = try binary()
        let setsid = try Processes.which("setsid")
        let timeout = try Processes.which("timeout")
        return try await Processes.run(
            setsid, ["-w", timeout, "-k", "5", String(timeoutSeconds), binary] + arguments,
            stdin: stdin, timeoutSeconds: Double(timeoutSeconds + 30))
    }

    static func run(_ arguments: [String], input: String) async throws -> ProcessResult {
        try await run(arguments, stdin: Data(input.utf8))
    }
}

/// Items the tests pipe in themselves, so that no assertion depends on the built-in moods.
/// Every symbol is a single-scalar Emoji_Presentation emoji of Unicode 13 or earlier: two
/// columns wide in glibc, in tmux 3.3a and in the program, so each cell is 4 columns wide and
/// the pitch is 6 at the default spacing.
enum Moods {
    static let lines = [
        "😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thinking",
        "😍 love", "😎 cool", "🥳 party", "😱 scared", "🤢 sick",
    ]
    static var symbols: [String] { lines.map { String($0.prefix(1)) } }
    static var labels: [String] { lines.map { String($0.dropFirst(2)) } }
    static var input: String { lines.joined(separator: "\n") + "\n" }
}
