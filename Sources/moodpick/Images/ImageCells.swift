import MoodpickCore
import MoodpickImages
import MoodpickTerminal

/// `--images`' worker as the session's `PictureSource` (docs/IMAGES.md): the items' thumbnails
/// made off the frame path, nearest the centre first, each as half-block symbol rows for the
/// frame and, where a pixel protocol draws them, as pixels for the terminal layer
/// (`pixels(of:)`). On a replay there is no thread: a wanted thumbnail is made at once and
/// handed over at the next message, so a replay is the same every time.
final class ImageCells: PictureSource {
    /// The thumbnail's box in symbols (1 × 2 dots a cell) and, for pixel protocols, in pixels.
    let symbolBox: ThumbnailBox
    let pixelBox: ThumbnailBox?
    private let renderer: SymbolRenderer
    private let maker: ThumbnailMaker
    private let worker: ThumbnailWorker<Made>?
    /// Made on the replay's own thread, handed over at the next `takeFinished`.
    private var madeAtOnce: [PictureUpdate] = []
    /// The pixels of the items made, for a pixel protocol; bounded as the core's pictures are.
    private var pixelImages: [Int: RGBAImage] = [:]

    /// What the worker makes of one item.
    struct Made: Sendable {
        var picture: ItemPicture
        var pixels: RGBAImage?
    }

    /// - Parameters:
    ///   - cellPixels: the terminal's cell in pixels, for the pixel box (nil: no pixel protocol).
    ///   - wake: written when a thumbnail is made (the real terminal polls it); nil on a replay.
    init(columns: Int, rows: Int, cellPixels: TerminalAbilities.PixelSize?, depth: SymbolDepth, matte: RGBA, cache: ThumbnailCache?,
         wake: WakeSignal?) {
        symbolBox = ThumbnailBox(columns: columns, rows: rows)
        pixelBox = cellPixels.map {
            ThumbnailBox(columns: columns, rows: rows, cellWidth: $0.width, cellHeight: $0.height, dotsAcross: $0.width, dotsDown: $0.height)
        }
        renderer = SymbolRenderer(depth: depth, matte: matte)
        // The pixel box's thumbnail is made (and cached) once; the symbols are scaled from it.
        maker = ThumbnailMaker(box: pixelBox ?? symbolBox, cache: cache)
        if let wake {
            let make = Self.making(maker: maker, symbolBox: symbolBox, renderer: renderer, keepsPixels: pixelBox != nil)
            worker = .started(make: make, wake: { wake.signal() })
        } else {
            worker = nil
        }
    }

    deinit { worker?.stop() }

    /// Stops the worker after the item it is making: no thread outlives the run.
    func stop() { worker?.stop() }

    func want(_ requests: [PictureRequest]) {
        guard let worker else {
            let make = Self.making(maker: maker, symbolBox: symbolBox, renderer: renderer, keepsPixels: pixelBox != nil)
            for request in requests { keep(request.item, make(request.path)) }
            return
        }
        worker.want(requests.map { .init(id: $0.item, path: $0.path) })
    }

    func takeFinished() -> [PictureUpdate] {
        if let worker {
            for finished in worker.takeFinished() { keep(finished.id, finished.output) }
        }
        defer { madeAtOnce = [] }
        return madeAtOnce
    }

    /// An item's pixels, fitted to the pixel box, once made (nil: not yet, or no pixel protocol).
    func pixels(of item: Int) -> RGBAImage? { pixelImages[item] }

    private func keep(_ item: Int, _ made: Made) {
        madeAtOnce.append(PictureUpdate(item: item, picture: made.picture))
        guard let pixels = made.pixels else { return }
        pixelImages[item] = pixels
        for far in PictureStrip.dropped(among: pixelImages.keys, centreItem: item) { pixelImages[far] = nil }
    }

    /// A path's thumbnail: the symbols (from the pixel box's thumbnail scaled down again when
    /// there is one) and the pixels, or the reason there is none.
    static func making(maker: ThumbnailMaker, symbolBox: ThumbnailBox, renderer: SymbolRenderer, keepsPixels: Bool)
        -> @Sendable (String) -> Made
    {
        { path in
            switch maker.thumbnail(of: path) {
            case .failure(let failure):
                return Made(picture: .failed(reason: failure.reason), pixels: nil)
            case .success(let image):
                var dots = image
                if maker.box != symbolBox {
                    let size = symbolBox.fitted(width: image.width, height: image.height)
                    dots = AreaScaler.scale(image, width: size.width, height: size.height)
                }
                return Made(picture: .ready(lines(of: renderer.picture(of: dots, in: symbolBox))), pixels: keepsPixels ? image : nil)
            }
        }
    }

    /// A symbol picture as frame lines, one a row, columns from 0: runs of cells of one style
    /// joined into one span.
    static func lines(of picture: SymbolPicture) -> [FrameLine] {
        (0..<picture.rows).map { row in
            var line = FrameLine()
            for column in 0..<picture.columns {
                let cell = picture[column, row]
                let style = Style(foreground: color(cell.foreground), background: color(cell.background))
                if let last = line.spans.last, last.style == style {
                    line.spans[line.spans.count - 1].text.unicodeScalars.append(cell.character)
                } else {
                    line.spans.append(Span(column: column, text: String(cell.character), style: style))
                }
            }
            return line
        }
    }

    private static func color(_ color: SymbolColor?) -> Color {
        switch color {
        case nil: .default
        case .rgb(let red, let green, let blue): .rgb(red: red, green: green, blue: blue)
        case .indexed(let index): .palette(index)
        }
    }
}
