import MoodpickCommandLine
import MoodpickCore

/// `--images`, `--image-nth` and `--cell-size` (docs/IMAGES.md, docs/CONTRACT.md §21): each item
/// an image file, its cell a thumbnail W × H cells.
struct ImagesOptions {
    /// Whether the items are image files.
    var enabled: Bool
    /// The field holding the image's path (`--image-nth`, with `--delimiter`); nil: the whole line.
    var pathField: FieldSelection?
    /// `--cell-size` as given; nil: from the terminal's cell size (`cellSize(cellPixels:)`).
    var requestedSize: (columns: Int, rows: Int)?

    /// The widest and tallest a thumbnail cell may be asked to be, in cells.
    static let maximumColumns = 200, maximumRows = 60

    init(_ arguments: ParsedArguments, vertical: Bool) throws(UsageError) {
        enabled = arguments.flag(.images)
        guard enabled else {
            for option in [Option.imageNth, .cellSize] where arguments.has(option) {
                throw UsageError("\(option.long) goes with --images")
            }
            return
        }
        if vertical { throw UsageError("--images draws a strip of thumbnails; it does not take --layout vertical or reverse") }
        if let field = try arguments.integer(.imageNth) {
            guard field >= 1 else { throw UsageError("--image-nth takes a field number from 1, not \(field)") }
            do {
                pathField = try FieldSelection(delimiter: arguments.string(.delimiter), withNth: nil, acceptNth: String(field))
            } catch {
                throw UsageError("\(error)")
            }
        }
        if let text = arguments.string(.cellSize) { requestedSize = try Self.size(parsing: text) }
    }

    /// `WxH`: W 2 to 200 columns, H 1 to 60 rows.
    static func size(parsing text: String) throws(UsageError) -> (columns: Int, rows: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (2...maximumColumns).contains(columns), (1...maximumRows).contains(rows)
        else {
            throw UsageError("--cell-size takes WxH, W 2 to \(maximumColumns) columns and H 1 to \(maximumRows) rows (as 16x6), not '\(text)'")
        }
        return (columns, rows)
    }

    /// The default cell's rows, whatever the terminal (the inline picture's height is set before
    /// the probe answers), and its shape on screen: 4:3.
    static let defaultRows = 6, defaultAspect = 4.0 / 3.0

    /// The rows a thumbnail cell takes: the strip's height.
    var rows: Int { requestedSize?.rows ?? Self.defaultRows }

    /// The cell size: `--cell-size`, else 6 rows and as many columns as make it 4:3 on a
    /// terminal whose cells are `cellPixels` (8 × 16 when it did not say: 16 × 6).
    func cellSize(cellPixels: TerminalAbilities.PixelSize?) -> (columns: Int, rows: Int) {
        if let requestedSize { return requestedSize }
        let cell = cellPixels.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? .init(width: 8, height: 16)
        let columns = Int((Double(rows * cell.height) * Self.defaultAspect / Double(cell.width)).rounded())
        return (min(max(columns, 2), Self.maximumColumns), rows)
    }

    /// How the pictures are drawn: a pixel protocol the probe found, where moodpick has a layer
    /// for it (`drawsPixels`), outside tmux (tmux passes neither protocol's placements through
    /// to where its panes are); symbols everywhere else.
    static func drawing(pictures: PictureProtocol?, drawsPixels: Bool, inTmux: Bool) -> PictureDrawing {
        guard drawsPixels, !inTmux, let pictures else { return .symbols }
        switch pictures {
        case .kitty: return .placements
        case .sixel: return .placementsAtRest
        }
    }
}
