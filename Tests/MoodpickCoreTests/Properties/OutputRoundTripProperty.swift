import PropertyBased
import Testing
@testable import MoodpickCore

/// `--output line` hands back the item's original bytes (docs/CONTRACT.md §2), whatever they
/// are: a script can feed moodpick anything and get the very bytes it chose, never a sanitized
/// or re-encoded copy (the sanitizing is for the screen only, §1).
///
/// The input is made of items joined by the separator (LF, or NUL with `--read0`), loaded as the
/// input loader does it: the real `ItemIndexer`, fed the input in random chunks (a pipe's reads),
/// then `finish`. An item is chosen through a picker (Enter on its cell) and printed as the
/// program prints it (`FieldSelection.output`, LF or, with `--print0`, NUL after it).
///
/// The only bytes that may not come back are the ones docs/CONTRACT.md §1 ("Splitting") takes
/// away: the separator itself (never generated inside an item), a CR directly before the LF,
/// and items that are empty (or, split at LF, only ASCII white space), which are no items.
@Suite("Property: --output line round-trips any bytes")
struct OutputRoundTripProperty {
    // MARK: Generators

    /// Byte runs that break naive code, first the plainest (shrinking moves toward it).
    static let hardPieces: [[UInt8]] = [
        Array("a".utf8),
        [0x20],  // space
        [0x09],  // TAB
        [0x0D],  // CR
        [0x0A],  // LF (removed again when it is the separator)
        [0x0D, 0x0A],  // CR LF
        [0x00],  // NUL (removed again with --read0)
        [0x1B],  // a lone ESC
        Array("\u{1B}[2J".utf8),  // erase the screen
        Array("\u{1B}]0;title\u{07}".utf8),  // OSC title, ended by BEL
        Array("\u{1B}[31m".utf8),  // SGR
        [0x7F],  // DEL
        [0xC2, 0x85], [0xC2, 0x9B],  // C1 NEL and CSI, as UTF-8
        [0x85], [0x9B],  // C1 as raw bytes (invalid UTF-8)
        [0xC2, 0xA0],  // NBSP
        [0xE2, 0x80, 0x8D],  // ZWJ
        [0xCC, 0x81],  // combining acute accent
        [0x0B], [0x0C],  // VT, FF (white space to the line splitter)
        [0xFF], [0xFE], [0xC0, 0x80],  // never UTF-8; an overlong NUL
        [0xE2, 0x82],  // a truncated sequence
        [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
        [0xEF, 0xBB, 0xBF],  // BOM
        [0xE2, 0x80, 0xA8],  // LINE SEPARATOR
        [0xE2, 0x80, 0xAE],  // RIGHT-TO-LEFT OVERRIDE
        Array("😀".utf8), Array("👍🏽".utf8), Array("🇫🇷".utf8), Array("1️⃣".utf8),
        Array("👨‍👩‍👧".utf8), Array("❤️".utf8), Array("東".utf8), Array("é".utf8),
        Array("😀 happy".utf8),
    ]

    /// One piece: mostly a hard run, sometimes any single byte.
    static let piece = Gen<[UInt8]>.frequency(
        (weight: 3, gen: Gen.int(in: 0...(hardPieces.count - 1)).map { hardPieces[$0] }),
        (weight: 1, gen: Gen.uint8().map { [$0] }))

    /// An item's bytes before the separator is taken out: 0 to 12 pieces.
    static let rawItem = piece.array(of: 0...12).map { $0.flatMap { $0 } }

    /// How the input is split and the output ended.
    struct Mode: Sendable, CustomStringConvertible {
        var read0: Bool
        var print0: Bool
        /// Whether the input ends with a separator after its last item.
        var endsWithSeparator: Bool
        var separator: ItemSeparator { read0 ? .nul : .newline }
        var description: String { "read0 \(read0), print0 \(print0), final separator \(endsWithSeparator)" }
    }

    static let mode = zip(Gen.bool, Gen.bool, Gen.bool).map { Mode(read0: $0, print0: $1, endsWithSeparator: !$2) }

    // MARK: The loader and the model

    /// The input loader's path: the indexer sees the input grow in chunks (cut at `cuts`, taken
    /// modulo the input's size), then finishes; the store is what the picker gets.
    static func load(_ input: [UInt8], separator: ItemSeparator, cuts: [Int]) -> ItemStore {
        var indexer = ItemIndexer(separator: separator, cellOptions: CellOptions())
        for cut in cuts.map({ input.isEmpty ? 0 : $0 % (input.count + 1) }).sorted() {
            Array(input.prefix(cut)).withUnsafeBytes { indexer.consume($0) }
        }
        let buffer = ByteBuffer(copying: input)
        indexer.finish(buffer.bytes)
        return ItemStore(buffer: buffer, indexer: indexer)
    }

    /// The item a raw item becomes, per docs/CONTRACT.md §1 "Splitting", or nil when it is none:
    /// split at LF, a CR directly before the LF goes with the line ending and a blank line is
    /// skipped; split at NUL, only an empty item is skipped.
    static func expectedItem(_ raw: [UInt8], mode: Mode, isLast: Bool) -> [UInt8]? {
        guard !mode.read0 else { return raw.isEmpty ? nil : raw }
        var line = raw
        let followedByLF = !isLast || mode.endsWithSeparator
        if followedByLF, line.last == 0x0D { line.removeLast() }
        let asciiWhiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
        return line.allSatisfy(asciiWhiteSpace.contains) ? nil : line
    }

    /// The input: the items with the separator taken out of them, joined by it.
    static func input(_ raws: [[UInt8]], mode: Mode) -> (input: [UInt8], items: [[UInt8]]) {
        let separator = mode.separator.byte
        let cleaned = raws.map { $0.filter { $0 != separator } }
        var input: [UInt8] = []
        for (index, item) in cleaned.enumerated() {
            input += item
            if index < cleaned.count - 1 || mode.endsWithSeparator { input.append(separator) }
        }
        let items = cleaned.enumerated().compactMap { index, raw in
            expectedItem(raw, mode: mode, isLast: index == cleaned.count - 1)
        }
        return (input, items)
    }

    /// What the program writes for `index` chosen with Enter in a picker started on it.
    static func chosenOutput(_ store: ItemStore, index: Int, print0: Bool) -> (outcome: Outcome?, bytes: [UInt8]) {
        var picker = PickerHarness.picker(store, start: index)
        picker.handle(.key(.enter), at: .zero)
        guard case .chosen(let chosen)? = picker.outcome else { return (picker.outcome, []) }
        return (picker.outcome, FieldSelection.whole.output(.line, for: chosen, in: store, print0: print0))
    }

    // MARK: Properties

    @Test("one item of any bytes is printed back exactly, then the terminator")
    func oneItem() async {
        await propertyCheck(count: 300, input: Self.rawItem, Self.mode, Gen.int(in: 0...64).array(of: 0...3)) { raw, mode, cuts in
            let (input, items) = Self.input([raw], mode: mode)
            let store = Self.load(input, separator: mode.separator, cuts: cuts)
            #expect(store.count == items.count, "\(mode)")
            guard let item = items.first, store.count == 1 else { return }
            let (outcome, printed) = Self.chosenOutput(store, index: 0, print0: mode.print0)
            #expect(outcome == .chosen(0))
            #expect(printed == item + [mode.print0 ? 0x00 : 0x0A], "\(mode)")
        }
    }

    @Test("among several items, the chosen one prints its own bytes, and every item is as split")
    func severalItems() async {
        await propertyCheck(count: 150, input: Self.rawItem.array(of: 1...6), Self.mode, Gen.int(in: 0...7), Gen.int(in: 0...200).array(of: 0...4)) {
            raws, mode, choice, cuts in
            let (input, items) = Self.input(raws, mode: mode)
            let store = Self.load(input, separator: mode.separator, cuts: cuts)
            #expect(store.count == items.count, "\(mode)")
            guard store.count == items.count, !items.isEmpty else { return }
            #expect((0..<store.count).map { store.lineBytes(at: $0) } == items, "\(mode)")
            let index = choice % items.count
            let (outcome, printed) = Self.chosenOutput(store, index: index, print0: mode.print0)
            #expect(outcome == .chosen(index))
            #expect(printed == items[index] + [mode.print0 ? 0x00 : 0x0A], "\(mode)")
        }
    }
}
