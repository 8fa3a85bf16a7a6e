/// A sub-strip opened over one item: its variants (an emoji's six skin-tone forms, see
/// docs/EMOJI.md), shown in place of the strip and chosen like any strip. While it is open the
/// picker hands every event to it; Esc closes it, and its Enter ends the whole run.
///
/// It is a picker of its own over a small store of the variants' lines, so keys, clicks, drags,
/// springs and the output formats all work on it unchanged.
package struct ToneStrip: Sendable {
    /// How long a press must be held still to open the strip, in seconds (the iOS long press).
    package static let longPressSeconds = 0.5

    /// The item (of the main picker) whose variants these are.
    package let item: Int
    /// The variants' lines, one item each (`👍🏽 thumbs up`).
    package let items: ItemStore
    /// A value type cannot hold itself directly; a one-element array is the indirection.
    private var box: [Picker]

    /// The strip's own picker.
    package internal(set) var picker: Picker {
        get { box[0] }
        set { box[0] = newValue }
    }

    /// A strip over `lines` for `item`, resting on `start`, laid out and behaving like `parent`
    /// (but never marking: a variant is one choice).
    init(item: Int, lines: [String], start: Int, parent: Picker) {
        self.item = item
        let store = ItemStore(items: lines, cellOptions: parent.items.cellOptions)
        self.items = store
        var options = parent.options
        options.multi = nil
        options.jump = false
        box = [Picker(items: store, layout: store.layout(spacing: parent.layout.spacing), options: options,
                      picture: parent.picture, start: start, at: parent.time)]
        box[0].keyMap = .toneStrip
        _ = box[0].outbox.take()  // its first rest is the main picker's to announce
    }

    /// Which of the variants' `lines` is `shown` (the symbol the main strip shows: a recent pick's
    /// tone, or the plain form), where the strip opens and what `--accessible`'s Enter alone takes.
    package static func start(in lines: [String], showing shown: String?) -> Int {
        SkinToneForms.start(in: lines, showing: shown)
    }

    /// The variant chosen, as an index into `items`, once the strip's Enter (or click) ended the run.
    package var chosen: Int? {
        if case .chosen(let index)? = picker.outcome { return index }
        return nil
    }

    /// What one update of the strip asks of the main picker.
    struct Reply {
        /// The strip's effects that matter to the loop: its rests must be drawn, Ctrl-Z
        /// suspends. (Its settled items are not the main picker's items.)
        var effects: [PickerEffect] = []
        /// Esc: the main strip comes back, as it was.
        var closes = false
        /// How the whole run ends: a choice here chooses the base item (the variant is
        /// `chosen`), the strip's other ends cancel the run.
        var outcome: Outcome?
    }

    /// Hands `message` to the strip's own picker at `time`.
    mutating func update(_ message: PickerMessage, at time: Duration) -> Reply {
        if case .input(let event) = message, event.pressedKey == .escape { return Reply(closes: true) }
        var reply = Reply()
        for effect in picker.update(message, at: time) {
            switch effect {
            case .restFrame, .suspend: if !reply.effects.contains(effect) { reply.effects.append(effect) }
            case .settled, .ended, .wantPictures: break
            }
        }
        switch picker.outcome {
        case .chosen?: reply.outcome = .chosen(item)
        case .cancelled?, .noMatch?, .marked?: reply.outcome = .cancelled
        case nil: break
        }
        return reply
    }
}

/// Opening, driving and closing the tone strip.
extension Picker {
    /// Ctrl-T or a long press: opens the variants of `item` (the selected one by default) in
    /// place, resting on the one shown in the main strip; nothing when it has none.
    mutating func openTones(of item: Int? = nil) {
        guard let item = item ?? selectedItem, let lines = variantLines?(item), lines.count > 1 else { return }
        let start = ToneStrip.start(in: lines, showing: items.anatomy(at: item).symbol)
        finishSearch()
        toneStrip = ToneStrip(item: item, lines: lines, start: start, parent: self)
        outbox.post(.restFrame)
    }

    /// Hands `message` to the open tone strip and does what it replies.
    mutating func updateTones(_ message: PickerMessage) {
        guard var strip = toneStrip else { return }
        if case .input(.resize(let columns, let rows)) = message { picture = ScreenSize(columns: columns, rows: rows) }
        let reply = strip.update(message, at: time)
        toneStrip = reply.closes ? nil : strip
        if reply.closes { outbox.post(.restFrame) }
        for effect in reply.effects { outbox.postOnce(effect) }
        if let outcome = reply.outcome { outbox.end(outcome) }
    }

    /// When a press held still opens the tone strip, if one is being held on an item with variants.
    var longPressDeadline: Duration? {
        guard toneStrip == nil, variantLines != nil, let state = motion.drag,
              state.farthest <= Self.clickSlopColumns, let item = pressedItem(state), source.hasVariants(item) else { return nil }
        return state.pressTime + .milliseconds(Int(ToneStrip.longPressSeconds * 1000))
    }

    /// The item under the press of `state`, if the press was on a cell.
    func pressedItem(_ state: DragState) -> Int? {
        geometry.index(atColumn: state.pressColumn, offset: state.startOffset).map { view.item(at: $0) }
    }

    /// A press held still for `ToneStrip.longPressSeconds`: the strip settles on the pressed
    /// cell and its variants open.
    mutating func checkLongPress() {
        guard let deadline = longPressDeadline, time >= deadline, let state = motion.drag,
              let index = geometry.index(atColumn: state.pressColumn, offset: state.startOffset) else { return }
        rest(on: index)
        openTones(of: view.item(at: index))
    }
}
