import MoodpickCore
import MoodpickImages
import MoodpickTerminal

/// Pictures as sixel (docs/IMAGES.md, "Drawing"), only where the strip rests (the core draws
/// symbols while it moves): each placement's thumbnail, centred in its cell box, cut to the
/// columns shown, is written at its cell, between DECSC and DECRC (`ESC 7`, `ESC 8`) so the
/// cursor is where it was whatever the terminal does after an image. A sixel's pixels stay
/// until their rows are written again: a frame that leaves out or moves one paints the text
/// under it whole first, and a placement whose rows were repainted is drawn again. Nothing else
/// deletes them: the picture's own teardown erases its rows on every exit path.
final class SixelPictureLayer: PictureLayer {
    private let cell: TerminalAbilities.PixelSize
    private let matte: RGBA
    private let thumbnail: (Int) -> RGBAImage?
    private var ledger = PictureLedger()
    /// The last sixel strings made, by item and the part shown: a rest at the same place
    /// again (after a repaint) costs no encoding. Bounded by ``keptStrings``.
    private var made: [Made: [UInt8]] = [:]
    private static let keptStrings = 32

    private struct Made: Hashable {
        var item: Int, geometry: PictureGeometry, width: Int, height: Int
    }

    /// `matte`: the terminal's background, under transparent pixels.
    init(cell: TerminalAbilities.PixelSize, matte: RGBA, thumbnail: @escaping (Int) -> RGBAImage?) {
        self.cell = cell
        self.matte = matte
        self.thumbnail = thumbnail
    }

    let teardown: [UInt8] = []
    var isWaiting: Bool { ledger.isWaiting }
    func repaintsBeneath(_ placements: [PicturePlacement]) -> Bool { ledger.leavesOrMoves(placements) }
    func invalidate() { ledger.invalidate() }
    func forgetAll() { ledger.forgetAll() }

    func bytes(for placements: [PicturePlacement], repainted: (Int) -> Bool, moves: some TerminalCodes) -> [UInt8] {
        var out: [UInt8] = []
        for step in ledger.steps(for: placements, ready: { thumbnail($0) != nil }, repainted: repainted) {
            guard case .place(let placement, _) = step, let image = thumbnail(placement.item),
                let geometry = PictureGeometry(placement: placement, imageWidth: image.width, imageHeight: image.height, cell: cell)
            else { continue }
            out += [0x1B, UInt8(ascii: "7")]
            moves.appendMove(row: placement.row + geometry.rowOffset, column: placement.column + geometry.columnOffset, to: &out)
            out += sixel(of: image, item: placement.item, geometry: geometry)
            out += [0x1B, UInt8(ascii: "8")]
        }
        return out
    }

    private func sixel(of image: RGBAImage, item: Int, geometry: PictureGeometry) -> [UInt8] {
        let key = Made(item: item, geometry: geometry, width: image.width, height: image.height)
        if let kept = made[key] { return kept }
        let shown = image.cropped(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
        let bytes = SixelEncoder.encode(shown, matte: matte, offset: (geometry.pixelX, geometry.pixelY))
        if made.count >= Self.keptStrings { made = [:] }
        made[key] = bytes
        return bytes
    }
}
