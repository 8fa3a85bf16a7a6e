import MoodpickCore

/// The files a run writes about itself: `--trace` (a line per drawn frame), `--screen` (the
/// last frame), `--frames` (every drawn frame with its styles, for `moodpick-pictures`) and
/// `--record` (the events, as a replay script).
final class Recorder {
    private let trace: LineFile?
    private let record: LineFile?
    /// Created at the start, like the others, so a path that cannot be written is an error
    /// before the picker runs, not a silent loss after it.
    private let screen: LineFile?
    private var lastFrame: Frame?
    /// The screen's rows when the last frame was drawn: an inline picture is written on top of
    /// a screen that tall.
    private var screenRows = 0
    private var closed = false
    /// `--frames`: every drawn frame with its styles, kept until the end.
    private let framesFile: LineFile?
    private var frames: StyledFrames?

    init(command: MoodpickCommand) throws {
        trace = try command.recording.trace.map { try LineFile(path: $0) }
        record = try command.recording.record.map { try LineFile(path: $0) }
        screen = try command.recording.screen.map { try LineFile(path: $0) }
        framesFile = try command.recording.frames.map { try LineFile(path: $0) }
    }

    /// Called once before the first frame, with the screen's size: `--record`'s first line.
    func started(on screen: ScreenSize) {
        record?.append(ReplayScript.line(for: .resize(columns: screen.columns, rows: screen.rows), at: .zero))
    }

    /// Called for every drawn frame, with the screen's rows then (an inline picture is written
    /// on top of a screen that tall). With `live`, each trace line is written as its frame is
    /// drawn, so an interactive trace can be watched as it grows.
    func drew(_ frame: FrameRecord, screenRows: Int, live: Bool) {
        trace?.append(frame.traceLine)
        if live { trace?.flush() }
        lastFrame = frame.frame
        self.screenRows = screenRows
        if framesFile != nil {
            if frames == nil { frames = StyledFrames(columns: frame.frame.size.columns, rows: frame.frame.size.rows) }
            frames?.append(frame.frame, milliseconds: frame.time.moodpickSeconds * 1000)
        }
    }

    /// Called for every input event, with its time: `--record`'s lines.
    func read(_ event: InputEvent, at time: Duration) {
        guard let record else { return }  // no line is made for nothing at every event
        let line = ReplayScript.line(for: event, at: time)
        if !line.isEmpty { record.append(line) }
    }

    /// Writes the `--screen` file and closes every file; throws the first write that failed.
    func finish() throws(ProgramError) {
        if let screen, let lastFrame {
            let lines = lastFrame.textLines
            for line in lines { screen.append(line) }
            for _ in lines.count..<max(screenRows, lines.count) { screen.append("") }
        }
        if let framesFile, let frames {
            var text = frames.text
            if text.last == "\n" { text.removeLast() }
            framesFile.append(text)
        }
        close()
        if let failure = trace?.failure ?? record?.failure ?? screen?.failure ?? framesFile?.failure { throw failure }
    }

    /// Closes the files (again is a no-op): the exit path of a run that failed before `finish`.
    func close() {
        guard !closed else { return }
        closed = true
        // One by one, not over a list: a list of optional files is a type the runtime makes
        // at its first use (1.5 % of a short pick's instructions; Benchmarks/README.md, "The start-up budget").
        trace?.close()
        record?.close()
        screen?.close()
        framesFile?.close()
    }
}
