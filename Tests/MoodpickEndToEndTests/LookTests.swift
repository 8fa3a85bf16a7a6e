import Foundation
import Testing

/// The look in a real terminal (docs/CONTRACT.md §11), read with `capture-pane -e`: which SGR
/// sequences tmux kept for the picture under each terminal type, NO_COLOR and --color.
@Suite("The look in tmux")
struct LookEndToEndTests {
    /// Runs moodpick full screen on the moods with `environment` and `arguments` in a fresh
    /// 80 × 24 tmux server, and gives `body` the session once the first mood rests centered.
    static func with(environment: [String] = [], arguments: [String] = [],
                     _ body: (TmuxSession, Screen) async throws -> Void) async throws {
        let binary = try Moodpick.binary()
        try await TmuxSession.with(cols: 80, rows: 24, remainOnExit: true, command: { directory in
            let items = directory.appendingPathComponent("items")
            try Moods.input.write(to: items, atomically: true, encoding: .utf8)
            let command = (["env"] + environment + ["LANG=C.UTF-8", "LC_ALL=C.UTF-8", binary, "--fullscreen"] + arguments)
                .map(shellQuoted).joined(separator: " ")
            return "\(command) < \(shellQuoted(items.path))"
        }) { session in
            let screen = try await session.waitForRest("the first mood centered") { $0.showsMood(0, cols: 80) }
            try await body(session, screen)
        }
    }

    /// The raw pane with its escape sequences.
    static func raw(_ session: TmuxSession) async throws -> String {
        try await session.command(["capture-pane", "-p", "-e", "-t", "s"])
    }

    /// Every SGR parameter list in the capture (`1`, `38;5;245`, …).
    static func sgrParameters(_ raw: String) -> [String] {
        var found: [String] = []
        var rest = Substring(raw)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
            if after[end] == "m" { found.append(String(after[..<end])) }
            rest = after[end...]
        }
        return found
    }

    /// Whether any parameter list selects a color (30-38, 40-48, 90-97, 100-107).
    static func hasColor(_ parameters: [String]) -> Bool {
        parameters.contains { list in
            list.split(separator: ";").contains { code in
                guard let n = Int(code) else { return false }
                return (30...38).contains(n) || (40...48).contains(n) || (90...97).contains(n) || (100...107).contains(n)
            }
        }
    }

    static func hasAttribute(_ parameters: [String], _ code: String) -> Bool {
        parameters.contains { $0.split(separator: ";").contains { $0 == Substring(code) } }
    }

    @Test("TERM=xterm-256color: the far cells in grey 245, the mark in the palette's cyan")
    func default256() async throws {
        try await Self.with(environment: ["TERM=xterm-256color", "NO_COLOR="]) { session, _ in
            let parameters = Self.sgrParameters(try await Self.raw(session))
            #expect(parameters.contains { $0.contains("38;5;245") }, "\(parameters)")
            #expect(parameters.contains { $0.split(separator: ";").contains("36") }, "\(parameters)")
            #expect(Self.hasAttribute(parameters, "7"))
        }
    }

    @Test("TERM=xterm (8 colors): palette colors only, fading by dim")
    func default16() async throws {
        try await Self.with(environment: ["TERM=xterm", "NO_COLOR="]) { session, _ in
            let parameters = Self.sgrParameters(try await Self.raw(session))
            #expect(!parameters.contains { $0.contains("38;5") || $0.contains("38;2") }, "\(parameters)")
            #expect(Self.hasColor(parameters), "\(parameters)")
            #expect(Self.hasAttribute(parameters, "2"))
        }
    }

    @Test("NO_COLOR=1: no color at all, the attributes still there",
          arguments: [["NO_COLOR=1", "TERM=xterm-256color"], ["NO_COLOR=1", "TERM=xterm-256color", "COLORTERM=truecolor"]])
    func noColor(environment: [String]) async throws {
        try await Self.with(environment: environment) { session, _ in
            let parameters = Self.sgrParameters(try await Self.raw(session))
            #expect(!Self.hasColor(parameters), "\(parameters)")
            #expect(Self.hasAttribute(parameters, "7") && Self.hasAttribute(parameters, "2"), "\(parameters)")
        }
    }

    @Test("--color 'bw,current:reverse': attributes only, the centered cell reversed")
    func bwReverse() async throws {
        try await Self.with(environment: ["TERM=xterm-256color", "NO_COLOR="], arguments: ["--color", "bw,current:reverse"]) { session, screen in
            let parameters = Self.sgrParameters(try await Self.raw(session))
            #expect(!Self.hasColor(parameters), "\(parameters)")
            #expect(screen.strip.reverseColumns.contains(39))
        }
    }

    @Test("the selection mark is in the same columns before and after a glide")
    func markStaysStill() async throws {
        try await Self.with(environment: ["TERM=xterm-256color"]) { session, before in
            let columns = { (screen: Screen) in screen.strip.glyphs.filter { $0.text == "▕" || $0.text == "▏" }.map(\.column) }
            #expect(columns(before) == [37, 42], "strip: \(before.strip.text)")
            try await session.send("Right", "Right", "Right")
            let after = try await session.waitForRest("the fourth mood centered") { $0.showsMood(3, cols: 80) }
            #expect(columns(after) == [37, 42], "strip: \(after.strip.text)")
        }
    }

    @Test("a click on the indicator's right end centers the last item; SGR 67 (the horizontal wheel) steps right")
    func scrollbarAndHorizontalWheel() async throws {
        try await Self.with(environment: ["TERM=xterm-256color"]) { session, _ in
            // Full screen 80 × 24: the indicator on row 14 (1-based 15), its track columns 16-63.
            try await session.sendLiteral("\u{1B}[<0;64;15M\u{1B}[<0;64;15m")
            let last = Moods.lines.count - 1
            try await session.waitForRest("the last mood centered") { $0.showsMood(last, cols: 80) }
            try await session.sendLiteral("\u{1B}[<0;17;15M\u{1B}[<0;17;15m")
            try await session.waitForRest("the first mood centered again") { $0.showsMood(0, cols: 80) }
            try await session.sendLiteral("\u{1B}[<67;40;12M")
            try await session.waitForRest("the second mood centered") { $0.showsMood(1, cols: 80) }
        }
    }
}
