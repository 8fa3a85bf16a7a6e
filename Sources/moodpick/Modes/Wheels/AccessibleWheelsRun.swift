import MoodpickCore
import MoodpickTerminal

extension Program {
    /// `--accessible` with `--range`, `--time` or `--date` (docs/CONTRACT.md §17, §18): the
    /// `AccessibleWheels` questions on the terminal in its usual line mode, one typed line per
    /// wheel, so that a screen reader or braille display follows it as any shell program. Its
    /// text goes to the terminal; stdout keeps only the value, printed by the caller.
    func pickWheelsAccessible(_ stack: WheelStack, tty: ControllingTerminal) -> (Outcome, WheelStack) {
        tty.restore()  // the modes the shell had: line editing and echo
        var wheels = AccessibleWheels(stack: stack)
        let lines = TerminalLines(fd: tty.fd)
        var step = wheels.start()
        while true {
            tty.write(step.text)
            switch step.outcome {
            case .chosen(let position)?: return (.chosen(position), wheels.stack)
            case .cancelled?: return (.cancelled, wheels.stack)
            case nil: break
            }
            step = lines.readLine(startingWith: []).map { wheels.read(line: String(decoding: $0, as: UTF8.self)) } ?? wheels.endOfInput()
        }
    }
}
