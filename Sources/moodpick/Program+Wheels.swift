import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--range`, `--time` and `--date` (docs/CONTRACT.md §18): the `WheelPicker` run by the same
/// `Session` on the same stages as the strip, a replay or the real terminal; Enter prints
/// the stack's value in the `--output` format through the one output path (stdout, `--copy`).
extension Program {
    /// Runs the wheels and returns the exit status: 0 with the value printed, 130 when cancelled.
    func runWheels(_ stack: WheelStack, script: ReplayScript?) throws -> ExitStatus {
        let cells = CellOptions(maxCellWidth: command.look.maxCellWidth, ascii: command.look.ascii || !LocaleSetup.configure())
        let recorder = try Recorder(command: command)
        defer { recorder.close() }
        let tty = script == nil ? Self.takeTerminal() : nil
        defer { if let tty { Self.giveBack(tty) } }
        var view = StripView(prompt: command.prompt, ascii: cells.ascii, showsHelp: command.look.showsKeyHelp)
        view.header = command.header
        let picked: (Outcome, WheelStack)
        if let script {
            picked = pickWheelsHeadless(stack, script: script, view: view, recorder: recorder)
        } else {
            picked = try pickWheelsInteractive(stack, tty: tty, view: view, recorder: recorder)
        }
        try recorder.finish()
        guard case .chosen = picked.0 else { return picked.0 == .cancelled ? .cancelled : .noItems }
        let bytes = picked.1.outputBytes(command.output, print0: command.print0)
        guard FileIO.write(bytes, to: 1) else {
            Diagnostics.report("cannot write the chosen value to standard output: \(FileIO.lastError)")
            return .failure
        }
        if command.emoji.copy, let tty { copyToClipboard(bytes, on: tty) }
        return .chosen
    }

    /// The wheels and the loop on `stage`: the one place a `WheelPicker` and its `Session` are made.
    private func pickWheels<T: Terminal, C: MonotonicClock>(_ stack: WheelStack, on stage: Stage<T, C>, recorder: Recorder) -> (Outcome, WheelStack) {
        let wheelView = WheelView(prompt: stage.view.prompt, ascii: stage.view.ascii, theme: stage.view.theme, spacing: command.look.spacing)
        var picker = WheelPicker(stack: stack, view: wheelView, options: stage.options, picture: stage.terminal.viewport.picture,
                                 at: stage.clock.now())
        let terminal = stage.terminal
        recorder.started(on: terminal.viewport.screen)
        var session = Session(
            terminal: terminal, clock: stage.clock, view: stage.view,
            onFrame: { recorder.drew($0, screenRows: terminal.viewport.screen.rows, live: stage.interactive) },
            onEvent: { recorder.read($0, at: $1) })
        session.live = stage.live
        let outcome = session.run(&picker)
        return (outcome, picker.stack)
    }

    /// `--replay` of the wheels: the script on a virtual clock and screen, as for the strip.
    private func pickWheelsHeadless(_ stack: WheelStack, script: ReplayScript, view: StripView, recorder: Recorder) -> (Outcome, WheelStack) {
        let clock = VirtualClock()
        let options = command.pickerOptions
        let terminal = HeadlessTerminal(script: script, size: command.recording.replayScreen, clock: clock, placement: options.placement)
        let depth = ColorDepth.detect(environment: Environment.values(of: ["NO_COLOR"]), terminfoColors: 256, terminfoHasTrueColor: false,
                                      colorsRequested: command.look.colorsRequested)
        var view = view
        view.theme = command.look.theme(depth: depth)
        let runner = liveRunner(synchronous: true)
        defer { runner?.endAll() }
        let stage = Stage(terminal: terminal, clock: clock, options: options, view: view, live: runner, interactive: false, feed: nil)
        return pickWheels(stack, on: stage, recorder: recorder)
    }

    /// The wheels on the real terminal, as it turns out to be (mouse, placement, colors).
    private func pickWheelsInteractive(
        _ stack: WheelStack, tty: ControllingTerminal?, view: StripView, recorder: Recorder
    ) throws -> (Outcome, WheelStack) {
        guard let tty else { throw ProgramError("no terminal to draw on (cannot open /dev/tty); use --replay or a terminal") }
        let clock = SystemClock()
        var options = command.pickerOptions
        let terminal = try TTYTerminal(tty: tty, clock: clock, mouse: options.mouse, placement: options.placement,
                                       clearsOnExit: command.placement.clearsOnExit, colorsRequested: command.look.colorsRequested)
        defer { terminal.close() }
        options.mouse = terminal.mouse
        options.placement = terminal.viewport.placement
        var view = view
        view.notice = terminal.notice
        view.theme = command.look.theme(depth: terminal.colorDepth)
        let runner = liveRunner(synchronous: false)
        terminal.live = runner
        let stage = Stage(terminal: terminal, clock: clock, options: options, view: view, live: runner, interactive: true, feed: nil)
        let picked = pickWheels(stack, on: stage, recorder: recorder)
        terminal.close()  // the terminal first, then the commands are ended and reaped
        runner?.endAll()
        return picked
    }
}
