import Testing
@testable import MoodpickCore

@Suite("History of recent picks: parsing, frecency, the 200-entry bound")
struct HistoryTests {
    typealias Entry = History.Entry

    @Test("a well-formed file parses", arguments: [
        ("moodpick-history 1\n", [Entry]()),
        ("moodpick-history 1\n3\t100\t🔥\n1\t200\t👍🏿\n", [Entry(text: "🔥", count: 3, lastUsed: 100), Entry(text: "👍🏿", count: 1, lastUsed: 200)]),
        ("moodpick-history 1\n1\t0\thello world\n", [Entry(text: "hello world", count: 1, lastUsed: 0)]),
        ("moodpick-history 1\n10\t999999999999999999\t🔥\n", [Entry(text: "🔥", count: 10, lastUsed: 999_999_999_999_999_999)]),
    ])
    func parses(text: String, entries: [Entry]) {
        #expect(History(parsing: Array(text.utf8))?.entries == entries)
    }

    @Test("a damaged file is nil (ignored)", arguments: [
        "", "garbage", "moodpick-history 2\n", "moodpick-history 1", "moodpick-history 1\n1\t100\t🔥",
        "moodpick-history 1\n0\t100\t🔥\n", "moodpick-history 1\nx\t100\t🔥\n", "moodpick-history 1\n1\t-5\t🔥\n",
        "moodpick-history 1\n1\t100\n", "moodpick-history 1\n1\t100\t\n", "moodpick-history 1\n1\t100\ta\tb\n",
        "moodpick-history 1\n1\t100\t🔥\n2\t100\t🔥\n", "moodpick-history 1\n\n",
        // Numbers only as serialized() writes them: no sign, no leading zero, no blank, no overflow.
        "moodpick-history 1\n+3\t100\t🔥\n", "moodpick-history 1\n03\t100\t🔥\n", "moodpick-history 1\n3\t0100\t🔥\n",
        "moodpick-history 1\n3\t+100\t🔥\n", "moodpick-history 1\n 3\t100\t🔥\n", "moodpick-history 1\n3\t100 \t🔥\n",
        "moodpick-history 1\n3\t00\t🔥\n", "moodpick-history 1\n3\t9999999999999999999\t🔥\n", "moodpick-history 1\n٣\t100\t🔥\n",
    ])
    func damaged(text: String) {
        #expect(History(parsing: Array(text.utf8)) == nil)
    }

    @Test("invalid UTF-8 and too many entries are damage")
    func damagedBytes() {
        #expect(History(parsing: Array("moodpick-history 1\n1\t1\t".utf8) + [0xFF, 0x0A]) == nil)
        var text = "moodpick-history 1\n"
        for i in 0...History.maximumEntries { text += "1\t1\titem\(i)\n" }
        #expect(History(parsing: Array(text.utf8)) == nil)
    }

    @Test("serializing and parsing give the same history back")
    func roundTrip() {
        var history = History()
        history.record("🔥", at: 1_000)
        history.record("👍🏿", at: 2_000)
        history.record("🔥", at: 3_000)
        #expect(History(parsing: history.serialized()) == history)
        #expect(history.entries.first == Entry(text: "🔥", count: 2, lastUsed: 3_000))
    }

    @Test("text with controls or nothing is not recorded", arguments: ["", "a\tb", "a\nb", "\u{1B}[31m"])
    func notRecordable(text: String) {
        var history = History()
        history.record(text, at: 1)
        #expect(history.entries.isEmpty)
    }

    static let now: Int64 = 10_000_000
    static let hour: Int64 = 3_600, day: Int64 = 86_400, week: Int64 = 604_800

    @Test("frecency: count × 4 within an hour, 2 within a day, 1/2 within a week, 1/4 after", arguments: [
        (1, 0, 4.0), (3, hour - 1, 12.0), (1, hour, 2.0), (2, day - 1, 4.0), (1, day, 0.5), (4, week - 1, 2.0),
        (1, week, 0.25), (8, 100 * week, 2.0),
    ])
    func score(count: Int, age: Int64, score: Double) {
        #expect(History.score(Entry(text: "x", count: count, lastUsed: Self.now - age), at: Self.now) == score)
    }

    @Test("ranking: higher score first, then later pick, then text", arguments: [
        // (entries as (text, count, age)), expected order
        ([("a", 1, 0), ("b", 2, 0)], ["b", "a"]),
        ([("old", 8, 40 * day), ("new", 1, 10)], ["new", "old"]),        // 8 × 1/4 = 2 < 1 × 4
        ([("old", 20, 40 * day), ("new", 1, 10)], ["old", "new"]),       // 5 > 4
        ([("a", 1, 2 * hour), ("b", 1, 3 * hour)], ["a", "b"]),          // same score: the later pick
        ([("b", 1, 0), ("a", 1, 0)], ["a", "b"]),                        // all equal: by text
    ] as [([(String, Int, Int64)], [String])])
    func ranking(entries: [(String, Int, Int64)], order: [String]) {
        let history = History(entries: entries.map { Entry(text: $0.0, count: $0.1, lastUsed: Self.now - $0.2) })
        #expect(history.ranked(at: Self.now).map(\.text) == order)
    }

    @Test("never more than 200 entries: the lowest-ranked goes, the new pick stays")
    func bound() {
        var history = History()
        for i in 0..<History.maximumEntries { history.record("item\(i)", at: Int64(i) * 10) }
        history.record("item0", at: 5_000)  // item0 is now the best; item1 the oldest
        #expect(history.entries.count == History.maximumEntries)
        history.record("new", at: 1)  // even when it ranks low
        #expect(history.entries.count == History.maximumEntries)
        #expect(history.entries.contains { $0.text == "new" })
        #expect(history.entries.contains { $0.text == "item0" })
        #expect(!history.entries.contains { $0.text == "item1" })
    }
}

@Suite("Where the history file lives")
struct HistoryLocationTests {
    @Test("from XDG_STATE_HOME, else HOME/.local/state, else nowhere", arguments: [
        (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/moodpick/history", ["/s", "/s/moodpick"]),
        (["XDG_STATE_HOME": "/s/", "HOME": "/h"], "/s/moodpick/history", ["/s", "/s/moodpick"]),
        (["HOME": "/h"], "/h/.local/state/moodpick/history", ["/h/.local", "/h/.local/state", "/h/.local/state/moodpick"]),
        (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/moodpick/history", ["/h/.local", "/h/.local/state", "/h/.local/state/moodpick"]),
        (["XDG_STATE_HOME": "relative", "HOME": "/h"], "/h/.local/state/moodpick/history", ["/h/.local", "/h/.local/state", "/h/.local/state/moodpick"]),
        (["XDG_STATE_HOME": "/s"], "/s/moodpick/history", ["/s", "/s/moodpick"]),
        ([:], nil, []),
        (["HOME": ""], nil, []),
        (["HOME": "relative"], nil, []),
    ] as [([String: String], String?, [String])])
    func location(environment: [String: String], file: String?, directories: [String]) {
        let location = HistoryLocation(environment: environment)
        #expect(location?.file == file)
        #expect(location?.directoriesToCreate ?? [] == directories)
    }
}
