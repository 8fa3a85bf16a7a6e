import MoodpickCore

/// The picture's side of the real terminal: where the picture is (one `PicturePlace`), the one
/// record of what is on screen, and the writes that draw it, find it again after a resize and
/// keep its teardown in the undo list, so that every exit path erases it (docs/TERMINAL.md).
final class TerminalPicture {
    private let tty: ControllingTerminal
    let codes: TerminfoCodes
    /// What the command line asked for.
    private let requested: Placement
    /// What the picture is: `requested`, or inline as tall as the screen where full screen was
    /// asked for on a terminal without an alternate screen (TERM=linux).
    private(set) var placement: Placement
    private(set) var screen: ScreenSize
    private(set) var place: PicturePlace = .alternateScreen
    /// What is on screen now; nil after anything that may have changed it, so the next frame
    /// is drawn whole.
    private(set) var shown: Frame?
    /// False with `--no-clear`: the last frame stays, the cursor goes below it.
    private let clearsOnExit: Bool
    /// Where the cursor rests on the picture and what is above it there: after a frame, on the
    /// centred cell; after taking or finding the place, at the start of the first row.
    private var parked = ParkedCursor(position: CursorPosition(row: 0, column: 0))
    /// Whether frames are wrapped in synchronized output (DEC 2026): set once the probe's answers
    /// are known (`TerminalMode.synchronizesFrames`), before the first frame.
    var synchronizesFrames = true
    /// Who the terminal said it is (XTVERSION), for finding the picture after a resize where a
    /// version moves the cursor its own way (`ParkedCursor.firstRow`): set with the probe's answers.
    var terminal: TerminalAbilities.Identity?
    /// What draws the frames' pictures (`--images` on kitty or sixel); nil: frames are text.
    /// Its teardown goes in the undo list before anything is drawn.
    var pictureLayer: (any PictureLayer)? {
        didSet { tty.setUndo(.pictures, pictureLayer?.teardown ?? []) }
    }
    /// The modes around each frame.
    private var frameModes: [TerminalMode] { TerminalMode.frame(synchronized: synchronizesFrames) }
    /// Whether this terminal is taken to split long rows on a resize (`ParkedCursor`).
    private let reflows = ParkedCursor.terminalReflows(
        environment: ["TERM", "TMUX", "XTERM_VERSION", "MLTERM"].reduce(into: [:]) { env, name in env[name] = getenv(name).map { String(cString: $0) } })

    init(tty: ControllingTerminal, codes: TerminfoCodes, placement: Placement, clearsOnExit: Bool) {
        self.tty = tty
        self.codes = codes
        requested = placement
        self.placement = placement
        self.clearsOnExit = clearsOnExit
        screen = tty.windowSize
    }

    /// The picture's rows now.
    var pictureRows: Int { placement.pictureSize(on: screen).rows }

    /// Takes the picture's place on a screen of `screen`: the alternate screen, or inline where
    /// `locate` finds the cursor (nil: relative moves).
    func take(screen: ScreenSize, locate: (ScreenSize) -> CursorPosition?) {
        self.screen = screen
        shown = nil
        // Taken again after Ctrl-Z: the stop wrote the pictures' teardown (kitty freed the images).
        pictureLayer?.forgetAll()
        tty.setUndo(.pictures, pictureLayer?.teardown ?? [])
        if requested == .fullscreen, let alternate = TerminalMode.alternateScreen(codes) {
            placement = .fullscreen
            place = .alternateScreen
            tty.turnOn([alternate])
            tty.write(codes.clearScreen)
        } else {
            placement = requested == .fullscreen ? .inline(rows: screen.rows) : requested
            let placed = PicturePlace.inline(found: locate(screen), screen: screen, pictureRows: pictureRows, codes: codes)
            place = placed.place
            tty.write(placed.bytes)
        }
        parked = ParkedCursor(position: CursorPosition(row: 0, column: place.indent))
        tty.setUndo(TerminalMode.noAutowrap.slot, TerminalMode.noAutowrap.off)
        updateUndo()
    }

