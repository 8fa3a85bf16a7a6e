import Testing
@testable import MoodpickCore

/// The ranking rules of docs/EMOJI.md ("How a search ranks"), one test each, on made-up search
/// lines (so that each rule is seen alone), then on the catalog for the searches the rules are for.
@Suite("Emoji ranking: one test per rule")
struct EmojiRankingTests {
    /// A search line as `EmojiCatalog.appendSearchText` writes it.
    static func line(_ name: String, shortcodes: [String] = [], keywords: [String] = [], group: String = "Things") -> String {
        [[name], shortcodes, keywords].map { $0.map { $0 + "\t" }.joined() }.joined(separator: "\t") + "\t" + group
    }

    /// The names of the lines matching `query`, best first; items before `recent` are recent picks.
    static func ranked(_ lines: [String], _ query: String, recent: Int = 0) -> [String] {
        let store = ItemStore(items: lines)
        let ranker = EmojiRanker(records: (0..<lines.count).map { UInt16($0) }, recentCount: recent)
        var job = FilterJob(query: FilterQuery(query), items: store, candidates: nil, sorted: true, ranker: ranker)
        return job.finish().map { String(lines[Int($0)].prefix { $0 != "\t" }) }
    }

    @Test("a whole word beats a word start beats a word's inside beats a scattered match")
    func quality() {
        let lines = [Self.line("sparrow"), Self.line("rowboat"), Self.line("big row"), Self.line("red old wine")]
        #expect(Self.ranked(lines, "row") == ["big row", "rowboat", "sparrow", "red old wine"])
    }

    @Test("the name being the query beats the name holding it as a word")
    func wholeName() {
        let lines = [Self.line("fire engine"), Self.line("fire")]
        #expect(Self.ranked(lines, "fire") == ["fire", "fire engine"])
    }

    @Test("at equal quality a match on the name beats one on a keyword (which counts as a whole word at best)")
    func nameBeatsKeyword() {
        let lines = [Self.line("piñata", keywords: ["party"]), Self.line("party popper", keywords: ["celebration"])]
        #expect(Self.ranked(lines, "party") == ["party popper", "piñata"])
    }

    @Test("a shortcode that is the query ranks like the name being it; inside one it is a keyword")
    func shortcodes() {
        let lines = [Self.line("party popper", shortcodes: [":tada:"]), Self.line("tadpole"),
                     Self.line("red heart", shortcodes: [":heart:"]), Self.line("heart decoration", keywords: ["heart"])]
        #expect(Self.ranked(lines, ":tada:") == ["party popper"])
        #expect(Self.ranked(lines, "tada").first == "party popper")
        #expect(Self.ranked(lines, "heart") == ["red heart", "heart decoration"])
    }

    @Test("the group counts, but at most as a match inside a word: below any keyword word start")
    func group() {
        let lines = [Self.line("apple", group: "Food & Drink"), Self.line("fork", keywords: ["foodie"])]
        #expect(Self.ranked(lines, "food") == ["fork", "apple"])
    }

    @Test("at equal matches what the user picked before comes first, most frecent first")
    func history() {
        let lines = [Self.line("blue heart"), Self.line("green heart"), Self.line("heart")]
        #expect(Self.ranked(lines, "heart", recent: 2) == ["heart", "blue heart", "green heart"], "a better match still wins")
        #expect(Self.ranked(lines.reversed(), "heart", recent: 1) == ["heart", "green heart", "blue heart"])
        #expect(Self.ranked([lines[1], lines[0]], "heart", recent: 1) == ["green heart", "blue heart"])
    }

