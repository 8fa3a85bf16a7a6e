import Foundation

/// The one way the end-to-end suites run a headless replay (docs/CONTRACT.md §6): the script
/// in a scratch file, the items on stdin, a virtual `cols` × `rows` screen (80 × 24).
extension Moodpick {
    /// Runs `--replay` with `script`, the items as raw bytes on stdin.
    static func replay(
        _ script: String, stdin: Data, _ extra: [String] = [], cols: Int = 80, rows: Int = 24
    ) async throws -> ProcessResult {
        try await replayRun(script, stdin: stdin, extra, cols: cols, rows: rows, keepScreen: false).result
    }

    /// Runs `--replay` with `script`, `items` on stdin, and returns the result and the last
    /// screen's rows as `--screen` wrote them (one string per row; none when no screen was written).
    static func replayScreen(
        _ script: String, items: String = "", _ extra: [String] = [], cols: Int = 80, rows: Int = 24
    ) async throws -> (result: ProcessResult, rows: [String]) {
        try await replayRun(script, stdin: Data(items.utf8), extra, cols: cols, rows: rows, keepScreen: true)
    }

    private static func replayRun(
        _ script: String, stdin: Data, _ extra: [String], cols: Int, rows: Int, keepScreen: Bool
    ) async throws -> (result: ProcessResult, rows: [String]) {
        let directory = try scratchDirectory("replay")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("script")
        let screen = directory.appendingPathComponent("screen")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let screenArguments = keepScreen ? ["--screen", screen.path] : []
        let result = try await run(
            ["--replay", file.path, "--cols", String(cols), "--rows", String(rows)] + screenArguments + extra,
            stdin: stdin)
        let lines = keepScreen ? (try? String(contentsOf: screen, encoding: .utf8))?.components(separatedBy: "\n") ?? [] : []
        return (result, lines)
    }
}
