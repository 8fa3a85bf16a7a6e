import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--range`, `--time` and `--date` (docs/CONTRACT.md §18): the `WheelPicker` run by the same
/// `Session` on the same stages as the strip, a replay or the real terminal; Enter prints
/// the stack's value in the `--output` format through the one output path (stdout, `--copy`).
/// Under `--accessible` (not in a replay) the wheels are asked as plain lines instead.
struct WheelsMode: Mode {
    let stack: WheelStack

    init?(_ command: MoodpickCommand, replays: Bool) {
        guard let stack = command.wheels.stack else { return nil }
        self.stack = stack
    }

    func run(_ run: ModeRun) throws -> ExitStatus {
        try run.program.runWheels(stack, script: run.script, cells: run.cells)
    }
}

extension Program {
    /// Runs the wheels and returns the exit status: 0 with the value printed, 130 when cancelled.
    func runWheels(_ stack: WheelStack, script: ReplayScript?, cells: CellOptions) throws -> ExitStatus {
        let recorder = try Recorder(command: command)
        defer { recorder.close() }
        let tty = script == nil ? Self.takeTerminal() : nil
        defer { if let tty { Self.giveBack(tty) } }
        let picked: (Outcome, WheelStack)
        if let script {
            picked = onHeadlessStage(script: script) { pickWheels(stack, on: $0, cells: cells, recorder: recorder) }
        } else if command.accessible, let tty {
            picked = pickWheelsAccessible(stack, tty: tty)
        } else {
            picked = try onTerminalStage(tty: tty, feed: nil) { pickWheels(stack, on: $0, cells: cells, recorder: recorder) }
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
    private func pickWheels<T: Terminal, C: MonotonicClock>(_ stack: WheelStack, on stage: Stage<T, C>, cells: CellOptions,
                                                          recorder: Recorder) -> (Outcome, WheelStack) {
        let wheelView = WheelView(prompt: command.prompt, ascii: cells.ascii, theme: stage.theme, spacing: command.look.spacing,
                                  showsHelp: command.look.showsKeyHelp)
        var picker = WheelPicker(stack: stack, view: wheelView, options: stage.options, picture: stage.terminal.viewport.picture,
                                 at: stage.clock.now())
        let session = session(on: stage, recorder: recorder)
        let outcome = session.run(&picker)
        return (outcome, picker.stack)
    }
}
