import Foundation
import Testing

/// `moodpick --emoji --filter QUERY`: the catalog's matches best first, in each `--output`;
/// never standard input; `--emoji-max-version`; the user's alias file (docs/EMOJI.md).
@Suite("--emoji --filter")
struct EmojiFilterModeTests {
    static func run(_ arguments: [String], stdin: Data? = nil, environment extra: [String: String?] = [:]) async throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-emoji-filter-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = Processes.environment([
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
        ])
        for (key, value) in extra { environment[key] = value }
        return try await Processes.run(try Moodpick.binary(), ["--emoji"] + arguments, stdin: stdin, environment: environment)
    }

    static func lines(_ result: ProcessResult) -> [String] {
        result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("heart prints ❤️ first, in each --output (symbol is the default)", arguments: [
        ([], "❤️"), (["--output", "symbol"], "❤️"), (["--output", "line"], "❤️ red heart"),
        (["--output", "label"], "red heart"),
        (["--output", "json"], #"{"index":"#),
    ])
    func outputs(options: [String], first: String) async throws {
        let result = try await Self.run(["--filter", "heart"] + options)
        #expect(result.status == 0, "stderr: \(result.err)")
        let lines = Self.lines(result)
        #expect(lines.count > 10)
        #expect(lines.first?.hasPrefix(first) == true, "\(lines.prefix(3))")
        if options.last == "json" { #expect(lines.first?.contains(#""symbol":"❤️""#) == true, "\(lines.prefix(1))") }
    }

    @Test("--output index prints the item's index, which --output line of the same run agrees with")
    func index() async throws {
        let indices = Self.lines(try await Self.run(["--filter", "party", "--output", "index"]))
        let all = Self.lines(try await Self.run(["--filter", "", "--output", "line"]))
        let first = try #require(indices.first.flatMap { Int($0) })
        #expect(all[first] == "🎉 party popper")
    }

    @Test("standard input is never read under --emoji, in filter mode as in the picker")
    func noStandardInput() async throws {
        let piped = try await Self.run(["--filter", "fire"], stdin: Data("fire truck\nbonfire\n".utf8))
        let alone = try await Self.run(["--filter", "fire"])
        #expect(piped.status == 0 && piped.out == alone.out)
        #expect(Self.lines(piped).first == "🔥")
        #expect(!piped.out.contains("truck"))
    }

    @Test("shortcodes: :tada: prints 🎉 first, :+1: 👍")
    func shortcodes() async throws {
        #expect(Self.lines(try await Self.run(["--filter", ":tada:"])).first == "🎉")
        #expect(Self.lines(try await Self.run(["--filter", ":+1:"])).first == "👍")
    }

    @Test("no match: exit 1, nothing printed")
    func noMatch() async throws {
        let result = try await Self.run(["--filter", "qqxqqz"])
        #expect(result.status == 1 && result.out.isEmpty)
    }

    @Test("--emoji-max-version 14.0 leaves out Emoji 15.0 (🫨 shaking face); without it 🫨 is found")
    func maxVersion() async throws {
        let limited = try await Self.run(["--emoji-max-version", "14.0", "--filter", "shaking face", "--output", "line"])
        #expect(limited.status == 1 && limited.out.isEmpty, "\(limited.out)")
        let every = try await Self.run(["--filter", "shaking face", "--output", "line"])
        #expect(Self.lines(every).first == "🫨 shaking face")
        let auto = try await Self.run(["--emoji-max-version", "auto", "--filter", "shaking face"])
        #expect(Self.lines(auto).first == "🫨")
        let bad = try await Self.run(["--emoji-max-version", "new", "--filter", "x"])
        #expect(bad.status == 64 && bad.err.contains("--emoji-max-version"))
    }

    @Test("an alias file: its words find their emoji first; a bad line is a usage error (64) naming file:line")
    func aliasFile() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-aliases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("moodpick/emoji-aliases")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# my words\n🚀 shipit deploy\n".write(to: file, atomically: true, encoding: .utf8)
        let good = try await Self.run(["--filter", "shipit"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(good.status == 0, "stderr: \(good.err)")
        #expect(Self.lines(good).first == "🚀")
        try "🚀 shipit\n\nnot-an-emoji word\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try await Self.run(["--filter", "shipit"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(bad.status == 64)
        #expect(bad.err.contains("\(file.path):3:"), "\(bad.err)")
        #expect(bad.out.isEmpty)
        let home = try await Self.run(["--filter", "shipit"], environment: ["XDG_CONFIG_HOME": nil, "HOME": config.path + "/nowhere"])
        #expect(home.status == 0 || home.status == 1, "no alias file is no aliases: \(home.err)")
    }

    @Test("a recent pick rises above a slightly better match, by its frecency, and never above a better kind of match (issue 34, defect 10)",
          arguments: [
              ("party", "🥳", 1, 600, "🥳"),  // one pick 10 minutes ago: boost 2 lifts a keyword's whole word over the name's
              ("party", "🥳", 1, 40_000, "🥳"),  // one pick today: boost 1, a tie won by the pick
              ("party", "🥳", 1, 864_000, "🎉"),  // one pick ten days ago: no boost
              ("heart", "💖", 9, 60, "❤️"),  // a shortcode that is the word stays first
          ] as [(String, String, Int, Int, String)])
    func frecencyLifts(query: String, picked: String, count: Int, secondsAgo: Int, first: String) async throws {
        let result = try await Self.run(["--filter", query], history: [(picked, count, secondsAgo)])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(Self.lines(result).first == first, "\(Self.lines(result).prefix(3))")
    }

    /// A run with a history file of `(text, count, seconds ago)` entries.
    static func run(_ arguments: [String], history: [(String, Int, Int)]) async throws -> ProcessResult {
        let scratch = try Moodpick.scratchDirectory("emoji-history")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let state = scratch.appendingPathComponent("state/moodpick")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        let entries = history.map { "\($0.1)\t\(now - $0.2)\t\($0.0)\n" }.joined()
        try ("moodpick-history 1\n" + entries).write(to: state.appendingPathComponent("history"), atomically: true, encoding: .utf8)
        return try await Processes.run(
            try Moodpick.binary(), ["--emoji"] + arguments,
            environment: Processes.environment(["XDG_STATE_HOME": scratch.appendingPathComponent("state").path]))
    }

    @Test("a recent toned pick comes first in its tone, and the plain emoji is still found by its name (issue 34, defect 10)")
    func tonedPickKeepsPlain() async throws {
        let result = try await Self.run(["--filter", "thumbs up", "--output", "line"], history: [("👍🏽", 3, 60)])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(Self.lines(result) == ["👍🏽 thumbs up: medium skin tone", "👍 thumbs up"])
        let all = Self.lines(try await Self.run(["--filter", "", "--output", "symbol"], history: [("👍🏽", 3, 60)]))
        #expect(all.first == "👍🏽" && all.filter { $0 == "👍" }.count == 1, "the plain one in its place: \(all.prefix(3))")
    }
}