    /// Shows `frame`, writing only what differs from the frame shown: nothing when it is the
    /// same. One write, in synchronized output with autowrap off, ending with the cursor on the
    /// frame's cursor: the centred cell.
    /// The pictures (`pictureLayer`) are drawn after the text, in the same write; a frame the
    /// same as the one shown is drawn again only for a picture not drawn yet (its thumbnail was
    /// not made), and the text under a sixel left behind is painted whole.
    func draw(_ frame: Frame) {
        let layer = pictureLayer
        guard frame != shown || layer?.isWaiting == true else { return }
        if let layer, layer.repaintsBeneath(frame.pictures) { shown = nil }
        let moves = place.codes(over: codes)
        let previous = shown
        var body = FramePainter.bytes(for: frame, replacing: previous, codes: moves)
        if let layer {
            body += layer.bytes(for: frame.pictures, repainted: { FramePainter.repaints(row: $0, of: frame, replacing: previous) }, moves: moves)
        }
        shown = frame
        // An unchanged picture with the cursor elsewhere (nothing painted) still moves it.
        body += moves.moveTo(row: frame.cursor.row, column: frame.cursor.column)
        parked = ParkedCursor(after: frame)
        // Synchronized output is ended at the restore only while a frame is being written: an
        // end with no frame open is an error to kitty, which logs it. With pictures, a signal
        // in the middle of the write may cut a sixel or a kitty command: the restore then
        // first ends that string (ST), so the rest of the undo list is not read as its data
        // (only then: kitty logs a lone ST as an error too).
        let modes = frameModes
        let endsString: [UInt8] = layer == nil ? [] : [0x1B, UInt8(ascii: "\\")]
        let undoWhileWriting = endsString + (synchronizesFrames ? TerminalMode.synchronizedOutput.off : [])
        if !undoWhileWriting.isEmpty { tty.setUndo(TerminalMode.synchronizedOutput.slot, undoWhileWriting) }
        tty.write(modes.flatMap(\.on) + body + modes.reversed().flatMap(\.off))
        if !undoWhileWriting.isEmpty { tty.setUndo(TerminalMode.synchronizedOutput.slot, []) }
        if case .relative = place { updateUndo() }  // the cursor may be parked on another row now
    }

    /// Forgets what is on screen: the next frame is drawn whole, its pictures too.
    func invalidate() {
        shown = nil
        pictureLayer?.invalidate()
    }

    /// After a resize to `screen`: inline, the picture's first row found again (`locate` finds
    /// the cursor's row, the rows above it on the picture are worked out from where it was
    /// parked: `ParkedCursor`), the rows from there down erased and room made; full screen, the
    /// screen erased.
    func resized(to screen: ScreenSize, locate: (ScreenSize) -> CursorPosition?) {
        let oldColumns = self.screen.columns
        shown = nil
        pictureLayer?.invalidate()
        if requested == .fullscreen, placement != .fullscreen {
            placement = .inline(rows: screen.rows)  // no alternate screen: follow the screen's height
        }
        let above = parked.rowsAbove(atColumns: screen.columns, reflows: reflows)
        var foundRow: Int?
        var lines: [ReflowRow] = []
        if case .anchored(let anchor) = place {
            // The rows pushed above the screen by an earlier resize lie right above the picture.
            let pushed = anchor.pushed?.rows(atColumns: screen.columns, reflows: reflows) ?? 0
            lines = (anchor.pushed?.lines ?? []) + parked.rows
            if let report = locate(screen) {
                foundRow = parked.firstRow(after: report, before: (anchor.origin, oldColumns), screen: screen, reflows: reflows,
                                           terminal: terminal) - pushed
            }
        }
        self.screen = screen
        let moved = place.resized(foundRow: foundRow, parkedRowsAbove: above, screen: screen, pictureRows: pictureRows, codes: codes,
                                  lines: lines, reflows: reflows)
        place = moved.place
        tty.write(moved.bytes)
        parked = ParkedCursor(position: CursorPosition(row: 0, column: place.indent))
        updateUndo()
    }

    /// The picture's slot of the undo list: from wherever the cursor is parked, the pen plain and
    /// the picture erased (or left) with the cursor put back.
    private func updateUndo() {
        let teardown = place.teardown(pictureRows: pictureRows, screen: screen, codes: codes, clears: clearsOnExit)
        tty.setUndo(.picture, codes.resetStyle + teardown)
    }
}