    @Test("a recent pick's frecency adds at most 2 tiers: above a name's match by a keyword's, never a whole word by a word start")
    func frecencyBoost() {
        func ranked(_ lines: [String], _ query: String, boost: UInt8) -> [String] {
            let store = ItemStore(items: lines)
            let ranker = EmojiRanker(records: (0..<lines.count).map { UInt16($0) }, recentCount: 1, recentBoosts: [boost])
            var job = FilterJob(query: FilterQuery(query), items: store, candidates: nil, sorted: true, ranker: ranker)
            return job.finish().map { String(lines[Int($0)].prefix { $0 != "\t" }) }
        }
        let keyword = [Self.line("partying face", keywords: ["party"]), Self.line("party popper")]
        #expect(ranked(keyword, "party", boost: 0) == ["party popper", "partying face"])
        #expect(ranked(keyword, "party", boost: 1) == ["partying face", "party popper"])
        let kinds = [Self.line("thumbs up"), Self.line("green thumb")]
        #expect(ranked(kinds, "thumb", boost: 2) == ["green thumb", "thumbs up"], "a whole word is a step above a word start")
        #expect([0.25, 0.5, 1, 2, 4, 400].map { History.searchBoost(score: $0) } == [0, 0, 1, 1, 2, 2])
        #expect(History.maximumSearchBoost < 3, "under one quality step")
    }

    @Test("then a better match on the name itself: a keyword match whose name also matches comes first")
    func nameAlso() {
        let lines = [Self.line("piñata", keywords: ["party"]), Self.line("partying face", keywords: ["party"])]
        #expect(Self.ranked(lines, "party") == ["partying face", "piñata"])
    }

    @Test("then the shorter name, in words")
    func shortName() {
        let lines = [Self.line("couple with heart", keywords: ["love"]), Self.line("two hearts", keywords: ["love"])]
        #expect(Self.ranked(lines, "love") == ["two hearts", "couple with heart"])
    }

    @Test("then Unicode's emoji order, the popularity prior")
    func prior() {
        let lines = [Self.line("blue heart"), Self.line("pink heart")]
        #expect(Self.ranked(lines, "heart") == ["blue heart", "pink heart"])
        #expect(Self.ranked(lines.reversed(), "heart") == ["pink heart", "blue heart"])
    }

    @Test("fzf's syntax: 'exact, ^start, end$, !not, a | b, several words", arguments: [
        ("'ire", ["fire", "fire engine"]),
        ("^eng", ["engine room"]),
        ("room$", ["engine room"]),
        ("fire !engine", ["fire"]),
        ("fre", ["fire", "fire engine"]),
        ("room | fire", ["fire", "fire engine", "engine room"]),
        ("fire engine", ["fire engine"]),
    ])
    func syntax(query: String, expected: [String]) {
        let lines = [Self.line("fire engine"), Self.line("fire"), Self.line("engine room")]
        #expect(Self.ranked(lines, query) == expected)
    }

    // MARK: The catalog

    static let items = EmojiItems()

    static func first(_ query: String, _ count: Int = 1) -> [String] {
        Self.items.matches(FilterQuery(query)).prefix(count).map { Self.items.store.anatomy(at: Int($0)).symbol ?? "" }
    }

    @Test("the searches of issue 20 give what a person means", arguments: [
        ("smile", "😄"), ("heart", "❤️"), ("party", "🎉"), ("pray", "🙏"), ("sun", "☀️"), ("love", "💌"), ("clap", "👏"),
        ("fire", "🔥"), ("thumbs up", "👍"), ("cat", "🐈"), ("dog", "🐕"), ("cry", "😢"), ("ok", "🆗"),
    ])
    func issueSearches(query: String, symbol: String) {
        #expect(Self.first(query) == [symbol])
    }

    @Test("shortcodes: :tada: is 🎉, :+1: and :thumbsup: 👍, :joy: 😂")
    func catalogShortcodes() {
        #expect(Self.first(":tada:") == ["🎉"])
        #expect(Self.first(":+1:") == ["👍"])
        #expect(Self.first(":thumbsup:") == ["👍"])
        #expect(Self.first(":joy:") == ["😂"])
    }

    @Test("Emoji 15.1, 16.0 and 17.0 emoji are found by name", arguments: [
        ("phoenix", "🐦‍🔥", "E15.1"), ("lime", "🍋‍🟩", "E15.1"), ("face with bags under eyes", "🫩", "E16.0"),
        ("fingerprint", "🫆", "E16.0"), ("hairy creature", "🫈", "E17.0"), ("orca", "🫍", "E17.0"), ("trombone", "🪊", "E17.0"),
    ])
    func newer(query: String, symbol: String, version: String) throws {
        #expect(Self.first(query) == [symbol])
        let record = try #require(Self.items.catalog.index(of: symbol))
        #expect(Self.items.catalog.version(at: record) == version)
    }
}
