import MoodpickCore

/// The files a run writes about itself: `--trace` (a line per drawn frame), `--screen` (the
/// last frame), `--frames` (every drawn frame with its styles, for `moodpick-pictures`) and
/// `--record` (the events, as a replay script).
final class Recorder {
    private let trace: LineFile?
    private let record: LineFile?
    private let screenPath: String?
    private var lastFrame: Frame?
    private let framesPath: String?
    private var frames: StyledFrames?

    init(command: MoodpickCommand) throws {
        trace = try command.trace.map { LineFile(fd: try FileIO.create($0).get()) }
        record = try command.record.map { LineFile(fd: try FileIO.create($0).get()) }
        screenPath = command.screen
        framesPath = command.frames
    }

    /// A session that reports to this recorder.
    /// - Parameter live: write each trace line as its frame is drawn (interactive runs).
    func session<T: Terminal, C: Clock>(terminal: T, clock: C, view: StripView, live: Bool) -> Session<T, C> {
        record?.append(ReplayScript.line(for: .resize(columns: terminal.size.columns, rows: terminal.size.rows), at: .zero))
        return Session(
            terminal: terminal, clock: clock, view: view,
            onFrame: { [self] frame in
                trace?.append(frame.traceLine)
                if live { trace?.flush() }  // an interactive trace can be watched as it grows
                lastFrame = frame.frame
                if framesPath != nil {
                    if frames == nil { frames = StyledFrames(columns: frame.frame.size.columns, rows: frame.frame.size.rows) }
                    frames?.append(frame.frame, milliseconds: frame.time.moodpickSeconds * 1000)
                }
            },
            onEvent: { [self] event, time in
                let line = ReplayScript.line(for: event, at: time)
                if !line.isEmpty { record?.append(line) }
            }
        )
    }

    /// Writes the `--screen` and `--frames` files.
    func finish() {
        if let framesPath, let frames, let fd = try? FileIO.create(framesPath).get() {
            let file = LineFile(fd: fd)
            var text = frames.text
            if text.last == "\n" { text.removeLast() }
            file.append(text)
            file.close()
        }
        guard let screenPath, let lastFrame, let fd = try? FileIO.create(screenPath).get() else { return }
        let file = LineFile(fd: fd)
        for line in lastFrame.textLines { file.append(line) }
        file.close()
    }

    func close() {
        trace?.close()
        record?.close()
    }
}
