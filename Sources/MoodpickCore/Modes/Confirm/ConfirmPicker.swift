/// `--confirm`'s whole state, and how messages change it (docs/CONTRACT.md, "Confirm"): a row
/// of ``ConfirmButtons`` and one ``StripMotion`` for the mark, so the mark glides and snaps
/// from button to button by exactly the strip's code. A value with no I/O and no clock.
///
/// Enter (or a button's accelerator, or a click on it) ends with ``Outcome/chosen(_:)`` of the
/// button's index; the host prints its label or index and exits with the index. Keys are in
/// `ConfirmPicker+Keys.swift`.
package struct ConfirmPicker: Sendable {
    /// The buttons.
    package let buttons: ConfirmButtons
    /// How the row is drawn.
    package let view: ConfirmView
    /// The motion settings (`--no-animation`, `--no-mouse`).
    package var options: PickerOptions
    /// The picture's size, in cells.
    package internal(set) var picture: ScreenSize
    /// The time of the last message, since the run began.
    package private(set) var time: Duration
    /// The button the mark rests on or glides to.
    package private(set) var target: Int
    /// How the mark moves.
    var motion: StripMotion
    /// The buttons as strip cells.
    let layout: StripLayout
    /// The effects gathered by the update under way, and the outcome.
    var outbox = PickerOutbox()
    /// The button a pointer press went down on, so that a release on it chooses it.
    var pressed: Int?

    /// The row over `buttons`, the mark at rest on `start` (clamped).
    package init(buttons: ConfirmButtons, start: Int = 0, view: ConfirmView = ConfirmView(), options: PickerOptions = PickerOptions(),
                 picture: ScreenSize, at time: Duration = .zero) {
        self.buttons = buttons
        self.view = view
        self.options = options
        self.picture = picture
        self.time = time
        layout = view.layout(of: buttons)
        target = min(max(start, 0), buttons.count - 1)
        motion = StripMotion(restingOn: target)
        outbox.rested(on: target)
    }

    /// Set once the user chose or cancelled.
    package var outcome: Outcome? { outbox.outcome }
    /// The mark's offset at the picker's time, in columns from button 0's center.
    package var offset: Double { motion.offset(at: time, in: layout) }
    /// Whether frames must keep coming: the mark is gliding.
    package var isAnimating: Bool { motion.isGliding }

    /// The key help row: the keys of `ConfirmPicker+Keys.swift`.
    package var help: String {
        let keys = buttons.accelerators.compactMap { $0.map(String.init) }.joined(separator: "/")
        let separator = HelpRow.separator(ascii: view.ascii)
        return ([view.ascii ? "<-/-> move" : "←/→ move"] + (keys.isEmpty ? [] : [keys + " choose"]) + ["enter choose", "esc cancel"])
            .joined(separator: separator)
    }

    /// The picture of now; `indent` columns of row 0 belong to text printed before moodpick.
    package func frame(indent: Int = 0) -> Frame {
        view.frame(of: buttons, offset: offset, target: target, screen: picture, help: view.showsHelp ? help : nil, indent: indent)
    }

    /// Acts on one message at `messageTime` and returns what the loop must do.
    package mutating func update(_ message: PickerMessage, at messageTime: Duration) -> [PickerEffect] {
        if messageTime > time { time = messageTime }
        if motion.settle(at: time) { outbox.rested(on: target) }
        switch message {
        case .input(let event): if outcome == nil { act(on: event) }
        case .inputEnded: outbox.end(.cancelled)
        case .advance, .searchSlice, .items, .pictures: break
        }
        return outbox.take()
    }

    private mutating func act(on event: InputEvent) {
        switch event {
        case .key(let key), .keyDown(let key), .keyRepeat(let key): handle(key)
        case .keyUp, .drag, .wheel: break
        case .press(let column, let row, _): pressed = button(atColumn: column, row: row)
            if let pressed { select(pressed, response: PointerClick.releaseResponse) }
        case .release(let column, let row, _):
            if let hit = button(atColumn: column, row: row), hit == pressed { choose(hit) }
            pressed = nil
        case .resize(let columns, let rows): picture = ScreenSize(columns: columns, rows: rows)
        case .paste(let text): if let first = text.first { type(first) }
        }
    }

    /// The button drawn at `column` of picture row `row`, if any (`--no-mouse`: none).
    func button(atColumn column: Int, row: Int) -> Int? {
        guard options.mouse, row == ConfirmView.Rows(rows: picture.rows, question: view.question != nil, help: false).buttons else { return nil }
        let first = view.firstColumn(of: layout, columns: picture.columns)
        return buttons.labels.indices.first { index in
            let left = first + view.left(of: index, in: layout)
            return (left..<(left + layout.width(of: index))).contains(column)
        }
    }

    /// Glides the mark to button `index` (or puts it there without animation).
    mutating func select(_ index: Int, response: Double) {
        let index = min(max(index, 0), buttons.count - 1)
        let from = offset
        target = index
        let restsNow = motion.glide(to: index, in: layout, from: from, velocity: motion.velocity(at: time), at: time, response: response,
                                    easesFling: false, animated: options.animated)
        if restsNow { outbox.rested(on: index) }
    }

    /// Ends the run on button `index`, the mark put on it.
    mutating func choose(_ index: Int) {
        if index != target { select(index, response: motion.keyPressResponse(at: time)) }
        outbox.end(.chosen(index))
    }
}
