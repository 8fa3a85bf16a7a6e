import Foundation
import Testing

/// Replay scripts that used to take minutes and gigabytes, or abort: each now ends at once
/// with status 2 and a message that names the problem.
@Suite("Replay bounds")
struct ReplayBoundsTests {
    @Test("unbounded scripts exit 2 with a message", arguments: [
        ("--replay /dev/zero", "larger than"),
        ("--replay \"$D/huge-resize\"", "at most 10000"),
        ("--replay \"$D/giant-screen\"", "at most 10000"),
        ("--replay \"$D/huge-time\"", "expected a time"),
    ])
    func unbounded(arguments: String, message: String) async throws {
        let directory = try Moodpick.scratchDirectory("replay-bounds")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0 resize 5 100000000\n".write(to: directory.appendingPathComponent("huge-resize"), atomically: true, encoding: .utf8)
        try "0 resize 1000000000 1000000000\n".write(to: directory.appendingPathComponent("giant-screen"), atomically: true, encoding: .utf8)
        try "9223372036854775808 key enter\n".write(to: directory.appendingPathComponent("huge-time"), atomically: true, encoding: .utf8)
        let result = try await Moodpick.shell("D=\(shellQuoted(directory.path)); printf 'a\\nb\\n' | \"$MOODPICK\" \(arguments)")
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }
}
