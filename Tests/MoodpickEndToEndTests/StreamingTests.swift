import Foundation
import Testing

/// Standard input that is still arriving: the picker is up with what has come, later items join,
/// and keys work throughout.
@Suite("Streaming input in tmux")
struct StreamingTests {
    @Test("a trickle: `a` shows at once, `b` joins when it comes, keys work between; Enter before the end chooses `a`")
    func trickle() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let gate = session.directory.appendingPathComponent("gate").path
            try await session.type(#"(printf '😀 a\n'; while [ ! -e "# + shellQuoted(gate) + #" ]; do sleep 0.05; done; printf '😢 b\n') | "$MP"; echo "rc=$?""#)
            try await session.waitForRest("`a`, still loading") { $0.hasLine("a") && $0.contains("1/1…") }
            try await session.send("Right")  // nothing to move to yet: still `a`
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
            try await session.waitForRest("`b` joined, loading over") { $0.contains("1/2") && !$0.contains("1/2…") && $0.hasLine("a") }
            try await session.send("Right")
            try await session.waitForRest("`b` centered") { $0.contains("2/2") && $0.hasLine("b") }
            try await session.send("Left")
            try await session.waitForRest("`a` again") { $0.hasLine("a") && $0.contains("1/2") }
            try await session.send("Enter")
            try await session.waitFor("`😀 a` printed") { Array($0.lines.map(\.trimmed).filter { !$0.isEmpty }.suffix(3)) == ["😀 a", "rc=0", "$"] }
        }
    }

    @Test("Enter with a query before any item has arrived waits: the picker stays up and chooses once the item comes")
    func enterWithAQueryBeforeTheFirstItem() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let gate = session.directory.appendingPathComponent("gate").path
            let err = session.directory.appendingPathComponent("err")
            try await session.type(#"(while [ ! -e "# + shellQuoted(gate) + #" ]; do sleep 0.05; done; printf 'happy\nsad\n') | "$MP" 2> "#
                + shellQuoted(err.path) + #"; echo "rc=$?""#)
            try await session.waitFor("the empty picker, loading") { $0.contains("0/0…") }
            try await session.send("s")
            try await session.waitFor("the query typed") { $0.lines.contains { $0.text.hasPrefix("> s") } }
            try await session.send("Enter")  // nothing to choose yet, and more may match: ignored
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
            try await session.waitForRest("`sad` arrived and matched, the picker still up") { $0.hasLine("sad") && !$0.contains("…") }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            #expect(try await session.capture().hasLine("sad"))
            #expect(try String(contentsOf: err, encoding: .utf8).isEmpty)
        }
    }

    @Test("Esc while the input has not even started: moodpick ends while its writer still runs")
    func escapeWhileWaiting() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let gate = session.directory.appendingPathComponent("gate").path
            try await session.type(#"(while [ ! -e "# + shellQuoted(gate) + #" ]; do sleep 0.05; done; echo x) | "$MP"; echo "rc=$?""#)
            try await session.waitFor("the empty picker, loading") { $0.contains("0/0…") }
            let pid = try await shell.moodpickPID()
            try await session.send("Escape")
            try await Wait.until("moodpick to end", every: .milliseconds(20)) { kill(pid, 0) != 0 }
            #expect(kill(pid, 0) != 0, "moodpick ended before its input did")
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
            try await shell.waitForLine("rc=130")
        }
    }

    @Test("a million lines: the strip is up while they load, and End picks the last")
    func million() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            // The second half waits for the test to see the first: a fast build could otherwise
            // load all of it before the first look.
            let gate = session.directory.appendingPathComponent("gate").path
            try await session.type(
                #"{ seq 500000; while [ ! -e "# + shellQuoted(gate) + #" ]; do sleep 0.05; done; seq 500001 1000000; } | "$MP"; echo "rc=$?""#)
            try await session.waitFor("the strip while loading") { $0.lines.contains { $0.text.hasPrefix(">") && $0.text.hasSuffix("/500000…") } }
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
            try await session.waitForRest("all loaded", timeoutSeconds: 60) { $0.contains("1/1000000") && !$0.contains("1/1000000…") }
            try await session.send("End")
            try await session.waitForRest("the last") { $0.contains("1000000/1000000") }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            #expect(try await session.capture().hasLine("1000000"))
        }
    }

    @Test("`yes | moodpick --max-items 100000` ends with the note")
    func endless() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let err = session.directory.appendingPathComponent("err")
            try await session.type(#"yes | "$MP" --max-items 100000 2> "# + shellQuoted(err.path) + #"; echo "rc=$?""#)
            try await session.waitForRest("every item", timeoutSeconds: 60) { $0.contains("1/100000") && !$0.contains("1/100000…") }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            #expect(try String(contentsOf: err, encoding: .utf8).contains("stopped reading at 100000 items (--max-items)"))
        }
    }
}
