import MoodpickCore
import MoodpickTerminal

/// The terminal and clock a picker runs on, and what it is given there: the one difference
/// between a replay (a script on a virtual clock and screen) and a real terminal.
struct Stage<T: Terminal, C: MonotonicClock> {
    let terminal: T
    let clock: C
    /// The picker's options as this terminal allows them (the mouse, where the picture goes).
    let options: PickerOptions
    /// The theme at this terminal's color depth, for the mode's view.
    let theme: Theme
    /// What the terminal has to say on the help row (a mouse it turned off), if anything.
    let notice: String?
    /// `--preview` and `--on-change`, if asked for.
    let live: LiveRunner?
    /// Whether a person watches: trace lines are written as their frames are drawn.
    let interactive: Bool
    /// Standard input still arriving, handed to the picker as it comes.
    let feed: StreamingInput?
    /// What the terminal said it can do (`.none` on a replay): the cell's pixels and a pixel
    /// protocol, for `--images`.
    var abilities: TerminalAbilities = .none
    /// The colours the terminal draws (a replay's are 256), for `--images`' symbols.
    var colorDepth: ColorDepth = .palette256
    /// `--images` on the real terminal: the worker's wake-up, polled beside the keyboard.
    var pictureWake: WakeSignal?
}

extension Program {
    /// The loop on `stage`, reporting to `recorder`: its start, every frame and every event.
    func session<T: Terminal, C: MonotonicClock>(on stage: Stage<T, C>, recorder: Recorder) -> Session<T, C> {
        let terminal = stage.terminal
        // The closure keeps the flag, not the whole stage: a stage captured is copied by its
        // generic type's runtime metadata.
        let interactive = stage.interactive
        recorder.started(on: terminal.viewport.screen)
        var session = Session(
            terminal: terminal, clock: stage.clock,
            onFrame: { recorder.drew($0, screenRows: terminal.viewport.screen.rows, live: interactive) },
            onEvent: { recorder.read($0, at: $1) })
        session.live = stage.live
        return session
    }

    /// The replay stage, for the strip and the wheels alike: the script on a virtual clock and
    /// screen, frames drawn as on a 256-color terminal (attributes only under NO_COLOR), previews
    /// run to their end before the loop goes on.
    func onHeadlessStage<R>(script: ReplayScript, _ body: (Stage<HeadlessTerminal, VirtualClock>) -> R) -> R {
        let clock = VirtualClock()
        let options = command.pickerOptions
        let terminal = HeadlessTerminal(script: script, size: command.recording.replayScreen, clock: clock, placement: options.placement)
        // Usually no NO_COLOR: an empty dictionary then, which costs nothing to build.
        let noColor = Environment.value("NO_COLOR").map { ["NO_COLOR": $0] } ?? [:]
        let depth = ColorDepth.detect(environment: noColor, terminfoColors: 256, terminfoHasTrueColor: false,
                                      colorsRequested: command.look.colorsRequested)
        let theme = command.look.theme(depth: depth)
        let runner = liveRunner(synchronous: true)
        defer { runner?.endAll() }
        return body(Stage(terminal: terminal, clock: clock, options: options, theme: theme, notice: nil, live: runner, interactive: false, feed: nil))
    }

    /// The terminal stage, for the strip and the wheels alike: the real terminal as it turns out
    /// to be (mouse, placement, colors) on the system clock. When `body` is done the terminal is
    /// given back first, then the commands are ended and reaped.
    func onTerminalStage<R>(
        tty: ControllingTerminal?, feed: StreamingInput?, _ body: (Stage<TTYTerminal, SystemClock>) -> R
    ) throws -> R {
        guard let tty else { throw ProgramError.noTerminal }
        let clock = SystemClock()
        var options = command.pickerOptions
        let terminal = try TTYTerminal(tty: tty, clock: clock, mouse: options.mouse, placement: options.placement,
                                       clearsOnExit: command.placement.clearsOnExit, colorsRequested: command.look.colorsRequested,
                                       measuresEmoji: command.emoji.measuresTerminal, feed: feed)
        defer { terminal.close() }
        options.mouse = terminal.mouse
        options.placement = terminal.viewport.placement
        let theme = command.look.theme(depth: terminal.colorDepth, background: terminal.abilities.background)
        let runner = liveRunner(synchronous: false)
        terminal.live = runner
        terminal.feed = feed
        var stage = Stage(terminal: terminal, clock: clock, options: options, theme: theme, notice: terminal.notice, live: runner,
                          interactive: true, feed: feed)
        if command.images.enabled {
            stage.abilities = terminal.abilities
            // A terminal that did not tell its cell's pixels (xterm without allowWindowOps) may
            // have given them to the kernel with the window's size: enough to size thumbnails.
            if stage.abilities.cellPixels == nil { stage.abilities.cellPixels = terminal.cellPixelsFromWindow }
            stage.colorDepth = terminal.colorDepth
            stage.pictureWake = WakeSignal()
            terminal.workerWake = stage.pictureWake
        }
        let result = body(stage)
        terminal.close()  // the terminal first, then the commands are ended and reaped
        runner?.endAll()
        return result
    }

    /// `--preview` and `--on-change`, if asked for. Their processes run on real time (a replay's
    /// waits for a preview are real waits), and preview colors follow NO_COLOR.
    func liveRunner(synchronous: Bool) -> LiveRunner? {
        let live = command.live
        guard live.isActive else { return nil }
        // Full screen, the preview fills every row the picture leaves (docs/CONTRACT.md §13).
        // Upright, the preview beside the rows is as tall as they are, whatever the screen's height.
        let rows = command.placement.fullscreen || command.layout.orientation.isVertical ? ScreenLayout.fullScreenPreviewRows : live.previewHeight
        return LiveRunner(preview: live.preview, onChange: live.onChange, previewRows: rows,
                          keepsColor: Environment.value("NO_COLOR") == nil, synchronous: synchronous, clock: SystemClock())
    }
}
