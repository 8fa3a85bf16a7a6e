import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// `--confirm LABELS` (docs/CONTRACT.md, "Confirm"): the `ConfirmPicker` run by the same
/// `Session` on the same stages as the strip, a replay or the real terminal; the label (or
/// index, `--output index`) goes to stdout and the exit status is the button's index. Under
/// `--accessible` (not in a replay) the buttons are asked as plain lines, `1) Yes 2) No`.
struct ConfirmMode: Mode {
    let buttons: ConfirmButtons
    let start: Int

    init?(_ command: MoodpickCommand, replays: Bool) {
        guard let buttons = command.confirm.buttons else { return nil }
        self.buttons = buttons
        start = command.confirm.start
    }

    func run(_ run: ModeRun) throws -> ExitStatus {
        // Inline, the row takes the fewest rows a picture may have (question, buttons, help),
        // unless --height says otherwise.
        var command = run.command
        if command.placement.height == nil, !command.placement.fullscreen { command.placement.height = Placement.minimumInlineRows }
        let program = Program(command: command)
        let recorder = try Recorder(command: command)
        defer { recorder.close() }
        let tty = run.script == nil ? Program.takeTerminal() : nil
        defer { if let tty { Program.giveBack(tty) } }
        let outcome: Outcome
        if let script = run.script {
            outcome = program.onHeadlessStage(script: script) { pick(on: $0, program: program, ascii: run.cells.ascii, recorder: recorder) }
        } else if command.accessible, let tty {
            outcome = ask(on: tty, prompt: command.prompt, question: command.header)
        } else {
            outcome = try program.onTerminalStage(tty: tty, feed: nil) { pick(on: $0, program: program, ascii: run.cells.ascii, recorder: recorder) }
        }
        try recorder.finish()
        guard case .chosen(let index) = outcome else { return .cancelled }
        guard FileIO.write(output(of: index, as: command.output, print0: command.print0), to: 1) else {
            Diagnostics.reportUnwritableOutput("label")
            return .failure
        }
        return .button(index)
    }

    /// What stdout gets for button `index`: its index under `--output index`, a JSON object
    /// under `json`, else its label (`line`, `label` and `symbol` are all the label).
    func output(of index: Int, as format: OutputFormat, print0: Bool) -> [UInt8] {
        let label = buttons.labels[index]
        let text: String
        switch format {
        case .index: text = String(index)
        case .json: text = "{\"index\":\(index),\"label\":\(JSONString.quoted(label))}"
        case .line, .label, .symbol: text = label
        }
        return Array(text.utf8) + [print0 ? 0 : 0x0A]
    }

    /// The row and the loop on `stage`: the one place a `ConfirmPicker` and its `Session` are made.
    private func pick<T: Terminal, C: MonotonicClock>(on stage: Stage<T, C>, program: Program, ascii: Bool, recorder: Recorder) -> Outcome {
        let view = ConfirmView(question: program.command.header, ascii: ascii, theme: stage.theme, showsHelp: program.command.look.showsKeyHelp)
        var picker = ConfirmPicker(buttons: buttons, start: start, view: view, options: stage.options,
                                   picture: stage.terminal.viewport.picture, at: stage.clock.now())
        let session = program.session(on: stage, recorder: recorder)
        return session.run(&picker)
    }

    /// `--accessible`: the `ConfirmQuestion` on the terminal in its usual line mode.
    private func ask(on tty: ControllingTerminal, prompt: String, question: String?) -> Outcome {
        tty.restore()  // the modes the shell had: line editing and echo
        var asked = ConfirmQuestion(buttons: buttons, preset: start, question: question, prompt: prompt)
        let lines = TerminalLines(fd: tty.fd)
        var step = asked.start()
        while true {
            tty.write(step.text)
            switch step.outcome {
            case .chosen(let index)?: return .chosen(index)
            case .cancelled?: return .cancelled
            case nil: break
            }
            var first: [UInt8] = []
            if asked.choosesByOneKey {
                guard let byte = lines.readKey() else { step = asked.endOfInput(); continue }
                if let decided = asked.key(byte) { step = decided; continue }
                first = [byte]
            }
            step = lines.readLine(startingWith: first).map { asked.read(line: String(decoding: $0, as: UTF8.self)) } ?? asked.endOfInput()
        }
    }
}
