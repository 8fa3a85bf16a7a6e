import Foundation
import Testing

/// `--accessible`, `TERM=dumb` and `MOODPICK_ACCESSIBLE` in a real terminal (docs/CONTRACT.md
/// §17): everything moodpick writes to the pane is captured with `tmux pipe-pane` from before
/// it starts, and must hold no escape byte.
@Suite("Accessible picker in tmux")
struct AccessibleTmuxTests {
    /// A run of `environment moodpick arguments` on `items` in its own tmux server, started
    /// only once the pane's output is being captured.
    struct Run {
        let picker: PickerRun
        var session: TmuxSession { picker.session }
        var pipeURL: URL { session.directory.appendingPathComponent("pane-output") }

        /// What the pane has been sent so far.
        func written() -> Data { (try? Data(contentsOf: pipeURL)) ?? Data() }

        /// Waits for moodpick's exit, then for the pane's output to hold its last words.
        func finish(ending: String) async throws -> ProcessResult {
            let result = try await picker.waitForExit()
            try await session.waitFor("the pane output to end with \(ending.debugDescription)") { _ in
                String(decoding: written(), as: UTF8.self).contains(ending)
            }
            return result
        }
    }

    static func with(
        items: [String], environment: String = "", arguments: [String] = [], plain: Bool = true, _ body: (Run) async throws -> Void
    ) async throws {
        let binary = try Moodpick.binary()
        try await TmuxSession.with(cols: 80, rows: 40, remainOnExit: true, command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            try (items.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            let picker = (["env", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"] + (environment.isEmpty ? [] : [environment])).joined(separator: " ")
                + " " + ([binary] + arguments).map(shellQuoted).joined(separator: " ")
            let script = """
                while [ ! -e \(file("go")) ]; do sleep 0.05; done
                \(picker) < \(file("items")) > \(file("out")) 2> \(file("err"))
                echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))

                """
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "sh \(file("run.sh"))"
        }) { session in
            let run = Run(picker: PickerRun(session: session))
            _ = try await session.command(["pipe-pane", "-t", "s", "cat > " + shellQuoted(run.pipeURL.path)])
            run.picker.releaseInput()
            try await body(run)
            let written = run.written()
            #expect(!written.isEmpty)
            #expect(written.contains(0x1B) == !plain, "escape bytes in: \(String(decoding: written, as: UTF8.self).debugDescription)")
        }
    }

    static let moods = ["😀 happy", "😢 sad", "😡 angry"]
    static let many = (1...30).map { "item \($0)" }

    @Test("--accessible: a number and Enter chooses among more than nine; the list and prompt go to the terminal")
    func chooseByNumber() async throws {
        try await Self.with(items: Self.many, arguments: ["--accessible"]) { run in
            try await run.session.waitFor("the list") { $0.hasLine("20. item 20") && $0.text.contains("10 more: type more text") }
            try await run.session.type("12")
            let result = try await run.finish(ending: "12\r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == "item 12\n")
        }
    }

    @Test("TERM=dumb: one digit chooses at once among at most nine")
    func termDumbOneDigit() async throws {
        try await Self.with(items: Self.moods, environment: "TERM=dumb") { run in
            try await run.session.waitFor("the list") { $0.hasLine("3. 😡 angry") }
            try await run.session.sendLiteral("2")
            let result = try await run.finish(ending: "2\r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == "😢 sad\n")
        }
    }

    @Test("MOODPICK_ACCESSIBLE: typed text filters, the matches are numbered again, and one is chosen")
    func filterThenChoose() async throws {
        try await Self.with(items: Self.many, environment: "MOODPICK_ACCESSIBLE=1", arguments: ["--output", "index"]) { run in
            try await run.session.waitFor("the list") { $0.hasLine("20. item 20") }
            try await run.session.type("item 2")
            try await run.session.waitFor("the matches") { $0.text.contains("matches for item 2:") && $0.hasLine("1. item 2") }
            try await run.session.type("1")
            let result = try await run.finish(ending: "1\r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == "1\n")
        }
    }

    @Test("--no-accessible undoes MOODPICK_ACCESSIBLE: the strip is drawn, and the capture sees its escape bytes")
    func undone() async throws {
        try await Self.with(items: Self.moods, environment: "MOODPICK_ACCESSIBLE=1", arguments: ["--no-accessible"], plain: false) { run in
            try await run.session.waitFor("the strip") { $0.text.contains("1/3") }
            try await run.session.send("Enter")
            let result = try await run.picker.waitForExit()
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == "😀 happy\n")
        }
    }

    @Test("--emoji: after 👍 from `thumbs up` a second numbered question asks its skin tone; 4 gives 👍🏽, printed per --output",
          arguments: [([String](), "👍🏽\n"), (["--output", "label"], "thumbs up: medium skin tone\n")])
    func skinTone(output: [String], printed: String) async throws {
        try await Self.with(items: [], arguments: ["--emoji", "--accessible", "--no-history"] + output) { run in
            try await run.session.waitFor("the list") { $0.text.contains("items:") && $0.hasLine(">") }
            try await run.session.type("thumbs up")
            try await run.session.waitFor("the match") { $0.text.contains("1 match for thumbs up:") && $0.hasLine("1. 👍 thumbs up") }
            try await run.session.sendLiteral("1")
            try await run.session.waitFor("the tone question") {
                $0.text.contains("Skin tone for 👍 thumbs up:") && $0.hasLine("1. none") && $0.hasLine("4. medium") && $0.hasLine("6. dark")
                    && $0.text.contains("Enter alone for none, Esc to cancel.")
            }
            try await run.session.sendLiteral("4")
            let result = try await run.finish(ending: "4\r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == printed)
        }
    }

    @Test("--emoji: a toned pick is remembered as the visual picker's is; next time it comes first and Enter alone keeps its tone")
    func rememberedTone() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-tones-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = "XDG_STATE_HOME=" + state.path
        try await Self.with(items: [], environment: environment, arguments: ["--emoji", "--accessible"]) { run in
            try await run.session.waitFor("the list") { $0.text.contains("items:") && $0.hasLine(">") }
            try await run.session.type("thumbs up")
            try await run.session.waitFor("the match") { $0.hasLine("1. 👍 thumbs up") }
            try await run.session.sendLiteral("1")
            try await run.session.waitFor("the tone question") { $0.text.contains("Enter alone for none") }
            try await run.session.sendLiteral("4")
            #expect(String(decoding: try await run.finish(ending: "4\r\n").stdout, as: UTF8.self) == "👍🏽\n")
        }
        try await Self.with(items: [], environment: environment, arguments: ["--emoji", "--accessible"]) { run in
            try await run.session.waitFor("the list") { $0.hasLine("1. 👍🏽 thumbs up: medium skin tone") }
            try await run.session.type("thumbs up")
            try await run.session.waitFor("both forms") {
                $0.hasLine("1. 👍🏽 thumbs up: medium skin tone") && $0.hasLine("2. 👍 thumbs up")
            }
            try await run.session.sendLiteral("1")
            try await run.session.waitFor("the tone question") {
                $0.text.contains("Skin tone for 👍 thumbs up:") && $0.text.contains("Enter alone for medium, Esc")
            }
            try await run.session.send("Enter")
            let result = try await run.finish(ending: "Enter alone for medium, Esc to cancel.\r\n> \r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == "👍🏽\n")
        }
    }

    @Test("--emoji: no tone question for an emoji without tones, nor when --tone fixed one",
          arguments: [("grinning face", [String](), "😀\n"), ("thumbs up", ["--tone", "dark"], "👍🏿\n")])
    func noToneQuestion(query: String, tone: [String], printed: String) async throws {
        try await Self.with(items: [], arguments: ["--emoji", "--accessible", "--no-history"] + tone) { run in
            try await run.session.waitFor("the list") { $0.text.contains("items:") && $0.hasLine(">") }
            try await run.session.type(query)
            try await run.session.waitFor("the matches") { $0.text.contains("for \(query):") }
            try await run.session.sendLiteral("1")
            let result = try await run.finish(ending: "1\r\n")
            #expect(result.status == 0)
            #expect(String(decoding: result.stdout, as: UTF8.self) == printed)
            #expect(!String(decoding: run.written(), as: UTF8.self).contains("Skin tone"))
        }
    }

    @Test("an empty line, Esc and Ctrl-D cancel with status 130 and print nothing", arguments: [
        (["Enter"], Self.many), (["Escape"], Self.moods), (["C-d"], Self.many), (["C-d"], Self.moods),
    ])
    func cancels(keys: [String], items: [String]) async throws {
        try await Self.with(items: items, arguments: ["--accessible"]) { run in
            try await run.session.waitFor("the list") { $0.text.contains("Enter alone to cancel.") && $0.hasLine(">") }
            for key in keys { try await run.session.send(key) }
            let result = try await run.finish(ending: "Cancelled.\r\n")
            #expect(result.status == 130)
            #expect(result.stdout.isEmpty)
        }
    }
}
