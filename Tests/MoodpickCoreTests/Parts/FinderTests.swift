import Testing
@testable import MoodpickCore

/// The finder on its own, without a picker: what typing finds, and when.
@Suite("Finder")
struct FinderTests {
    static let items = ItemStore(items: ["apple", "banana", "apricot", "cherry", "avocado"])

    static func scope(_ view: ItemView = .all(5), current: Int = 0, items: ItemStore = Self.items) -> Finder.Scope {
        Finder.Scope(items: items, searchItems: nil, view: view, current: current, time: .zero)
    }

    static func view(_ found: Finder.Found?) -> ItemView? {
        if case .view(let view)? = found { return view }
        return nil
    }

    @Test("typing returns the filter's view at once for a short list, and the query it applies")
    func typing() {
        var finder = Finder(jumps: false, sorted: false, coverage: 5, anchorItem: 0)
        let found = Self.view(finder.type("ap", in: Self.scope()))
        #expect(found?.matches == [0, 2] && !finder.isSearching)
        #expect(finder.query.text == "ap" && finder.appliedQuery == FilterQuery("ap") && finder.isTyping)
        let cleared = Self.view(finder.clearQuery(in: Self.scope(found!)))
        #expect(cleared?.isFiltered == false && cleared?.count == 5 && finder.appliedQuery.isEmpty)
        #expect(finder.clearQuery(in: Self.scope()) == nil, "nothing to clear")
    }

    @Test("a long list is searched a slice at a time; the last slice returns the view")
    func slices() {
        let lines = (0..<(Picker.searchSlice + 10)).map { $0 == 3 ? "needle" : "hay \($0)" }
        let items = ItemStore(items: lines)
        var finder = Finder(jumps: false, sorted: true, coverage: items.count, anchorItem: 0)
        #expect(finder.type("needle", in: Self.scope(.all(items.count), items: items)) == nil)
        #expect(finder.isSearching)
        let found = Self.view(finder.step(slice: Picker.searchSlice, in: Self.scope(.all(items.count), items: items)))
        #expect(found?.matches == [3] && !finder.isSearching)
    }

    @Test("a new view rests on the best match, or with --no-sort on the first match from the item shown before")
    func restPosition() {
        var unsorted = Finder(jumps: false, sorted: false, coverage: 5, anchorItem: 1)
        let view = Self.view(unsorted.type("a", in: Self.scope()))!  // apple, banana, apricot, avocado
        #expect(unsorted.restPosition(in: view) == 1, "banana, the item shown before")
        unsorted.anchorItem = 3
        #expect(view.item(at: unsorted.restPosition(in: view)) == 4, "cherry is hidden: avocado, after it")
        var sorted = Finder(jumps: false, sorted: true, coverage: 5, anchorItem: 3)
        let ranked = Self.view(sorted.type("a", in: Self.scope()))!
        #expect(sorted.restPosition(in: ranked) == 0, "the best match")
    }

    @Test("--jump: typing finds the next item starting with the text, after the current one")
    func jump() {
        var finder = Finder(jumps: true, sorted: true, coverage: 5, anchorItem: 0)
        guard case .jump(let index)? = finder.type("a", in: Self.scope(current: 0)) else {
            Issue.record("no jump")
            return
        }
        #expect(index == 2 && finder.promptText == "a" && finder.query.isEmpty)
        finder.expire(at: .seconds(5))
        #expect(finder.promptText.isEmpty && !finder.isTyping)
    }

    @Test("new items join a filtered view matched against its query; an unfiltered view takes them all")
    func extend() {
        var finder = Finder(jumps: false, sorted: false, coverage: 5, anchorItem: 0)
        var view = Self.view(finder.type("ch", in: Self.scope()))!
        let more = ItemStore(items: ["apple", "banana", "apricot", "cherry", "avocado", "chestnut", "date"])
        finder.extend(&view, to: more)
        #expect(view.matches == [3, 5] && finder.viewCoverage == 7)
        var fresh = Finder(jumps: false, sorted: false, coverage: 5, anchorItem: 0)
        var all = ItemView.all(5)
        fresh.extend(&all, to: more)
        #expect(!all.isFiltered && all.count == 7 && fresh.viewCoverage == 7)
    }
}
