import Foundation
import Testing

/// A held arrow in a headless run (docs/CONTRACT.md §6: `keydown`, `keyrepeat`, `keyup`), as a
/// terminal with the kitty keyboard protocol's event types sends it.
@Suite("Held keys in a replay")
struct HeldKeyReplayTests {
    static let items = (0..<100).map { "item \($0)" }.joined(separator: "\n") + "\n"

    /// Right held from 0 to `releaseMs`, auto-repeating every 33 ms from 500 ms, then Enter
    /// `enterMs`; `legacy` sends the same keys as a terminal without event types does: a press
    /// for the press and each repeat, nothing for the release.
    static func script(releaseMs: Int, enterMs: Int, legacy: Bool) -> String {
        var lines = [legacy ? "0 key right" : "0 keydown right"]
        for t in stride(from: 500, to: releaseMs, by: 33) { lines.append(legacy ? "\(t) key right" : "\(t) keyrepeat right") }
        if !legacy { lines.append("\(releaseMs) keyup right") }
        lines.append("\(enterMs) key enter")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("held for a second: it glides from the press, rests within 500 ms of the release on the 14th cell on")
    func heldRight() async throws {
        let directory = try Moodpick.scratchDirectory("held-key")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace")
        let result = try await Moodpick.replay(Self.script(releaseMs: 1000, enterMs: 2000, legacy: false),
                                               stdin: Data(Self.items.utf8), ["--trace", trace.path])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "item 14\n")
        let frames = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        let times = frames.compactMap { Double($0[0]) }, offsets = frames.compactMap { Double($0[1]) }
        let final = try #require(offsets.last)
        let rest = try #require(zip(times, offsets).first { $0.1 == final }?.0)
        #expect(rest > 1000 && rest <= 1500, "came to rest at \(rest) ms")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "never back")
        #expect(try #require(zip(times, offsets).first { $0.0 > 0 }).1 > 0, "moving from the press")
    }

    @Test("the same hold from a terminal without event types: a press and 16 repeats, 17 cells on")
    func legacyRepeats() async throws {
        let result = try await Moodpick.replay(Self.script(releaseMs: 1000, enterMs: 2000, legacy: true), stdin: Data(Self.items.utf8))
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "item 17\n")
    }

    @Test("an unknown event's message names keydown, keyrepeat and keyup")
    func unknownVerbNamesThem() async throws {
        let result = try await Moodpick.replay("0 keyhold right\n", stdin: Data(Self.items.utf8))
        #expect(result.status == 2)
        #expect(result.err.contains("keydown, keyrepeat, keyup"), "stderr: \(result.err)")
    }
}
