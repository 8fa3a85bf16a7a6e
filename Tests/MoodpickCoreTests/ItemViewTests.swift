import Testing
@testable import MoodpickCore

@Suite("ItemView: the strip over the matches")
struct ItemViewTests {
    /// Text items of random widths (so the layout keeps widths), and a random subset as matches.
    static func scenario(seed: UInt64) -> (ItemStore, ItemView) {
        var rng = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &rng)
        let lines = (0..<count).map { i in
            Bool.random(using: &rng) ? "😀 mood\(i)" : String(repeating: "w", count: Int.random(in: 1...30, using: &rng))
        }
        let items = ItemStore(items: lines)
        let matches = (0..<count).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.map(UInt32.init).shuffled(using: &rng)
        return (items, ItemView(matches: matches, total: count))
    }

    @Test("layout, centers and hit tests over a view agree with a brute-force scan of its items' widths",
          arguments: 0..<40)
    func layoutAgreesWithBruteForce(seed: UInt64) {
        let (items, view) = Self.scenario(seed: 0xF11E + seed)
        let layout = items.layout(of: view, spacing: 2)
        #expect(layout.count == view.count)
        var left = 0  // brute force: left edges from cell 0's left edge
        var lefts: [Int] = []
        for position in 0..<view.count {
            let width = items.cellWidth(at: view.item(at: position))
            #expect(layout.width(of: position) == width)
            #expect(items.cell(at: view.item(at: position)).cellWidth == width)
            lefts.append(left)
            left += width + 2
        }
        guard view.count > 0 else { return }
        let firstHalf = Double(layout.width(of: 0)) / 2
        for position in 0..<view.count {
            let width = layout.width(of: position)
            #expect(layout.center(of: position) == Double(lefts[position]) + Double(width) / 2 - firstHalf)
            // Every column of the strip: the hit test names the cell a scan finds, or none.
            for point in stride(from: Double(lefts[position]) - 2, to: Double(lefts[position] + width), by: 1) {
                let strip = point - firstHalf
                let scanned = lefts.indices.first { Double(lefts[$0]) <= point && point < Double(lefts[$0] + layout.width(of: $0)) }
                #expect(layout.index(at: strip) == scanned)
            }
        }
        // The screen's hit test names the item drawn under each column.
        let geometry = StripGeometry(layout: layout, columns: 80)
        let offset = layout.center(of: view.count / 2)
        for column in 0..<80 {
            let scanned = (0..<view.count).first { position in
                let drawn = geometry.drawnLeft(of: position, offset: offset)
                return column >= drawn && column < drawn + layout.width(of: position)
            }
            #expect(geometry.index(atColumn: column, offset: offset) == scanned)
        }
    }

    @Test("every item with no array; matches map positions to items")
    func positionsAndItems() {
        let all = ItemView.all(5)
        #expect(all.count == 5 && !all.isFiltered && all.item(at: 3) == 3)
        #expect(all.firstPosition(ofItemAtLeast: 2) == 2)
        #expect(all.firstPosition(ofItemAtLeast: 5) == nil)
        let some = ItemView(matches: [4, 1, 7], total: 9)
        #expect(some.count == 3 && some.isFiltered && some.item(at: 0) == 4 && some.item(at: 2) == 7)
        #expect(some.firstPosition(ofItemAtLeast: 2) == 0)
        #expect(some.firstPosition(ofItemAtLeast: 5) == 2)
        #expect(some.firstPosition(ofItemAtLeast: 8) == nil)
    }

    @Test("equal widths: a filtered layout keeps no arrays, whatever the number of matches")
    func uniformLayoutIsFree() {
        let items = ItemStore(items: (0..<1000).map { "😀 \($0)" })
        let layout = items.layout(of: ItemView(matches: Array(0..<500), total: 1000), spacing: 2)
        #expect(layout.count == 500)
        #expect(layout.storedBytes == 0)
    }
}

@Suite("QueryText, MarkSet, KeyMap")
struct QueryEditingTests {
    enum Edit: Sendable {
        case type(String)
        case erase
        case word
        case clear
    }

    @Test("editing the query", arguments: [
        ([Edit.type("new"), .type(" "), .type("d")], "new d"),
        ([.type("new d"), .erase], "new "),
        ([.type("new d"), .erase, .erase], "new"),
        ([.type("new york"), .word], "new "),
        ([.type("new york  "), .word], "new "),
        ([.type("new york"), .word, .word], ""),
        ([.type("abc"), .clear], ""),
        ([.erase, .word, .clear], ""),
        ([.type("é"), .type("x"), .erase], "é"),
    ])
    func editing(edits: [Edit], expected: String) {
        var query = QueryText()
        for edit in edits {
            switch edit {
            case .type(let text): _ = query.type(text)
            case .erase: _ = query.eraseCharacter()
            case .word: _ = query.eraseWord()
            case .clear: _ = query.clear()
            }
        }
        #expect(query.text == expected)
    }

    @Test("an edit says whether it changed the text")
    func changes() {
        var query = QueryText()
        #expect(!query.eraseCharacter() && !query.eraseWord() && !query.clear() && !query.type(""))
        #expect(query.type("a") && query.eraseCharacter())
    }

    @Test("marks: insert, remove, count, input order")
    func marks() {
        var marks = MarkSet()
        for item in [700, 3, 64, 63, 0, 3] { marks.insert(item) }
        #expect(marks.count == 5)
        #expect(marks.items == [0, 3, 63, 64, 700])
        #expect(marks.contains(64) && !marks.contains(65) && !marks.contains(100_000))
        #expect(marks.remove(3) && !marks.remove(3))
        #expect(marks.items == [0, 63, 64, 700] && marks.count == 4)
    }

    @Test("the key map: Tab moves without --multi and marks with it; the help row comes from the table")
    func keyMap() {
        #expect(KeyMap.standard().action(for: .tab) == .next)
        #expect(KeyMap.standard().action(for: .backTab) == .previous)
        #expect(KeyMap.standard(multi: true).action(for: .tab) == .markAndNext)
        #expect(KeyMap.standard(multi: true).action(for: .backTab) == .markAndPrevious)
        #expect(KeyMap.standard().action(for: .ctrlA) == .moveCursor(.start))  // fzf's beginning-of-line
        #expect(KeyMap.standard(multi: true).action(for: .ctrlA) == .markAll)
        #expect(KeyMap.standard().action(for: .ctrlU) == .eraseQuery)
        #expect(KeyMap.standard().action(for: .ctrlW) == .eraseWord)
        #expect(KeyMap.standard().action(for: .space) == .spaceOrChoose)
        #expect(KeyMap.standard().helpText(ascii: false) == "←/→ move · enter choose · esc cancel · type to filter")
        #expect(KeyMap.standard(multi: true, jump: true).helpText(ascii: true)
                == "<-/-> move | enter choose | tab mark | esc cancel | type to jump")
        // No key is bound twice.
        for multi in [false, true] {
            let keys = KeyMap.standard(multi: multi).bindings.flatMap(\.keys)
            #expect(Set(keys).count == keys.count)
        }
    }
}
