import MoodpickCore
import MoodpickImages
import MoodpickTerminal

/// Pictures through the kitty graphics protocol (docs/IMAGES.md, "Drawing"): each item's
/// thumbnail sent once, as image id item + 1; then every frame only places what is new, moved
/// or under a repainted row (the same image and placement ids: kitty moves it), at its own size
/// in pixels, centred in its cell box, cut by the source rectangle where the strip's edge cuts
/// the cell, and deletes the placements that left the strip (the image stays sent). Every exit
/// path deletes them all (`a=d,d=A`, which frees the images too); after Ctrl-Z everything is
/// sent again. An image is sent again only when the item's thumbnail changed size.
final class KittyPictureLayer: PictureLayer {
    private let cell: TerminalAbilities.PixelSize
    private let thumbnail: (Int) -> RGBAImage?
    private var ledger = PictureLedger()
    /// The size of each image sent, by item.
    private var sent: [Int: (width: Int, height: Int)] = [:]

    /// `cell`: the terminal's cell in pixels (what the thumbnails were fitted with);
    /// `thumbnail`: an item's fitted pixels, nil while not made.
    init(cell: TerminalAbilities.PixelSize, thumbnail: @escaping (Int) -> RGBAImage?) {
        self.cell = cell
        self.thumbnail = thumbnail
    }

    static func imageID(_ item: Int) -> Int { item + 1 }

    let teardown = KittyGraphics.deleteAll
    var isWaiting: Bool { ledger.isWaiting }
    func repaintsBeneath(_ placements: [PicturePlacement]) -> Bool { false }
    func invalidate() { ledger.invalidate() }

    func forgetAll() {
        ledger.forgetAll()
        sent = [:]
    }

    func bytes(for placements: [PicturePlacement], repainted: (Int) -> Bool, moves: some TerminalCodes) -> [UInt8] {
        var out: [UInt8] = []
        let steps = ledger.steps(for: placements, ready: { thumbnail($0) != nil }, repainted: repainted)
        for step in steps {
            switch step {
            case .transmit: break  // sent with its first placement, below, where its size is checked
            case .place(let placement, let key):
                let id = Self.imageID(placement.item)
                // The pixels may have been dropped from memory since they were sent: kitty still
                // has them, and their size is known.
                if let image = thumbnail(placement.item), sent[placement.item].map({ $0 != (image.width, image.height) }) ?? true {
                    out += KittyGraphics.transmit(image, id: id)
                    sent[placement.item] = (image.width, image.height)
                }
                guard let image = sent[placement.item],
                    let geometry = PictureGeometry(placement: placement, imageWidth: image.width, imageHeight: image.height, cell: cell)
                else {
                    out += KittyGraphics.deletePlacement(id: id, placement: key.placement)
                    continue
                }
                moves.appendMove(row: placement.row + geometry.rowOffset, column: placement.column + geometry.columnOffset, to: &out)
                let whole = geometry.width == image.width && geometry.height == image.height
                let source = whole ? nil : KittyGraphics.SourceRectangle(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
                out += KittyGraphics.place(id: id, placement: key.placement, source: source, offset: (geometry.pixelX, geometry.pixelY))
            case .delete(let key): out += KittyGraphics.deletePlacement(id: Self.imageID(key.item), placement: key.placement)
            }
        }
        return out
    }
}
