import MoodpickCore
import MoodpickImages
import MoodpickTerminal

/// The pixel protocol's layer for `--images` (docs/IMAGES.md, "Drawing"): kitty's placements
/// or sixel at rest, drawing each item's fitted pixels (`pixels`); nil where the strip draws
/// symbols, or the cell's size in pixels is not known (nothing could be fitted to it).
enum PictureLayers {
    static func layer(drawing: PictureDrawing, pictures: PictureProtocol?, cellPixels: TerminalAbilities.PixelSize?, matte: RGBA,
                      pixels: @escaping (Int) -> RGBAImage?) -> (any PictureLayer)? {
        guard drawing != .symbols, let cell = cellPixels, let pictures else { return nil }
        switch pictures {
        case .kitty: return KittyPictureLayer(cell: cell, thumbnail: pixels)
        case .sixel: return SixelPictureLayer(cell: cell, matte: matte, thumbnail: pixels)
        }
    }
}
