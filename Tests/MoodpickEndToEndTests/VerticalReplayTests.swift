import Foundation
import Testing

/// The vertical layout's physics replayed in rows (docs/CONTRACT.md §6, §19): N presses move N
/// rows, a page is the wheel's rows, a drag moves one row per row, the four snap rules pick a
/// row from the release as they pick a cell, the rubber band holds past the first row, and the
/// `--trace` offsets are rows.
@Suite("Vertical layout replays")
struct VerticalReplayTests {
    static let numbers = (1...1000).map(String.init).joined(separator: "\n") + "\n"

    /// Runs `script` on `seq 1000` upright at 80 × 24 full screen (22 rows of items, the mark on
    /// row 11), with `extra` options; returns the printed line and the trace's offsets.
    static func run(_ script: String, _ extra: [String] = []) async throws -> (out: String, offsets: [Double]) {
        let directory = try Moodpick.scratchDirectory("vertical-trace")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace")
        let result = try await Moodpick.replay(script + "\n", stdin: Data(numbers.utf8),
                                               ["--layout", "vertical", "--fullscreen", "--trace", trace.path] + extra)
        let offsets = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        }
        return (result.out.trimmingCharacters(in: .newlines), offsets)
    }

    @Test("N presses of Down, however fast, move N rows", arguments: [(1, 30.0), (7, 30.0), (7, 5.0), (20, 8.0)])
    func presses(count: Int, gapMs: Double) async throws {
        let keys = (0..<count).map { "\(Double($0) * gapMs) key down" }
        let (out, offsets) = try await Self.run((keys + ["\(Double(count) * gapMs + 1000) key enter"]).joined(separator: "\n"))
        #expect(out == String(count + 1))
        #expect(offsets.last == Double(count))
    }

    @Test("PageDown moves the 22 rows of the wheel; PageUp comes back")
    func pages() async throws {
        #expect(try await Self.run("0 key pgdn\n1000 key enter").out == "23")
        #expect(try await Self.run("0 key pgdn\n500 key pgdn\n1000 key pgup\n2000 key enter").out == "23")
    }

    /// A drag up `rows` rows from row 18 in `stepMs` steps, released where it stopped after `holdMs` still.
    static func drag(rows: Int, stepMs: Double, holdMs: Double = 0) -> String {
        var lines = ["0 press 10 18"]
        for n in 1...rows { lines.append("\(Double(n) * stepMs) drag 10 \(18 - n)") }
        lines.append("\(Double(rows) * stepMs + holdMs + 1) release 10 \(18 - rows)")
        lines.append("\(Double(rows) * stepMs + holdMs + 3000) key enter")
        return lines.joined(separator: "\n")
    }

    @Test("A drag held still before the release snaps to the row it moved to, one row per row")
    func dragSnaps() async throws {
        let (out, offsets) = try await Self.run(Self.drag(rows: 6, stepMs: 40, holdMs: 400))
        #expect(out == "7")
        #expect(offsets.last == 6)
    }

    @Test("The four snap rules pick a row from a quick 5-row drag (about 100 rows per second)")
    func snapRules() async throws {
        let flick = Self.drag(rows: 5, stepMs: 10)
        let nearest = try #require(Int(try await Self.run(flick, ["--snap", "nearest"]).out))
        let directional = try #require(Int(try await Self.run(flick, ["--snap", "directional"]).out))
        #expect(nearest > 20, "a fling coasts on past the release")
        #expect(directional >= nearest)
        // threshold: one row on from the start, the drag being past 2 rows; paging: one row on
        // from the release row (row 5 under the mark: the 6th item), the flick being past 30 rows/s.
        #expect(try await Self.run(flick, ["--snap", "threshold"]).out == "2")
        #expect(try await Self.run(flick, ["--snap", "paging"]).out == "7")
    }

    @Test("Pulled down past the first row the wheel gives less than the pointer moves, and springs back")
    func rubberBand() async throws {
        var lines = ["0 press 10 5"]
        for n in 1...10 { lines.append("\(n * 40) drag 10 \(5 + n)") }
        lines += ["800 release 10 15", "3000 key enter"]
        let (out, offsets) = try await Self.run(lines.joined(separator: "\n"))
        #expect(out == "1")
        let least = try #require(offsets.min())
        #expect(least < -1 && least > -10, "the band: \(least) rows for a 10-row pull")
        #expect(offsets.last == 0)
    }

    @Test("The mouse wheel moves a row a notch")
    func wheel() async throws {
        let notches = (0..<4).map { "\($0 * 40) wheel down 10 11" }
        #expect(try await Self.run((notches + ["2000 key enter"]).joined(separator: "\n")).out == "5")
    }

    @Test("fzf's words: --reverse, --layout=reverse and --height 40% take the layout they name")
    func fzfWords() async throws {
        let script = "0 key down\n1000 key enter\n"
        for words in [["--reverse"], ["--layout=reverse"], ["--layout", "reverse-list"], ["--height", "40%", "--layout", "vertical"]] {
            let (result, rows) = try await Moodpick.replayScreen(script, items: Self.numbers, words)
            #expect(result.out == "2\n", "\(words)")
            #expect(rows.contains("▌ 2"), "\(words): \(rows)")
        }
    }
}
