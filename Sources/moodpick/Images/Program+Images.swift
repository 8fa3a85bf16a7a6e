import MoodpickCore
import MoodpickImages
import MoodpickTerminal

/// `--images` on a stage (docs/IMAGES.md): the strip's picture part and the worker that fills it.
extension Program {
    /// The picture cells for this terminal: their size (`--cell-size`, or from the cell's
    /// pixels), how they are drawn (`ImagesOptions.drawing`), and the worker, on the real
    /// terminal a thread woken into the loop, on a replay made at once.
    func imageCells<T: Terminal, C: MonotonicClock>(on stage: Stage<T, C>) -> (strip: PictureStrip, cells: ImageCells) {
        let options = command.images
        let abilities = stage.abilities
        let size = options.cellSize(cellPixels: abilities.cellPixels)
        // Pixels only where a layer can draw them: the cell's size in pixels known, on the real terminal.
        let drawing = ImagesOptions.drawing(pictures: abilities.pictures, drawsPixels: abilities.cellPixels != nil && stage.terminal is TTYTerminal,
                                            inTmux: Environment.value("TMUX") != nil)
        let depth: SymbolDepth = stage.colorDepth >= .trueColor ? .trueColor : .palette256
        let matte = abilities.background.map { RGBA(red: UInt8($0.red), green: UInt8($0.green), blue: UInt8($0.blue)) } ?? RGBA(red: 0, green: 0, blue: 0)
        let cache = ThumbnailCache.defaultFolder(environment: { Environment.value($0) }).map { ThumbnailCache(folder: $0) }
        let cells = ImageCells(columns: size.columns, rows: size.rows, cellPixels: drawing == .symbols ? nil : abilities.cellPixels,
                               depth: depth, matte: matte, cache: cache, wake: stage.pictureWake)
        if let tty = stage.terminal as? TTYTerminal {
            tty.pictureLayer = PictureLayers.layer(drawing: drawing, pictures: abilities.pictures, cellPixels: abilities.cellPixels, matte: matte,
                                                   pixels: { [cells] in cells.pixels(of: $0) })
        }
        return (PictureStrip(columns: size.columns, rows: size.rows, drawing: drawing, pathField: options.pathField), cells)
    }
}
