/// What an item's picture cell shows once its thumbnail is made (`--images`, docs/IMAGES.md):
/// its rows of half-block symbols, or why there is none. An item with no `ItemPicture` yet
/// shows the placeholder.
package enum ItemPicture: Equatable, Sendable {
    /// The thumbnail as symbol rows, one `FrameLine` a row, columns from 0 (at most the cell's
    /// width), already centred in the cell's box. Pixel protocols draw the shell's pixels
    /// instead; these rows are what a terminal without them, or a sixel strip that moves, shows.
    case ready([FrameLine])
    /// The file could not be shown: the reason the label row gives (`not an image`, `too large (30000x30000)`).
    case failed(reason: String)
}

/// A thumbnail the worker finished: the item and its picture.
package struct PictureUpdate: Equatable, Sendable {
    package var item: Int
    package var picture: ItemPicture
    package init(item: Int, picture: ItemPicture) {
        self.item = item
        self.picture = picture
    }
}

/// A thumbnail wanted: the item and its image file's path (its line, or its `--image-nth` field).
package struct PictureRequest: Equatable, Sendable {
    package var item: Int
    package var path: String
    package init(item: Int, path: String) {
        self.item = item
        self.path = path
    }
}
