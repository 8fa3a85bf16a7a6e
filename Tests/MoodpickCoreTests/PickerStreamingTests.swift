import Testing
@testable import MoodpickCore

/// Items that arrive while the picker is up join the end of the strip; nothing the user sees
/// moves.
@Suite("Picker: streaming items")
struct PickerStreamingTests {
    static func store(_ labels: [String]) -> ItemStore { ItemStore(items: labels) }

    @Test("new items join the end: the centered item, its position and the offset stay")
    func joinsTheEnd() {
        var picker = PickerHarness.picker(Self.store(["a", "b", "c"]), start: 1)
        picker.itemsArrived(Self.store(["a", "b", "c"]), loading: true)
        let offset = picker.offset
        let effects = picker.itemsArrived(Self.store(["a", "b", "c", "d", "e"]), loading: true)
        #expect(picker.view.count == 5 && picker.layout.count == 5)
        #expect(picker.selectedItem == 1 && picker.offset == offset)
        #expect(!effects.contains(.settled(item: 1)), "no new settle: it did not move")
        #expect(picker.isLoading)
    }

    @Test("a filtered strip matches only the new items and appends them after the earlier matches")
    func filtered() {
        var picker = PickerHarness.picker(Self.store(["apple", "banana"]))
        picker.itemsArrived(Self.store(["apple", "banana"]), loading: true)
        for character in "ap" { picker.handle(.key(.character(character)), at: .zero) }
        #expect(picker.view.matches == [0])
        picker.itemsArrived(Self.store(["apple", "banana", "apricot", "blueberry", "grape"]), loading: false)
        #expect(picker.view.matches == [0, 2, 4])
        #expect(picker.selectedItem == 0 && !picker.isLoading)
    }

    @Test("an empty strip while loading: Enter waits; the first item comes to rest; an input that ends empty ends the run")
    func empty() {
        var picker = PickerHarness.picker(Self.store([]))
        picker.itemsArrived(Self.store([]), loading: true)
        picker.handle(.key(.enter), at: .zero)
        #expect(picker.outcome == nil, "nothing to choose yet")
        let effects = picker.itemsArrived(Self.store(["x"]), loading: true)
        #expect(effects.contains(.settled(item: 0)) && picker.selectedItem == 0)
        var nothing = PickerHarness.picker(Self.store([]))
        nothing.itemsArrived(Self.store([]), loading: false)
        #expect(nothing.outcome == .noMatch)
    }
}

/// Streamed batches of cells of differing widths: the screen is the one the whole input gives,
/// and what a batch costs does not grow with the items before it.
@Suite("Picker: streaming uneven cells")
struct PickerStreamingBatchTests {
    static let lines = ["ant", "bee", "cat", "dromedary", "eel", "fox", "gnu", "hippopotamus", "ibis", "jay"]

    /// A picker fed `lines` in batches of `size` (each a store of every line so far), with
    /// `query` typed after the first batch.
    static func streamed(size: Int, query: String) -> Picker {
        var count = min(size, lines.count)
        var picker = PickerHarness.picker(ItemStore(items: Array(lines.prefix(count))), columns: 50, rows: 5, start: 1)
        picker.itemsArrived(ItemStore(items: Array(lines.prefix(count))), loading: count < lines.count)
        for character in query { picker.handle(.key(.character(character)), at: .zero) }
        while count < lines.count {
            count = min(count + size, lines.count)
            picker.itemsArrived(ItemStore(items: Array(lines.prefix(count))), loading: count < lines.count)
        }
        return picker
    }

    static let onAnt = [
        ">                                             1/10",
        "",
        "                      ▕ ant ▏  bee    cat    dro…",  // at 50 columns a cell is 10 at most (TextCellFit), cut by the edge (CellEdgeCut)
        "                        ant",
        "←/→ move · enter choose · esc cancel · type to f…",
    ]
    static let onAntStyles = [
        "PP                                            IIII",
        "",
        "                      MCCCCCM  ...    222    3333",
        "                        LLL",
        "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
    ]
    static let onBee = [
        ">                                             2/10",
        "",
        "                 ant  ▕ bee ▏  cat    dro…dary",
        "                        bee",
        "←/→ move · enter choose · esc cancel · type to f…",
    ]
    static let onBeeStyles = [
        "PP                                            IIII",
        "",
        "                 ...  MCCCCCM  ...    22222222",
        "                        LLL",
        "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
    ]
    /// `a` typed after the first batch: ant, then the later matches in input order.
    static let matchesOfA = [
        "> a                                      1/5 of 10",
        "",
        "                      ▕ ant ▏  cat    dro…dary",
        "                        ant",
        "←/→ move · enter choose · esc cancel · type to f…",
    ]
    static let matchesOfAStyles = [
        "PP.                                      IIIIIIIII",
        "",
        "                      MCcCCCM  .U.    22222U22",  // each cell's a in hl
        "                        HLL",
        "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
    ]

