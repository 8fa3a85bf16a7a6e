/// The wheel picker's whole state, and how messages change it (docs/WHEELS.md): a
/// ``WheelStack`` (the values and the rules that join the wheels) plus one ``StripMotion`` per
/// wheel, so every wheel glides, snaps and springs by exactly the strip's code. A value with no
/// I/O and no clock: every behaviour is a function of (messages, times).
///
/// Like ``Picker`` it answers `update(_:at:)` with effects as data, the outcome as
/// ``PickerEffect/ended(_:)``. Enter ends with ``Outcome/chosen(_:)`` of ``position``; the host
/// prints `stack.outputBytes`. Keys are in `WheelPicker+Keys.swift`, the pointer in
/// `WheelPicker+Pointer.swift`.
package struct WheelPicker: Sendable {
    /// The wheels' values, selection and active wheel.
    package internal(set) var stack: WheelStack
    /// How the wheels are drawn; its spacing decides each wheel's layout.
    package let view: WheelView
    /// The motion settings (snap rule, deceleration, `--no-animation`, `--no-mouse`).
    package var options: PickerOptions
    /// The picture's size, in cells.
    package internal(set) var picture: ScreenSize
    /// The time of the last message, since the run began.
    package private(set) var time: Duration
    /// How each wheel moves, top to bottom.
    var motions: [StripMotion]
    /// The layout of each wheel (rebuilt when a wheel's count changes: the day wheel).
    package private(set) var layouts: [StripLayout]
    /// Digits typed on the active wheel.
    package internal(set) var typing = WheelTyping()
    /// The effects gathered by the update under way, and the outcome.
    var outbox = PickerOutbox()
    /// The selection at the last announced rest, so a rest on the same value says nothing.
    private var restedSelection: [Int]?

    /// A picker over `stack`, every wheel at rest on its selection.
    package init(stack: WheelStack, view: WheelView = WheelView(), options: PickerOptions = PickerOptions(), picture: ScreenSize,
                at time: Duration = .zero) {
        self.stack = stack
        self.view = view
        self.options = options
        self.picture = picture
        self.time = time
        layouts = stack.wheels.indices.map { view.layout(of: stack, wheel: $0) }
        motions = stack.selection.map { StripMotion(restingOn: $0) }
        cameToRest()
    }

    // MARK: - What the host reads

    /// Set once the user chose or cancelled.
    package var outcome: Outcome? { outbox.outcome }
    /// The offset of each wheel at the picker's time, in columns.
    package var offsets: [Double] { motions.indices.map { motions[$0].offset(at: time, in: layouts[$0]) } }
    /// Whether frames must keep coming: a wheel's spring has not settled.
    package var isAnimating: Bool { motions.contains(where: \.isGliding) }
    /// When the picture changes by itself: the typed digits' expiry.
    package var nextDeadline: Duration? { typing.expiry }
    /// The position a choice or a rest names: a range's index, otherwise the active wheel's.
    package var position: Int { stack.selection[stack.active] }
    /// The key help row: the keys of `WheelPicker+Keys.swift` (a lone range has no wheels to move between).
    package var help: String {
        let separator = HelpRow.separator(ascii: view.ascii)
        let wheels = stack.wheels.count > 1 ? [view.ascii ? "up/down wheel" : "↑/↓ wheel"] : []
        return (wheels + [view.ascii ? "<-/-> value" : "←/→ value", "0-9 type", "enter choose", "esc cancel"]).joined(separator: separator)
    }

    /// The picture of now (`showsHelp` false: `--no-help`); `indent` columns of row 0 belong
    /// to text printed before moodpick; `preview` is what `--preview` printed for the value.
    package func frame(showsHelp: Bool = true, indent: Int = 0, preview: PreviewBuffer? = nil) -> Frame {
        view.frame(of: stack, offsets: offsets, screen: picture, typed: typing.text, help: showsHelp ? help : nil, indent: indent,
                   preview: preview, previewRows: options.previewRows)
    }

    // MARK: - The update

    /// Acts on one message at `messageTime` and returns what the loop must do.
    package mutating func update(_ message: PickerMessage, at messageTime: Duration) -> [PickerEffect] {
        if messageTime > time { time = messageTime }
        if let expiry = typing.expiry, time >= expiry { typing.clear() }
        settle()
        switch message {
        case .input(let event): if outcome == nil { act(on: event) }
        case .inputEnded: outbox.end(.cancelled)
        case .advance, .searchSlice, .items, .pictures: break
        }
        return outbox.take()
    }

    private mutating func act(on event: InputEvent) {
        switch event {
        case .key(let key), .keyDown(let key), .keyRepeat(let key): handle(key)  // a repeat steps, as without event types
        case .keyUp: break
        case .press(let column, let row, _): press(column: column, row: row)
        case .drag(let column, _, _): dragPointer(to: column)
        case .release(let column, _, _): release(at: column)
        case .wheel(let direction, _, let row):
            if options.mouse, let wheel = wheel(atRow: row) { step(by: direction.step, onWheel: wheel) }
        case .resize(let columns, let rows): picture = ScreenSize(columns: columns, rows: rows)
        case .paste(let text): for character in text { type(character) }
        }
    }

    // MARK: - Motion

    /// Ends the springs that have settled; a rest of every wheel is announced.
    private mutating func settle() {
        var rested = false
        for k in motions.indices where motions[k].settle(at: time) { rested = true }
        if rested { cameToRest() }
    }

    /// A wheel came to rest: its frame must be drawn; when no wheel moves and the value is new,
    /// the rest is announced (`--preview`, `--on-change`).
    mutating func cameToRest() {
        outbox.postOnce(.restFrame)
        guard !motions.contains(where: { $0.isGliding || $0.isDragging }), restedSelection != stack.selection else { return }
        restedSelection = stack.selection
        outbox.post(.settled(item: position))
    }

    /// Sets wheel `wheel`'s target to `index` through the stack, and glides every wheel the
    /// stack's rules moved (a bound, the day following the month) to its new selection.
    mutating func select(_ index: Int, onWheel wheel: Int, response: Double, velocity: Double? = nil, release: Bool = false) {
        let before = offsets  // read on the old layouts: a resized wheel's cells are still there
        let change = stack.select(index, onWheel: wheel)
        for k in change.resized { layouts[k] = view.layout(of: stack, wheel: k) }
        glide(wheel, from: before[wheel], response: response, velocity: velocity, release: release)
        for k in change.moved where k != wheel { glide(k, from: before[k], response: response, velocity: 0, release: release) }
    }

    /// Starts wheel `k`'s spring from offset `from` toward its selection (or jumps there
    /// without animation).
    private mutating func glide(_ k: Int, from: Double, response: Double, velocity: Double?, release: Bool) {
        let restsNow = motions[k].glide(to: stack.selection[k], in: layouts[k], from: from, velocity: velocity ?? motions[k].velocity(at: time),
                                        at: time, response: response, easesFling: release, animated: options.animated)
        if restsNow { cameToRest() }
    }

    /// Moves the active mark (Up/Down, Tab, a press on a row): typed digits are forgotten.
    mutating func activate(_ wheel: Int) {
        if wheel != stack.active { typing.clear() }
        stack.activate(wheel)
    }

    /// Moves the active mark by `delta` wheels.
    mutating func moveActive(by delta: Int, wrapping: Bool) {
        var moved = stack
        moved.moveActive(by: delta, wrapping: wrapping)
        activate(moved.active)
    }

    /// The picture row of each wheel shown, and the wheel on picture row `row`, if any.
    func wheel(atRow row: Int) -> Int? {
        let rows = WheelView.Rows(rows: picture.rows, wheels: stack.wheels.count, active: stack.active)
        let wheel = rows.wheels.lowerBound + row - rows.firstWheelRow
        return rows.wheels.contains(wheel) ? wheel : nil
    }
}
