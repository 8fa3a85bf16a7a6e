import Foundation
import Testing

/// Input with no separator that never ends: `--max-items` counts nothing, so the byte cap
/// ends it with status 2 and the documented message.
@Suite("Endless input without separators")
struct EndlessInputTests {
    @Test("/dev/zero as a file or a pipe stops at --max-bytes", arguments: [
        ("\"$MOODPICK\" --items /dev/zero --max-bytes 3000000", "/dev/zero is larger than 3000000 bytes (--max-bytes)"),
        ("head -c 50000000 /dev/zero | \"$MOODPICK\" --max-bytes 2097152", "standard input is larger than 2 MiB (--max-bytes)"),
    ])
    func capped(script: String, message: String) async throws {
        let result = try await Moodpick.shell(script)
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
    }

    @Test("a pipe that sends 64 MiB without a separator stops there, long before --max-bytes", arguments: [
        "head -c 100000000 /dev/zero | \"$MOODPICK\" --filter x",
        "cat /dev/zero | \"$MOODPICK\" --filter x",
        "tr '\\0' x < /dev/zero | \"$MOODPICK\" --read0 --filter x",
    ])
    func itemLimit(script: String) async throws {
        let message = "standard input has an item longer than 64 MiB without a separator, the most one item may hold"
        let result = try await Moodpick.shell(script)
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
    }

    @Test("endless blank lines stop at 64 MiB too: separators with no item between them", arguments: [
        "yes \"$(printf '%1000s')\" | \"$MOODPICK\" --filter x",
        "(echo a; yes \"$(printf '\\t%999s')\") | \"$MOODPICK\" --filter x",
    ])
    func noItems(script: String) async throws {
        let result = try await Moodpick.shell(script)
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(result.err.contains("standard input has 64 MiB without an item (only separators and blank lines)"), "stderr: \(result.err)")
    }

    @Test("in a terminal, streamed: `cat /dev/zero | moodpick` ends at 64 MiB with exit 2 and the item message alone")
    func streamed() async throws {
        try await ShellRun.with { shell in
            try await shell.session.type(#"cat /dev/zero | "$MP"; echo "rc=$?""#)
            let screen = try await shell.waitForLine("rc=2")
            #expect(screen.contains("standard input has an item longer than 64 MiB"), "\(screen)")
            #expect(!screen.contains("no items to choose from"), "\(screen)")
        }
    }
}
