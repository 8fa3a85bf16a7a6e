/// A terminal with no terminal: it plays a replay script on a virtual clock and keeps the
/// frames it is given, so `--replay` and tests run exactly the code an interactive run does.
///
/// An inline picture starts on row 0 of the virtual screen, so mouse rows in a script are
/// picture rows as well as screen rows.
package final class HeadlessTerminal: Terminal {
    package private(set) var viewport: Viewport
    /// The last frame drawn (the picture, not the whole virtual screen).
    package private(set) var shown: Frame?
    /// Bytes the painter would have written, in all. A replay paints every frame as the real
    /// terminal would, so its cost per frame (what `make bench` measures) is the interactive one.
    package private(set) var bytesWritten = 0

    private let clock: VirtualClock
    private var pending: ArraySlice<ReplayScript.Entry>

    package init(script: ReplayScript, size: ScreenSize, clock: VirtualClock, placement: Placement = .fullscreen) {
        self.viewport = Viewport(screen: size, placement: placement)
        self.clock = clock
        self.pending = script.entries[...]
    }

    package func nextInput(until deadline: Duration?) -> TerminalInput {
        if let next = pending.first, deadline.map({ next.time <= $0 }) ?? true {
            pending.removeFirst()
            clock.set(next.time)
            if case .resize(let columns, let rows) = next.event { viewport.screen = ScreenSize(columns: columns, rows: rows) }
            return .event(next.event, at: clock.now())
        }
        guard let deadline else { return .endOfInput }
        clock.set(deadline)
        return .timeout
    }

    /// Paints `frame` over `shown` (counting the bytes); a frame equal to `shown` costs nothing.
    package func draw(_ frame: Frame) {
        guard frame != shown else { return }
        bytesWritten += FramePainter.bytes(for: frame, replacing: shown, codes: ANSICodes()).count
        shown = frame
    }

    package func invalidate() { shown = nil }

    /// A replay ignores Ctrl-Z (docs/CONTRACT.md §6).
    package func suspend() {}
}
