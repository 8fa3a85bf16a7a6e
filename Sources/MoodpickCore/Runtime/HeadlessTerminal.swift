/// A terminal with no terminal: it plays a replay script on a virtual clock and keeps the
/// frames it is given, so `--replay` and tests run exactly the code an interactive run does.
public final class HeadlessTerminal: Terminal {
    public private(set) var size: ScreenSize
    /// The last frame drawn.
    public private(set) var screen: Frame?
    /// Bytes the painter would have written, in all. A replay paints every frame as the real
    /// terminal would, so its cost per frame (what `make bench` measures) is the interactive one.
    public private(set) var bytesWritten = 0

    private let clock: VirtualClock
    private var pending: ArraySlice<ReplayScript.Entry>

    public init(script: ReplayScript, size: ScreenSize, clock: VirtualClock) {
        self.size = size
        self.clock = clock
        self.pending = script.entries[...]
    }

    public func nextInput(until deadline: Duration?) -> TerminalInput {
        if let next = pending.first, deadline.map({ next.time <= $0 }) ?? true {
            pending.removeFirst()
            clock.set(next.time)
            if case .resize(let columns, let rows) = next.event { size = ScreenSize(columns: columns, rows: rows) }
            return .event(next.event, at: clock.now())
        }
        guard let deadline else { return .endOfInput }
        clock.set(deadline)
        return .timeout
    }

    public func draw(_ frame: Frame) {
        bytesWritten += FramePainter.bytes(for: frame, replacing: screen, codes: ANSICodes()).count
        screen = frame
    }

    public func invalidate() { screen = nil }

    /// A replay ignores Ctrl-Z (SPEC §6).
    public func suspend() {}
}
