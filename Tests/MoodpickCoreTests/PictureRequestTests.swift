import Testing

@testable import MoodpickCore

/// Which thumbnails the picker asks for and what it keeps (docs/IMAGES.md): the centred item
/// first, then outwards, right before left; again only when the centred item or the view
/// changes, without the ones made; at most `PictureStrip.keptItems` pictures kept, the nearest.
@Suite("the picture strip's requests")
struct PictureRequestTests {
    static func picker(count: Int, start: Int = 0, columns: Int = 30, field: FieldSelection? = nil, lines: [String]? = nil) -> Picker {
        let items = ItemStore(items: lines ?? (0..<count).map { "/p/\($0).png" })
        return Picker(items: items, layout: items.layout(spacing: 2), picture: ScreenSize(columns: columns, rows: 10), start: start,
                      pictures: PictureStrip(columns: 4, rows: 2, pathField: field))
    }

    static func requests(_ effects: [PickerEffect]) -> [PictureRequest]? {
        for case .wantPictures(let requests) in effects { return requests }
        return nil
    }

    @Test("the first update asks for the centred item, then right before left, as far as a screen beyond the cells shown")
    func firstRequest() {
        var picker = Self.picker(count: 20, start: 5)
        let asked = Self.requests(picker.update(.advance, at: .zero))
        // 30 columns hold 3 cells of 8 (4, 2 of padding, 2 of spacing): 3 + 2 each way.
        #expect(asked?.map(\.item) == [5, 6, 4, 7, 3, 8, 2, 9, 1, 10, 0])
        #expect(asked?.first == PictureRequest(item: 5, path: "/p/5.png"))
        // Nothing changed: nothing asked again.
        #expect(Self.requests(picker.update(.advance, at: .milliseconds(20))) == nil)
    }

    @Test("after a move the new centre is asked for, without the pictures already made; taking pictures in asks nothing")
    func afterMove() {
        var picker = Self.picker(count: 20, start: 5)
        _ = picker.update(.advance, at: .zero)
        let made = picker.update(.pictures([5, 6, 4].map { PictureUpdate(item: $0, picture: .ready([])) }), at: .milliseconds(10))
        #expect(Self.requests(made) == nil)
        var effects = picker.update(.input(.key(.right)), at: .milliseconds(20))
        var time = Duration.milliseconds(20)
        while picker.isAnimating {
            time += PickerHarness.frame
            effects += picker.update(.advance, at: time)
        }
        #expect(picker.centeredIndex == 6)
        let asked = effects.compactMap { if case .wantPictures(let requests) = $0 { requests } else { nil } }
        // Asked once, when the centre passed onto item 6: outwards from it, the made ones left out.
        #expect(asked.map { $0.map(\.item) } == [[7, 8, 9, 3, 10, 2, 11, 1]])
    }

    @Test("a filter that changes the view asks for its items' pictures, by item index")
    func filteredView() {
        var picker = Self.picker(count: 0, lines: ["/a/cat.png", "/a/dog.png", "/a/cow.png", "/a/cod.jpg"])
        _ = picker.update(.advance, at: .zero)
        var effects: [PickerEffect] = []
        for (step, character) in "co".enumerated() {
            effects += picker.update(.input(.key(.character(character))), at: .milliseconds(10 * (step + 1)))
        }
        while picker.isSearching { effects += picker.update(.searchSlice(1000), at: .milliseconds(50)) }
        effects += picker.update(.advance, at: .milliseconds(60))
        let last = effects.compactMap { if case .wantPictures(let requests) = $0 { requests } else { nil } }.last
        #expect(Set(last?.map(\.item) ?? []) == [2, 3], "\(effects)")
    }

    @Test("view positions from the centre outwards, right before left, within the view", arguments: [
        (5, 10, 2, [5, 6, 4, 7, 3]), (0, 10, 2, [0, 1, 2]), (9, 10, 1, [9, 8]), (0, 0, 3, [Int]()), (12, 3, 1, [2, 1]),
    ])
    func order(centre: Int, count: Int, reach: Int, expected: [Int]) {
        #expect(PictureStrip.order(centre: centre, count: count, reach: reach) == expected)
    }

    @Test("--image-nth: the path asked for is the line's field")
    func pathField() throws {
        let field = try FieldSelection(delimiter: "\t", withNth: nil, acceptNth: "2")
        var picker = Self.picker(count: 0, field: field, lines: ["sunset\t/w/sunset.jpg", "sea\t/w/sea.png"])
        #expect(Self.requests(picker.update(.advance, at: .zero)) == [
            PictureRequest(item: 0, path: "/w/sunset.jpg"), PictureRequest(item: 1, path: "/w/sea.png"),
        ])
    }

    @Test("at most keptItems pictures are kept, those nearest the centred item; the far ones are asked for again on the way back")
    func bounded() {
        var strip = PictureStrip(columns: 4, rows: 2)
        strip.receive((0..<1000).map { PictureUpdate(item: $0, picture: .ready([])) }, centreItem: 500)
        #expect(strip.pictures.count <= PictureStrip.keptItems)
        #expect(strip.pictures[500] != nil && strip.pictures[450] != nil && strip.pictures[0] == nil && strip.pictures[999] == nil)
        #expect(strip.isReady(500) && !strip.isReady(0))
    }

    @Test("a failed picture is not ready and says its reason")
    func failure() {
        var strip = PictureStrip(columns: 4, rows: 2)
        strip.receive([PictureUpdate(item: 3, picture: .failed(reason: "symlink loop"))], centreItem: 3)
        #expect(!strip.isReady(3) && strip.failure(of: 3) == "symlink loop" && strip.failure(of: 2) == nil)
    }

    @Test("which drawings place pictures, moving and at rest", arguments: [
        (PictureDrawing.symbols, false, false), (.placements, true, true), (.placementsAtRest, false, true),
    ])
    func placing(drawing: PictureDrawing, moving: Bool, resting: Bool) {
        let strip = PictureStrip(columns: 4, rows: 2, drawing: drawing)
        #expect(strip.placesPictures(resting: false) == moving && strip.placesPictures(resting: true) == resting)
    }
}

/// Items that stream in while the strip is up (docs/CONTRACT.md §12) join it as picture cells.
@Suite("picture cells of streamed items")
struct PictureStreamingTests {
    @Test("the new items' cells are --cell-size wide, as the first ones, and their pictures are asked for")
    func streamed() {
        let first = ItemStore(items: ["/p/a.png"])
        var picker = Picker(items: first, layout: first.layout(spacing: 2), picture: ScreenSize(columns: 60, rows: 10),
                            pictures: PictureStrip(columns: 7, rows: 3))
        _ = picker.update(.advance, at: .zero)
        let grown = ItemStore(items: ["/p/a.png", "/p/long-name-of-a-picture.png", "/p/c.png"])
        let effects = picker.update(.items(grown, loading: false), at: .milliseconds(10))
        #expect((0..<3).map { picker.layout.width(of: $0) } == [9, 9, 9])
        let asked = effects.compactMap { if case .wantPictures(let requests) = $0 { requests.map(\.path) } else { nil } }
        // The view grew: asked again from the centre, a.png still not made among them.
        #expect(asked == [["/p/a.png", "/p/long-name-of-a-picture.png", "/p/c.png"]], "\(effects)")
    }
}
