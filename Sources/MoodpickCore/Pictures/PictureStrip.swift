/// The strip's pictures (`--images`): the size of a picture cell, how pictures are drawn on this
/// terminal, and each item's picture as the worker finished it. One part of the `Picker`; its
/// update is `receive(_:)`, and `wanted(around:)` says which items to ask for.
///
/// Memory stays bounded whatever the item count: only the pictures of the
/// ``keptItems`` items nearest the centred one are kept, the others dropped (and asked for again,
/// from the thumbnail cache on disk, when the strip comes back to them).
///
/// Its state is held by one reference, copied on write: an optional `PictureStrip` is then one
/// pointer, which the picker copies with a retain; a struct of its fields would be copied through
/// runtime type metadata made at every start, `--images` or not (Benchmarks/README.md, "The
/// start-up budget").
package struct PictureStrip: Equatable, Sendable {
    /// The fields, shared between copies until one changes.
    private var storage: Storage

    /// A picture cell's columns, between its two padding columns (`--cell-size`'s W).
    package var columns: Int { storage.columns }
    /// Its rows: the strip's height (`--cell-size`'s H).
    package var rows: Int { storage.rows }
    /// Symbols, or a pixel protocol every frame, or one at rest only.
    package var drawing: PictureDrawing { storage.drawing }
    /// The field of a line that is the image's path (`--image-nth`); nil: the whole line.
    package var pathField: FieldSelection? { storage.pathField }
    /// The pictures made so far, by item index.
    package var pictures: [Int: ItemPicture] { storage.pictures }
    /// The centred item and the view's count when pictures were last asked for: asked again
    /// only when either changes.
    var askedAround: AskedAround? { storage.askedAround }

    /// The most pictures kept: a few screens' worth of cells.
    package static let keptItems = 256

    package init(columns: Int, rows: Int, drawing: PictureDrawing = .symbols, pathField: FieldSelection? = nil) {
        precondition(columns > 0 && rows > 0, "a picture cell needs a size")
        storage = Storage(columns: columns, rows: rows, drawing: drawing, pathField: pathField)
    }

    /// The centred item and view the last request was made for.
    struct AskedAround: Equatable, Sendable {
        var item: Int
        var viewCount: Int
    }

    /// The fields of a `PictureStrip`.
    final class Storage: @unchecked Sendable {
        let columns: Int
        let rows: Int
        let drawing: PictureDrawing
        let pathField: FieldSelection?
        var pictures: [Int: ItemPicture] = [:]
        var askedAround: AskedAround?

        init(columns: Int, rows: Int, drawing: PictureDrawing, pathField: FieldSelection?) {
            self.columns = columns
            self.rows = rows
            self.drawing = drawing
            self.pathField = pathField
        }

        func copy() -> Storage {
            let copy = Storage(columns: columns, rows: rows, drawing: drawing, pathField: pathField)
            copy.pictures = pictures
            copy.askedAround = askedAround
            return copy
        }
    }

    /// The storage, this copy's own before it changes.
    private mutating func changing() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    package static func == (a: PictureStrip, b: PictureStrip) -> Bool {
        a.storage === b.storage
            || (a.columns == b.columns && a.rows == b.rows && a.drawing == b.drawing && a.pathField == b.pathField
                && a.pictures == b.pictures && a.askedAround == b.askedAround)
    }

    /// Takes in finished pictures; beyond ``keptItems``, those of the items farthest from
    /// `centreItem` (by item index) are dropped, down to three quarters of it.
    mutating func receive(_ updates: [PictureUpdate], centreItem: Int) {
        let storage = changing()
        for update in updates { storage.pictures[update.item] = update.picture }
        let dropped = Self.dropped(among: storage.pictures.keys, centreItem: centreItem)
        guard !dropped.isEmpty else { return }
        for item in dropped { storage.pictures[item] = nil }
        storage.askedAround = nil  // what was dropped may be wanted again
    }

    /// The items to ask for when the centred item is `item` (at view position `centre` of
    /// `count`): `reach` cells each way, nearest first, right before left, without those made.
    /// Nil when nothing changed since the last request.
    mutating func wanted(centre: Int, item: Int, count: Int, reach: Int, itemAt: (Int) -> Int) -> [Int]? {
        let around = AskedAround(item: item, viewCount: count)
        guard around != askedAround else { return nil }
        let storage = changing()
        storage.askedAround = around
        var order: [Int] = []
        for position in Self.order(centre: centre, count: count, reach: reach) {
            let wanted = itemAt(position)
            if storage.pictures[wanted] == nil { order.append(wanted) }
        }
        return order
    }

    /// The image path of `item` in `items`: its line, or the `--image-nth` field of it.
    package func path(of item: Int, in items: ItemStore) -> String {
        let line = items.line(at: item)
        return String(decoding: pathField?.accepted(line) ?? Array(line), as: UTF8.self)
    }

    /// The items to forget when more than ``keptItems`` are kept: the farthest from
    /// `centreItem` (by item index), down to three quarters of it; none while within it. The
    /// one rule for what the core keeps and for the shell's pixels beside it.
    package static func dropped(among items: some Collection<Int>, centreItem: Int) -> ArraySlice<Int> {
        guard items.count > keptItems else { return [] }
        return items.sorted { abs($0 - centreItem) < abs($1 - centreItem) }.dropFirst(keptItems * 3 / 4)
    }

    /// View positions from `centre` outwards, right before left, `reach` each way, within `0..<count`.
    static func order(centre: Int, count: Int, reach: Int) -> [Int] {
        guard count > 0 else { return [] }
        let centre = min(max(centre, 0), count - 1)
        var order = [centre]
        for distance in stride(from: 1, through: max(reach, 0), by: 1) {
            if centre + distance < count { order.append(centre + distance) }
            if centre - distance >= 0 { order.append(centre - distance) }
        }
        return order
    }

    /// Whether frames now carry placements for a pixel protocol instead of symbols.
    package func placesPictures(resting: Bool) -> Bool {
        switch drawing {
        case .symbols: return false
        case .placements: return true
        case .placementsAtRest: return resting
        }
    }

    /// Whether item's picture is made and can be placed (its pixels are the shell's).
    package func isReady(_ item: Int) -> Bool {
        if case .ready = pictures[item] { return true }
        return false
    }

    /// Why an item shows no picture, when its file could not be made into one.
    package func failure(of item: Int) -> String? {
        if case .failed(let reason) = pictures[item] { return reason }
        return nil
    }
}
