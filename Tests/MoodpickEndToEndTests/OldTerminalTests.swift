import Foundation
import Testing

/// Terminfo entries of real old terminals carry padding (`$<5>`): it is never drawn.
@Suite("Old terminal types in tmux")
struct OldTerminalTests {
    @Test("TERM=vt100 or vt102: no `$<` on the screen, during the run or after it", arguments: ["vt100", "vt102"])
    func noPadding(term: String) async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"printf 'alpha\nbeta\ngamma\n' | TERM=\#(term) "$MP"; echo "rc=$?""#)
            let screen = try await session.waitForRest("the picker") { $0.text.contains("alpha") && $0.text.contains("beta") }
            #expect(!screen.text.contains("$<"), "padding drawn:\n\(screen)")
            try await session.send("Right")
            try await session.waitForRest("beta centered") { $0.text.contains("2/3") }
            try await session.send("Enter")
            let after = try await shell.waitForLine("rc=0")
            #expect(!after.text.contains("$<"), "padding left on the screen:\n\(after)")
        }
    }
}
