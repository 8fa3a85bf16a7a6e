import PropertyBased
import Testing
@testable import MoodpickCore

/// The filter's shortcut never changes its answer (docs/CONTRACT.md §12): when an edit only
/// narrows the query, the picker searches just the matches it shows, and every search runs a
/// slice at a time between reads of the input, a newer query dropping the one under way. Over
/// any items and any edits (typed characters, Backspace, Ctrl-W, Ctrl-U, pastes), once the last
/// search is done the strip shows exactly the matches, in exactly the order, of one fresh search
/// for the final query, and a fresh picker given that query shows the same.
///
/// `FilterNarrowingTests` checks `narrows` and the slices on their own, from a fixed seed; here
/// the picker drives them together, with shrinking to the shortest failing edit list.
@Suite("Property: narrowing equals a fresh search")
struct NarrowingProperty {
    // MARK: Generators

    /// Pieces of labels: a small alphabet, so queries match often, with case pairs, precomposed
    /// and decomposed accents, letters whose case folding is special, CJK, blanks, separators.
    static let labelPieces: [String] = [
        "a", "b", "c", "ab", "ba", "cab", "A", "B", "é", "e\u{301}", "É", "k", "K", "\u{212A}", "ß", "İ", "ı",
        "x", "/", "-", " ", "\t", "東", "_", "1",
    ]
    /// What may come before a label: nothing (a text item), or an emoji symbol.
    static let symbols: [String] = ["", "😀 ", "🇫🇷 ", "👍🏽 ", "1️⃣ "]

    static let label = zip(Gen.int(in: 0...(symbols.count - 1)), Gen.int(in: 0...(labelPieces.count - 1)).array(of: 0...6))
        .map { symbol, pieces in symbols[symbol] + pieces.map { labelPieces[$0] }.joined() }

    /// Characters typed one key at a time, the query's operators among them.
    static let typed: [Character] = [
        "a", "b", "c", "A", "B", "e", "\u{301}", "é", "É", "k", "K", "\u{212A}", "ß", "İ", "x", "/", "東",
        "'", "^", "!", "$", "|", "\\", "-",
    ]
    /// Pasted text: several characters at once, spaces (which split the query into terms) too.
    static let pasted: [String] = [" ", "ab", " a", "a b", "'ab", "^a", "b$", "!c", " | ", "e\u{301}", "x /", "cab "]

    /// One edit of the query, and how much of the search the loop lets run before the next one.
    enum Edit: Sendable, CustomStringConvertible {
        case type(Character)
        case paste(String)
        case backspace, eraseWord, eraseQuery

        var event: InputEvent {
            switch self {
            case .type(let character): .key(.character(character))
            case .paste(let text): .paste(text)
            case .backspace: .key(.backspace)
            case .eraseWord: .key(.ctrlW)
            case .eraseQuery: .key(.ctrlU)
            }
        }

        var description: String {
            switch self {
            case .type(let character): "type \(character.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(separator: "+"))"
            case .paste(let text): "paste \(text.debugDescription)"
            case .backspace: "backspace"
            case .eraseWord: "ctrl-w"
            case .eraseQuery: "ctrl-u"
            }
        }
    }

    /// Mostly typing (which narrows), with erasing and pastes that do not.
    static let edit = Gen<Edit>.frequency(
        (weight: 6, gen: Gen.int(in: 0...(typed.count - 1)).map { Edit.type(typed[$0]) }),
        (weight: 2, gen: Gen.int(in: 0...(pasted.count - 1)).map { Edit.paste(pasted[$0]) }),
        (weight: 2, gen: Gen.int(in: 0...2).map { [Edit.backspace, .eraseWord, .eraseQuery][$0] }))

    /// An edit, then the slices the loop runs before the next event: each a number of items
    /// (0: the search is left as it is, so the next edit finds it under way).
    static let step = zip(edit, Gen.int(in: 0...12).array(of: 0...3))

    /// How the items are shown and ranked: `--no-sort`, `--with-nth`.
    struct Setup: Sendable, CustomStringConvertible {
        var sorted: Bool
        /// 0: the label; 1: `--with-nth 2..`; 2: `--with-nth 1,3` (a list: joined pieces).
        var fields: Int
        var description: String { "sorted \(sorted), fields \(["label", "--with-nth 2..", "--with-nth 1,3"][fields])" }

        func store(_ labels: [String]) -> ItemStore {
            let store = ItemStore(items: labels)
            switch fields {
            case 1: return store.showing(try! FieldSelection(delimiter: nil, withNth: "2..", acceptNth: nil))
            case 2: return store.showing(try! FieldSelection(delimiter: nil, withNth: "1,3", acceptNth: nil))
            default: return store
            }
        }
    }

    static let setup = zip(Gen.bool(0.75), Gen.int(in: 0...2)).map { Setup(sorted: $0, fields: $1) }

    // MARK: Helpers

    /// The item indices the strip shows, in strip order.
    static func shown(_ picker: Picker) -> [Int] {
        (0..<picker.layout.count).map { picker.view.item(at: $0) }
    }

    /// One search for `query` over every item, in one go.
    static func freshSearch(_ query: String, in store: ItemStore, sorted: Bool) -> [Int] {
        var job = FilterJob(query: FilterQuery(query), items: store, candidates: nil, sorted: sorted, fields: store.fields)
        return job.finish().map(Int.init)
    }

    static func picker(_ store: ItemStore, sorted: Bool, query: String = "") -> Picker {
        PickerHarness.picker(store, options: PickerOptions(sorted: sorted), query: query)
    }

    // MARK: The property

    @Test("after any edits, the strip shows what a fresh search for the final query finds")
    func narrowingEqualsFreshSearch() async {
        await propertyCheck(count: 300, input: Self.label.array(of: 0...40), Self.step.array(of: 1...16), Self.setup) { labels, steps, setup in
            let store = setup.store(labels)
            var picker = Self.picker(store, sorted: setup.sorted)
            var time = Duration.zero
            for (edit, slices) in steps {
                time += .milliseconds(20)
                picker.handle(edit.event, at: time)
                for slice in slices where picker.isSearching { picker.continueSearch(slice: slice) }
            }
            // The loop runs the search under way to its end, a slice at a time.
            var rounds = 0
            while picker.isSearching && rounds < 10_000 {
                picker.continueSearch(slice: 1 + rounds % 7)
                rounds += 1
            }
            #expect(!picker.isSearching, "the search never ended")
            #expect(picker.outcome == nil)
            let query = picker.query.text
            #expect(picker.appliedQuery.text == query, "the strip answers the query as typed")
            let expected = Self.freshSearch(query, in: store, sorted: setup.sorted)
            #expect(Self.shown(picker) == expected, "query \(query.debugDescription), \(setup)")
            var fresh = Self.picker(store, sorted: setup.sorted, query: query)
            fresh.finishSearch()
            #expect(Self.shown(fresh) == expected, "a picker started on \(query.debugDescription), \(setup)")
        }
    }
}
