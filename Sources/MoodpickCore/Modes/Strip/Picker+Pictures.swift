/// `--images`: the picker's side of the picture cells (docs/IMAGES.md). Thumbnails arrive as
/// messages (`PickerMessage.pictures`); after every update the picker asks for the ones around
/// the centred cell (`PickerEffect.wantPictures`) whenever that cell or the view changed, so the
/// worker makes the nearest first and a glide far away drops what it no longer needs.
extension Picker {
    /// Every picture cell is `--cell-size`'s W wide between its paddings: a layout that keeps
    /// no per-cell widths, however many images there are.
    static func pictureLayout(count: Int, pictures: PictureStrip, spacing: Int) -> StripLayout {
        StripLayout(count: count, width: pictures.columns + CellOptions.padding, spacing: spacing)
    }

    /// Takes in finished thumbnails.
    mutating func receive(_ updates: [PictureUpdate]) {
        guard !updates.isEmpty else { return }
        let centreItem = layout.count > 0 ? view.item(at: centeredIndex) : 0
        pictures?.receive(updates, centreItem: centreItem)
    }

    /// Cells each side of the centre whose thumbnails are asked for: those on the picture, and
    /// as many again beyond them, so a glide finds the next ones made.
    var pictureReach: Int {
        guard let pictures else { return 0 }
        let cell = pictures.columns + CellOptions.padding + layout.spacing
        return max(picture.columns / max(cell, 1), 1) + 2
    }

    /// Posts `.wantPictures` when the centred cell or the view changed since the last request.
    mutating func askForPictures() {
        guard layout.count > 0 else { return }
        let centre = centeredIndex
        let view = self.view
        let count = layout.count, reach = pictureReach
        guard let wanted = pictures?.wanted(centre: centre, item: view.item(at: centre), count: count, reach: reach,
                                            itemAt: { view.item(at: $0) }),
            !wanted.isEmpty
        else { return }
        let items = self.items
        guard let strip = pictures else { return }
        outbox.post(.wantPictures(wanted.map { PictureRequest(item: $0, path: strip.path(of: $0, in: items)) }))
    }
}
