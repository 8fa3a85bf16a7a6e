/// The pointer on the wheels: a press on a wheel's row makes it active and grabs it; a drag
/// moves it one column per column; a release hands its velocity to the snap rule; a click
/// centers a value, or chooses when it is the value under the mark (docs/CONTRACT.md §4).
extension WheelPicker {
    mutating func press(column: Int, row: Int) {
        guard options.mouse, let wheel = wheel(atRow: row) else { return }
        activate(wheel)
        let position = motions[wheel].offset(at: time, in: layouts[wheel])  // the glide stops where it is
        var tracker = VelocityTracker()
        tracker.add(position: position, at: time)
        motions[wheel].hold(DragState(pressColumn: column, pressTime: time, startOffset: position, rawStart: position, tracker: tracker),
                            at: position)
    }

    mutating func dragPointer(to column: Int) {
        let k = stack.active
        guard var hold = motions[k].drag else { return }
        hold.farthest = max(hold.farthest, abs(column - hold.pressColumn))
        let raw = hold.rawOffset(atColumn: column)
        hold.tracker.add(position: raw, at: time)
        hold.lastColumn = column
        motions[k].hold(hold, at: clamped(raw, wheel: k))
    }

    mutating func release(at column: Int) {
        let k = stack.active
        guard var hold = motions[k].drag else { return }
        hold.farthest = max(hold.farthest, abs(column - hold.pressColumn))
        let raw = hold.rawOffset(atColumn: column)
        if raw != hold.rawOffset(atColumn: hold.lastColumn) { hold.tracker.add(position: raw, at: time) }
        motions[k].hold(hold, at: clamped(raw, wheel: k))
        let geometry = StripGeometry(layout: layouts[k], columns: picture.columns)
        let heldSeconds = (time - hold.pressTime).moodpickSeconds
        if hold.farthest <= PointerClick.slopColumns && heldSeconds < PointerClick.seconds {
            click(geometry.index(atColumn: hold.pressColumn, offset: hold.startOffset), wheel: k, offset: hold.startOffset)
            return
        }
        let release = motions[k].offset(at: time, in: layouts[k])
        let velocity = hold.tracker.velocity(at: time)
        let rule = options.snapRule
        let fling = Fling(dragStart: hold.startOffset, release: release, velocity: velocity)
        let index = rule.target(for: fling, in: layouts[k], deceleration: options.deceleration) ?? layouts[k].nearestIndex(to: release)
        select(index, onWheel: k, response: PointerClick.releaseResponse, velocity: rule.keepsMomentum ? velocity : 0, release: true)
    }

    /// A click on value `hit` of wheel `wheel`: centers it, or chooses when it is already the
    /// one under the mark; a click on spacing settles on the nearest value.
    private mutating func click(_ hit: Int?, wheel: Int, offset: Double) {
        let nearest = layouts[wheel].nearestIndex(to: offset)
        if hit == nearest && stack.selection[wheel] == nearest {
            motions[wheel].rest(on: nearest)
            choose()
            return
        }
        select(hit ?? nearest, onWheel: wheel, response: PointerClick.releaseResponse, velocity: 0, release: true)
    }

    /// A pointer-driven offset held within the wheel's ends (a wheel has no rubber band to
    /// show past them: the values stop).
    private func clamped(_ raw: Double, wheel: Int) -> Double { min(max(raw, 0), layouts[wheel].maxOffset) }
}
