/// The option table's entries for images as cells (issue 35, docs/IMAGES.md): each item an
/// image file, its cell a thumbnail.
extension Option {
    var imagesSpec: OptionSpec? {
        switch self {
        case .images:
            return OptionSpec(arity: .negatable, section: .options, help:
                "Each item is an image file's path (PNG, JPEG, WebP, GIF): its cell is a thumbnail, the file's name in the label row.")
        case .imageNth:
            return OptionSpec(arity: .value("N"), section: .options, help:
                "With --images: the image's path is field N of the line (1-based; split by --delimiter), not the whole line.")
        case .cellSize:
            return OptionSpec(arity: .value("WxH"), section: .look, help:
                "With --images: a thumbnail cell W columns by H rows (the default from the terminal's cell size in pixels, about 16x6).")
        default:
            return nil
        }
    }
}
