import Foundation
import Testing

/// `--preview` and `--on-change` in a real terminal: never more than one preview process, a
/// flood or a command that never ends costs the picker nothing, nothing a preview prints moves
/// the cursor or changes the terminal, and no child outlives moodpick.
@Suite("Preview and on-change in tmux")
struct PreviewTmuxTests {
    /// moodpick's running children (zombies not counted: they are gone, only not yet reaped).
    static func liveChildren(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && fields[0] != "Z" && Int32(fields[1]) == pid
        }
    }

    @Test("moving through 20 items under a preview that sleeps: at most one child at any time, none left after")
    func oneChild() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"seq 20 | "$MP" --preview 'sleep 10; echo late'; echo "rc=$?""#)
            try await session.waitForRest("the picker") { $0.contains("1/20") }
            let pid = try await shell.moodpickPID()
            var most = 0
            for step in 2...20 {
                try await session.send("Right")
                for _ in 0..<3 {
                    most = max(most, Self.liveChildren(of: pid).count)
                    try await InputPace.gap(.milliseconds(15))
                }
                try await session.waitFor("\(step)/20") { $0.contains("\(step)/20") }
            }
            try await session.waitForRest("the last item") { $0.contains("20/20") }
            #expect(most <= 1, "children seen at once: \(most)")
            #expect(Self.liveChildren(of: pid).count == 1, "the preview of the item rested on runs")
            try await session.send("Escape")
            try await shell.waitForLine("rc=130")
            let leftover = try await Processes.run("/usr/bin/pgrep", ["-f", "sleep 10; echo late"])
            #expect(leftover.out.isEmpty, "no preview outlives moodpick: \(leftover.out)")
        }
    }

    @Test("a preview that floods (`yes`) leaves the picker responsive; its memory stays bounded")
    func flood() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"seq 50 | "$MP" --preview yes; echo "rc=$?""#)
            try await session.waitForRest("the picker with the preview") { $0.contains("1/50") && $0.hasLine("y") }
            let pid = try await shell.moodpickPID()
            for step in 2...10 {
                try await session.send("Right")
                try await session.waitFor("\(step)/50") { $0.contains("\(step)/50") }
            }
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM") } ?? "?"
            print("preview flood: moodpick's peak resident memory \(peak)")  // measured, not asserted
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
        }
    }

    @Test("what a preview prints cannot clear the screen, set the title or move the cursor; its text shows")
    func escapes() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let log = session.directory.appendingPathComponent("bytes")
            try await session.command(["pipe-pane", "-o", "-t", "s", "cat >> " + shellQuoted(log.path)])
            try await session.type(#"clear; echo KEEP; "$MP" --preview 'printf "\033[2J\033]0;pwned\007\033[31mred\033[0m"' a b; echo "rc=$?""#)
            try await session.waitForRest("the preview") { $0.hasLine("red") }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            let screen = try await session.capture()
            #expect(screen.hasLine("KEEP"), "the screen was not cleared")
            #expect(try await session.display("#{pane_title}") != "pwned")
            let bytes = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(!bytes.contains("\u{1B}]0;pwned") && !bytes.contains("\u{1B}[2J"))
        }
    }

    @Test("--on-change writes exactly the sequence of items rested on")
    func onChange() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            let log = session.directory.appendingPathComponent("changes")
            try await session.type(#"seq 5 | "$MP" --on-change 'echo {n} >> "# + shellQuoted(log.path) + #"'; echo "rc=$?""#)
            try await session.waitForRest("the picker") { $0.contains("1/5") }
            for (key, count) in [("Right", "2/5"), ("Right", "3/5"), ("Left", "2/5"), ("End", "5/5")] {
                try await session.send(key)
                try await session.waitForRest(count) { $0.contains(count) }
            }
            try await session.send("Enter")
            try await shell.waitForLine("rc=0")
            let written = try await Wait.until(
                "the preview log", timeoutSeconds: 5, look: { (try? String(contentsOf: log, encoding: .utf8)) ?? "" },
                describe: { $0.debugDescription }
            ) { $0 == "0\n1\n2\n1\n4\n" }
            #expect(written == "0\n1\n2\n1\n4\n")
        }
    }
}
