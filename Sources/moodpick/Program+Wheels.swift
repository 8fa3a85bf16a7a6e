import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--range`, `--time` and `--date` (docs/CONTRACT.md §18): the `WheelPicker` run by the same
/// `Session` on the same stages as the strip, a replay or the real terminal; Enter prints
/// the stack's value in the `--output` format through the one output path (stdout, `--copy`).
extension Program {
    /// Runs the wheels and returns the exit status: 0 with the value printed, 130 when cancelled.
    func runWheels(_ stack: WheelStack, script: ReplayScript?) throws -> ExitStatus {
        let cells = CellOptions(maxCellWidth: command.look.maxCellWidth, ascii: command.look.ascii || !LocaleSetup.configure(),
                                fixedMaxCellWidth: command.look.maxCellWidthGiven)
        let recorder = try Recorder(command: command)
        defer { recorder.close() }
        let tty = script == nil ? Self.takeTerminal() : nil
        defer { if let tty { Self.giveBack(tty) } }
        var view = StripView(prompt: command.prompt, ascii: cells.ascii, showsHelp: command.look.showsKeyHelp)
        view.header = command.header
        let picked: (Outcome, WheelStack)
        if let script {
            picked = onHeadlessStage(script: script, view: view) { pickWheels(stack, on: $0, recorder: recorder) }
        } else if command.accessible, let tty {
            picked = pickWheelsAccessible(stack, tty: tty)
        } else {
            picked = try onTerminalStage(tty: tty, view: view, feed: nil) { pickWheels(stack, on: $0, recorder: recorder) }
        }
        try recorder.finish()
        guard case .chosen = picked.0 else { return picked.0 == .cancelled ? .cancelled : .noItems }
        let bytes = picked.1.outputBytes(command.output, print0: command.print0)
        guard FileIO.write(bytes, to: 1) else {
            Diagnostics.reportUnwritableOutput("value")
            return .failure
        }
        if command.emoji.copy, !command.accessible, let tty { copyToClipboard(bytes, on: tty) }  // no OSC 52 in plain lines (§17)
        return .chosen
    }

    /// The wheels and the loop on `stage`: the one place a `WheelPicker` and its `Session` are made.
    private func pickWheels<T: Terminal, C: MonotonicClock>(_ stack: WheelStack, on stage: Stage<T, C>, recorder: Recorder) -> (Outcome, WheelStack) {
        let wheelView = WheelView(prompt: stage.view.prompt, ascii: stage.view.ascii, theme: stage.view.theme, spacing: command.look.spacing)
        var picker = WheelPicker(stack: stack, view: wheelView, options: stage.options, picture: stage.terminal.viewport.picture,
                                 at: stage.clock.now())
        let session = session(on: stage, recorder: recorder)
        let outcome = session.run(&picker)
        return (outcome, picker.stack)
    }
}
