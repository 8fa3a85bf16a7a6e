import Foundation
import Testing

/// A terminal without an alternate screen (TERM=linux): `--fullscreen` falls back to a picture
/// as tall as the screen, drawn inline, so it is erased on exit like any inline picture.
@Suite("No alternate screen")
struct NoAlternateScreenTests {
    @Test("TERM=linux --fullscreen: nothing of the picture is left, the prompt comes back under the output")
    func linux() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"clear; echo BEFORE; TERM=linux "$MP" --fullscreen a b; echo "rc=$?""#)
            try await session.waitForRest("the picture") { $0.contains("1/2") }
            try await session.send("Enter")
            let screen = try await shell.waitForLine("rc=0")
            let lines = screen.lines.map(\.trimmed).filter { !$0.isEmpty }
            #expect(!screen.contains("1/2") && !screen.contains("enter choose"), "no residue:\n\(screen)")
            #expect(Array(lines.suffix(3)) == ["a", "rc=0", "$"] || Array(lines.suffix(2)) == ["rc=0", "$"], "\(lines)")
            // A picture as tall as the screen scrolled the earlier output into the scrollback.
            let history = try await session.command(["capture-pane", "-p", "-S", "-", "-t", "s"])
            #expect(history.contains("BEFORE"))
        }
    }
}
