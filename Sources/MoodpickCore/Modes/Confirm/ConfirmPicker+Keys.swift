/// Keys on `--confirm`'s row (docs/CONTRACT.md, "Confirm"): Left/Right (and Ctrl-P/Ctrl-N,
/// Up/Down) move the mark one button, stopping at the ends; Tab and Shift-Tab go round;
/// Home/End go to the first and last; a button's accelerator chooses it at once; Enter and
/// Space choose the button under the mark; Esc, Ctrl-C, Ctrl-G and Ctrl-Q cancel.
extension ConfirmPicker {
    mutating func handle(_ key: Key) {
        let count = buttons.count
        switch key {
        case .right, .down, .ctrlN, .ctrlJ: step(to: target + 1)
        case .left, .up, .ctrlP, .ctrlK: step(to: target - 1)
        case .tab: step(to: (target + 1) % count)
        case .backTab: step(to: (target - 1 + count) % count)
        case .home, .pageUp: step(to: 0)
        case .end, .pageDown: step(to: count - 1)
        case .enter, .space: choose(target)
        case .escape, .ctrlC, .ctrlG, .ctrlQ: outbox.end(.cancelled)
        case .ctrlZ: outbox.post(.suspend)
        case .character(let character): type(character)
        case .backspace, .ctrlU, .ctrlW, .ctrlA, .ctrlT, .ctrlE, .ctrlB, .ctrlF, .altB, .altF: break
        }
    }

    /// One key step: the mark glides to `index`, clamped, with the strip's key response (a run
    /// of fast presses glides faster).
    mutating func step(to index: Int) {
        select(index, response: motion.keyPressResponse(at: time))
    }

    /// A typed character: the button it is the accelerator of is chosen; any other does nothing.
    mutating func type(_ character: Character) {
        if let index = buttons.button(forKey: character) { choose(index) }
    }
}
