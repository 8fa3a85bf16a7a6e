/// Keys on the wheels (docs/WHEELS.md): Left/Right, PgUp/PgDn and Home/End move the active
/// wheel by the strip's rules (docs/CONTRACT.md §4), and so do Ctrl-N/Ctrl-J and Ctrl-P/Ctrl-K;
/// Left/Right go round the month, the day, the hour and the minute; Up/Down move the active mark, Tab and
/// Shift-Tab go round; digits jump (``WheelTyping``); Enter chooses the whole value; Esc,
/// Ctrl-C, Ctrl-G and Ctrl-Q cancel. A lone `--range` wheel has nowhere to go, so there Up/Down
/// and Tab keep their strip meaning (previous/next value).
extension WheelPicker {
    mutating func handle(_ key: Key) {
        let lone = stack.wheels.count == 1
        switch key {
        case .right, .ctrlN, .ctrlJ: step(by: 1, onWheel: stack.active, goingRound: true)
        case .left, .ctrlP, .ctrlK: step(by: -1, onWheel: stack.active, goingRound: true)
        case .down, .tab: if lone { step(by: 1, onWheel: 0) } else { moveActive(by: 1, wrapping: key == .tab) }
        case .up, .backTab: if lone { step(by: -1, onWheel: 0) } else { moveActive(by: -1, wrapping: key == .backTab) }
        case .pageDown: step(by: page, onWheel: stack.active)
        case .pageUp: step(by: -page, onWheel: stack.active)
        case .home: step(by: -stack.selection[stack.active], onWheel: stack.active)
        case .end: step(by: layouts[stack.active].count, onWheel: stack.active)
        case .enter, .space: choose()
        case .escape, .ctrlC, .ctrlG, .ctrlQ: outbox.end(.cancelled)
        case .backspace: if let step = typing.erase(at: time, in: stack) { follow(step) }
        case .ctrlZ: outbox.post(.suspend)
        case .character(let character): type(character)
        case .ctrlU, .ctrlW, .ctrlA, .ctrlT, .ctrlE, .ctrlB, .ctrlF, .altB, .altF: break
        }
    }

    /// A page of the active wheel: the cells that fit whole around its selection.
    private var page: Int {
        let k = stack.active
        return StripGeometry(layout: layouts[k], columns: picture.columns).pageSize(around: stack.selection[k])
    }

    /// One key step on wheel `wheel`: its target moves `delta` values, clamped, whatever the
    /// wheel is doing, so N presses move exactly N values. With `goingRound` (Left/Right), a
    /// step past the end of a wheel that wraps (``WheelStack/wraps(_:)``) lands on its other end.
    mutating func step(by delta: Int, onWheel wheel: Int, goingRound: Bool = false) {
        let response = motions[wheel].keyPressResponse(at: time)
        var target = stack.selection[wheel] + delta
        let count = stack.wheels[wheel].values.count
        if goingRound, stack.wraps(wheel), count > 1, !(0..<count).contains(target) { target = (target % count + count) % count }
        select(target, onWheel: wheel, response: response)
    }

    /// A typed character: digits (and a range's `-` and `.`) jump, separators end a field.
    mutating func type(_ character: Character) {
        if let step = typing.type(character, at: time, in: stack) { follow(step) }
    }

    /// Carries out a typing step: select, then move on to the next wheel when its digits are all typed.
    private mutating func follow(_ step: WheelTyping.Step) {
        if let index = step.index {
            select(index, onWheel: step.wheel, response: motions[step.wheel].keyPressResponse(at: time))
        }
        if step.advance { stack.activate(step.wheel + 1) }
    }

    /// Enter: the whole value, as the wheels are heading for it.
    mutating func choose() {
        typing.clear()
        outbox.end(.chosen(position))
    }
}
