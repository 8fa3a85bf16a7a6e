import Foundation
import Testing

/// A million items from a pipe (docs/CONTRACT.md §3, §8, §9): keys typed while they load are kept and
/// act on the whole list.
@Suite("A million items in tmux")
struct MillionItemsTests {
    static let count = 1_000_000
    static let symbols = ["😀", "😢", "😡", "😴", "🤔"]

    /// Line `i`: `<emoji> mood<i, six digits>`, the emoji cycling through `symbols`.
    static func line(_ i: Int) -> String {
        let digits = String(i)
        return "\(symbols[i % symbols.count]) mood\(String(repeating: "0", count: 6 - digits.count))\(digits)"
    }

    /// The whole input, built as bytes (a million string interpolations are slow in debug builds).
    static func input() -> Data {
        let symbolBytes = symbols.map { Array($0.utf8) + Array(" mood".utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 16)
        var digits: [UInt8] = Array(repeating: UInt8(ascii: "0"), count: 6)
        for i in 0..<count {
            bytes += symbolBytes[i % symbols.count]
            bytes += digits
            bytes.append(0x0A)
            var k = 5
            while k >= 0 {
                if digits[k] == UInt8(ascii: "9") {
                    digits[k] = UInt8(ascii: "0")
                    k -= 1
                } else {
                    digits[k] += 1
                    break
                }
            }
        }
        return Data(bytes)
    }

    /// When the keys come: before any line flows, once half the lines are in (the loading
    /// progress shows 500000), or as the lines flow (while they load or just after).
    enum Timing: String, CaseIterable, Sendable {
        case beforeItems, halfway, whileFlowing
    }

    @Test("End Left Left typed while a million lines load: 999998/1000000, mood999997, printed",
          arguments: Timing.allCases)
    func keysWhileLoading(timing: Timing) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-million-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = shellQuoted(directory.appendingPathComponent("items").path)
        let go = directory.appendingPathComponent("go")
        try Self.input().write(to: directory.appendingPathComponent("items"))
        let waitForGo = "while [ ! -e \(shellQuoted(go.path)) ]; do sleep 0.05; done"
        let half = Self.count / 2
        let source = switch timing {
        case .beforeItems: "(\(waitForGo); cat \(file))"
        case .halfway: "(head -n \(half) \(file); \(waitForGo); tail -n +\(half + 1) \(file))"
        case .whileFlowing: "cat \(file)"
        }
        // --exit-0 loads the whole input before the picker comes up (it must know whether there
        // are none): the keys typed meanwhile wait, and act on the whole list. Streaming input
        // has its own tests (StreamingTests).
        try await PickerRun.with(items: nil, arguments: ["--exit-0"], inputCommand: source) { run in
            let session = run.session
            try await run.waitForEchoOff()
            if timing == .halfway {
                try await session.waitFor("the loading progress at \(half) items") { $0.contains("\(half) items") }
            }
            try await session.send("End", "Left", "Left")
            if timing != .whileFlowing {
                // A round trip through the tmux server: the keys are written to the pane first.
                try await session.waitFor("the keys sent, the list not shown yet") { !$0.contains("mood0") }
                _ = FileManager.default.createFile(atPath: go.path, contents: nil)
            }
            let expected = Self.count - 3
            let screen = try await session.waitForRest("mood\(expected) centered", timeoutSeconds: 60) {
                $0.counter.map { $0.index == expected + 1 && $0.count == Self.count } == true
                    && $0.label == String(Self.line(expected).dropFirst(2))
            }
            #expect(screen.emojiCentered(cols: 80, symbol: Self.symbols[expected % Self.symbols.count]), "\(screen)")
            #expect(screen[0].text.hasSuffix("999998/1000000"), "row 0: \(screen[0].text)")
            #expect(screen.label == "mood999997")
            try await session.send("Enter")
            let result = try await run.waitForExit(timeoutSeconds: 30)
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.stdout == Data((Self.line(expected) + "\n").utf8), "stdout: \(result.out)")
        }
    }
}
