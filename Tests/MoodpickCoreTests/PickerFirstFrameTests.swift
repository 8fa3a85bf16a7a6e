import Testing
@testable import MoodpickCore

/// The first frame comes as soon as the terminal has answered, with whatever items have arrived
/// (none, one, a few); the rest fill in to the right. Nothing the user looks at moves: the
/// centred item, its column and the mark stay from the first frame on (docs/CONTRACT.md §12).
@Suite("Picker: a strip that fills in after the first frame")
struct PickerFirstFrameTests {
    static let lines = ["😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thinking", "😍 in love", "😎 cool"]

    /// The frames of a picker that comes up with the first `first` lines, then is handed one
    /// more line at a time until all have come (the last batch ends the input).
    static func frames(first: Int) -> (frames: [Frame], centred: [Int?]) {
        let store = { (count: Int) in ItemStore(items: Array(lines.prefix(count))) }
        var picker = PickerHarness.picker(store(first), columns: 40, rows: 5)
        picker.itemsArrived(store(first), loading: true)
        var frames = [StripView().frame(of: picker)]
        var centred = [picker.view.count == 0 ? nil : picker.selectedItem]
        for count in (first + 1)...lines.count {
            picker.itemsArrived(store(count), loading: count < lines.count)
            frames.append(StripView().frame(of: picker))
            centred.append(picker.selectedItem)
        }
        return (frames, centred)
    }

    /// The strip's row of `frame` (the third, under the prompt and an empty row).
    static func stripRow(of frame: Frame) -> [Character] { Array(frame.textLines[2]) }

    /// The columns of the mark's two halves in the strip's row.
    static func mark(in frame: Frame) -> [Int] {
        let row = stripRow(of: frame)
        return row.indices.filter { row[$0] == "▕" || row[$0] == "▏" }
    }

    static let empty = [
        ">                                   0/0…",
        "",
        "",
        "",
        "",
    ]
    static let emptyStyles = ["PP                                  IIII", "", "", "", ""]
    static let firstWithOne = [
        ">                                   1/1…",
        "",
        "                 ▕ 😀 ▏",
        "                  happy",
        "←/→ move · enter choose · esc cancel ·…",
    ]
    static let firstWithOneStyles = [
        "PP                                  IIII",
        "",
        "                 MCCCCM",
        "                  LLLLL",
        "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
    ]
    static let allSeven = [
        ">                                    1/7",
        "",
        "                 ▕ 😀 ▏  😢    😡    😴",
        "                  happy",
        "←/→ move · enter choose · esc cancel ·…",
    ]

    @Test("from a first frame of 0, 1 or 3 items, every later frame keeps the first item centred under the same mark",
          arguments: [0, 1, 3])
    func centredItemStays(first: Int) {
        let (frames, centred) = Self.frames(first: first)
        let upFrom = first == 0 ? 1 : 0  // with no item yet, the first frame has nothing centred
        #expect(centred.dropFirst(upFrom).allSatisfy { $0 == 0 }, "the first item stays centred: \(centred)")
        let marks = frames.dropFirst(upFrom).map(Self.mark)
        #expect(Set(marks).count == 1, "the mark never moves: \(marks)")
        #expect(marks.allSatisfy { $0.count == 2 }, "\(marks)")
        let happy = frames.dropFirst(upFrom).map { Self.stripRow(of: $0).firstIndex(of: "😀") }
        #expect(Set(happy).count == 1 && happy.first! != nil, "the first item's column never moves: \(happy)")
        #expect(frames.last?.textLines == Self.allSeven)
    }

    @Test("the first frame, with no item or one: still loading, the one item centred; the later ones fill the right",
          arguments: [(0, empty, emptyStyles), (1, firstWithOne, firstWithOneStyles)] as [(Int, [String], [String])])
    func firstFrame(first: Int, text: [String], styles: [String]) throws {
        let (frames, _) = Self.frames(first: first)
        let frame = try #require(frames.first)
        #expect(frame.textLines == text)
        #expect(frame.styleLines(legend: Look.legend()) == styles)
        #expect(frames.last?.textLines == Self.allSeven)
    }
}
