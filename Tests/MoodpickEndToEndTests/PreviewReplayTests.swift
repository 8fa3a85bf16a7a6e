import Foundation
import Testing

/// `--preview` and `--on-change` in headless replays: a preview is waited for before the replay's
/// time moves on, so what it shows after each rest is part of the run, the same every time.
@Suite("Preview and on-change, headless")
struct PreviewReplayTests {
    static let preview = ["--preview", #"printf "%s|%s\n" {n} {label}"#]

    @Test("the preview rows show the item rested on, after each rest; the picture grows by the preview's rows")
    func previewRows() async throws {
        for (script, expected) in [("0 key enter\n", "0|a"), ("0 key right\n500 key enter\n", "1|b"),
                                   ("0 key right\n100 key right\n700 key enter\n", "2|c d")] {
            let (result, rows) = try await Moodpick.replayScreen(script, Self.preview + ["a", "b", "c d"])
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(rows[3] == expected, "the preview's first row, under the label: \(rows.prefix(12))")
            #expect(rows[10].hasPrefix("←/→"), "5 rows + 6 of preview: the help on row 10: \(rows.prefix(12))")
        }
    }

    @Test("the same replay gives the same screen every time")
    func deterministic() async throws {
        var screens: Set<[String]> = []
        for _ in 0..<3 {
            let (_, rows) = try await Moodpick.replayScreen("0 key right\n30 key right\n60 key left\n600 key enter\n", Self.preview + ["a", "b", "c"])
            screens.insert(rows)
        }
        #expect(screens.count == 1)
    }

    @Test("{} passes quotes, $(…), backticks and ; as literal text, never run")
    func hostileItem() async throws {
        let item = #"it's $(touch PWNED); `touch PWNED2` ; echo no"#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The command runs in `directory`: an item that were run would leave PWNED files there.
        let command = "cd \(shellQuoted(directory.path)) && printf '%s\\n' {}; ls"
        let (result, rows) = try await Moodpick.replayScreen("0 key enter\n", ["--preview", command, item])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(rows[3] == item, "\(rows.prefix(8))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing was run")
    }

    @Test("an item past the 128 KiB an argument may hold reaches the command whole; placeholders leave NUL bytes out",
          arguments: [100, 200_000, 1_000_000])
    func longItem(length: Int) async throws {
        let item = String(repeating: "x", count: length - 2) + "\0y"
        let (result, rows) = try await Moodpick.replayScreen(
            "0 key enter\n", items: item + "\n", ["--preview", "printf %s {} | wc -c; printf %s {} | tail -c 3; echo"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(rows.count > 4 && rows[3] == String(length - 1) && rows[4] == "xxy", "\(rows.prefix(8).map { $0.prefix(40) })")
    }

    @Test("a command that fits an argument but not beside a large environment (ARG_MAX, E2BIG) runs from memory all the same")
    func crowdedEnvironment() async throws {
        let directory = try Moodpick.scratchDirectory("preview-e2big")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0 key enter\n".write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        try Data((String(repeating: "x", count: 60_000) + "\n").utf8).write(to: directory.appendingPathComponent("items"))
        // A 400 KiB stack limits exec to 128 KiB of arguments and environment: 100 KB of
        // environment and a 60 KB command do not fit together.
        let result = try await Moodpick.shell(
            "cd \(shellQuoted(directory.path)) && ulimit -s 400 && PAD=$(head -c 100000 /dev/zero | tr '\\0' p) "
                + #""$MOODPICK" --replay script --screen screen --preview 'printf %s {} | wc -c' < items"#)
        #expect(result.status == 0, "stderr: \(result.err)")
        let rows = try String(contentsOf: directory.appendingPathComponent("screen"), encoding: .utf8).components(separatedBy: "\n")
        #expect(rows.count > 3 && rows[3] == "60000", "\(rows.prefix(8).map { $0.prefix(40) })")
    }

    @Test("{q} is the query as typed")
    func query() async throws {
        let (result, rows) = try await Moodpick.replayScreen(
            "0 key s\n10 key l\n500 key enter\n", items: "😢 sad\n😴 sleepy\n", ["--preview", "echo q={q} {label}"])
        #expect(result.out == "😴 sleepy\n")
        #expect(rows[3] == "q=sl sleepy", "\(rows.prefix(8))")
    }

    @Test("a failed command shows its status on the preview's last row; escape sequences never pass")
    func failureAndEscapes() async throws {
        let (result, rows) = try await Moodpick.replayScreen(
            "0 key enter\n", ["--preview", #"printf '\033[2J\033]0;pwned\007\033[31mred\033[0m\n'; exit 3"#, "--preview-height", "3", "x"])
        #expect(result.status == 0)
        #expect(rows[3] == "red" && rows[4] == "" && rows[5] == "[exit 3]", "\(rows.prefix(8))")
        #expect(!rows.joined().contains("pwned"))
    }

    @Test("--on-change runs once per rest on a different item, in order, and never shows")
    func onChange() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-onchange-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log").path
        let script = "0 key right\n500 key right\n1000 key left\n1500 key left\n2000 key left\n2500 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, ["--on-change", "echo {n} >> \(shellQuoted(log))", "a", "b", "c"])
        #expect(result.status == 0)
        #expect(!rows.contains { $0.contains("0") && $0.count < 3 })
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "0\n1\n2\n1\n0\n")
    }
}