    @Test("in batches of any size, the layout is the one made anew, and the screen shows it", arguments: [
        ("", 1, onAnt, onAntStyles),  // one item at first: the strip rests on it and stays
        ("", 3, onBee, onBeeStyles),
        ("", 10, onBee, onBeeStyles),
        ("a", 2, matchesOfA, matchesOfAStyles),
        ("a", 4, matchesOfA, matchesOfAStyles),
    ] as [(String, Int, [String], [String])])
    func screens(query: String, size: Int, text: [String], styles: [String]) {
        let picker = Self.streamed(size: size, query: query)
        var rebuilt = picker
        rebuilt.layout = picker.fittedLayout(of: picker.view)  // made anew, the screen's cap (TextCellFit) applied
        #expect(picker.layout == rebuilt.layout)
        let frame = StripView().frame(of: picker)
        #expect(frame == StripView().frame(of: rebuilt))
        #expect(frame.textLines == text)
        #expect(frame.styleLines(legend: Look.legend()) == styles)
    }

    /// The bytes of a streaming input, in memory that never moves (as `StreamingInput` keeps
    /// them), released when the last store made from them goes.
    final class Input: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        var length = 0
        init(capacity: Int) { base = .allocate(byteCount: capacity, alignment: 8) }
        deinit { base.deallocate() }
        func append(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { (base + length).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            length += bytes.count
        }
        var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: length) }
        var buffer: ByteBuffer { ByteBuffer(base: base, count: length) { _ = self } }
    }

    @Test("a long stream in many batches: no list is copied per batch, so the copies add up to less than twice the items",
          arguments: [("", 10), ("", 2_000), ("1", 2_000)])
    func costPerBatch(query: String, batches: Int) throws {
        let total = 100_000
        let lines = (0..<total).map { Array("\($0 * 7919 % 100_003)\n".utf8) }
        let input = Input(capacity: lines.reduce(0) { $0 + $1.count })
        var indexer = ItemIndexer(separator: .newline, cellOptions: CellOptions())
        var picker = PickerHarness.picker(ItemStore(items: []), columns: 80, rows: 24)
        picker.itemsArrived(ItemStore(items: []), loading: true)
        for character in query { picker.handle(.key(.character(character)), at: .zero) }
        // How often the lists moved to another block: at growth only, not at every batch.
        var moves = (starts: 0, widths: 0, layout: 0, matches: 0)
        for batch in 0..<batches {
            for line in lines[(batch * total / batches)..<((batch + 1) * total / batches)] { input.append(line) }
            indexer.consume(input.bytes)
            let before = (picker.items.starts.blockIdentity, picker.items.widths?.blockIdentity, picker.layout.widthsIdentity,
                          picker.view.matches?.withUnsafeBufferPointer { $0.baseAddress })
            picker.itemsArrived(ItemStore(buffer: input.buffer, indexer: indexer), loading: batch < batches - 1)
            if picker.items.starts.blockIdentity != before.0 { moves.starts += 1 }
            if before.1 != nil && picker.items.widths?.blockIdentity != before.1 { moves.widths += 1 }
            if before.2 != nil && picker.layout.widthsIdentity != before.2 { moves.layout += 1 }
            if before.3 != nil && picker.view.matches?.withUnsafeBufferPointer({ $0.baseAddress }) != before.3 { moves.matches += 1 }
        }
        // Doubling from 64 to at most 2 × 100,000: 12 growths at most (the matches, a Swift
        // array that grows the same way from a smaller start, a few more).
        #expect(moves.starts <= 12 && moves.widths <= 12 && moves.layout <= 12 && moves.matches <= 20, "\(moves)")
        #expect(picker.items.count == total)
        #expect(picker.items.starts.elementsCopied < 2 * total)
        #expect(try #require(picker.items.widths).elementsCopied < 2 * total)
        // The layout's widths and samples: written out once when widths first differ, then appended.
        #expect(picker.layout.elementsCopied < 2 * (picker.layout.count + picker.layout.count / StripLayout.sampleStride + 1))
        #expect(picker.layout == picker.fittedLayout(of: picker.view))
    }
}
