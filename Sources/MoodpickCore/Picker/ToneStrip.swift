/// A sub-strip opened over one item: its variants (an emoji's six skin-tone forms, see
/// docs/EMOJI.md), shown in place of the strip and chosen like any strip. While it is open the
/// picker hands every event to it; Esc closes it, and its Enter ends the whole run.
///
/// It is a picker of its own over a small store of the variants' lines, so keys, clicks, drags,
/// springs and the output formats all work on it unchanged.
public struct ToneStrip: Sendable {
    /// How long a press must be held still to open the strip, in seconds (the iOS long press).
    public static let longPressSeconds = 0.5

    /// The item (of the main picker) whose variants these are.
    public let item: Int
    /// The variants' lines, one item each (`👍🏽 thumbs up`).
    public let items: ItemStore
    /// A value type cannot hold itself directly; a one-element array is the indirection.
    private var box: [Picker]

    /// The strip's own picker.
    public internal(set) var picker: Picker {
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

    /// The variant chosen, as an index into `items`, once the strip's Enter (or click) ended the run.
    public var chosen: Int? {
        if case .chosen(let index)? = picker.outcome { return index }
        return nil
    }
}

/// Opening, driving and closing the tone strip.
extension Picker {
    /// Ctrl-T or a long press: opens the variants of `item` (the selected one by default) in
    /// place, resting on the one shown in the main strip; nothing when it has none.
    mutating func openTones(of item: Int? = nil) {
        guard let item = item ?? selectedItem, let lines = variantLines?(item), lines.count > 1 else { return }
        let shown = items.anatomy(at: item).symbol
        let start = lines.firstIndex { ItemStore(items: [$0]).anatomy(at: 0).symbol == shown } ?? 0
        finishSearch()
        toneStrip = ToneStrip(item: item, lines: lines, start: start, parent: self)
        outbox.post(.restFrame)
    }

    /// Esc in the tone strip: back to the main strip, as it was.
    mutating func closeTones() {
        toneStrip = nil
        outbox.post(.restFrame)
    }

    /// Hands `event` to the open tone strip; its choice ends the run with the base item (the
    /// variant is `toneStrip.chosen`), its other cancel keys cancel the run.
    mutating func forwardToTones(_ event: InputEvent) {
        guard var strip = toneStrip else { return }
        if case .key(.escape) = event {
            closeTones()
            return
        }
        if case .resize(let columns, let rows) = event { picture = ScreenSize(columns: columns, rows: rows) }
        var inner = strip.picker
        let innerEffects = inner.handle(event, at: time)
        strip.picker = inner
        toneStrip = strip
        relay(innerEffects)
        switch inner.outcome {
        case .chosen?: outbox.end(.chosen(strip.item))
        case .cancelled?, .noMatch?, .marked?: outbox.end(.cancelled)
        case nil: break
        }
    }

    /// Moves the tone strip's time on with the main picker's.
    mutating func advanceTones(to newTime: Duration) {
        guard var strip = toneStrip else { return }
        var inner = strip.picker
        let innerEffects = inner.advance(to: newTime)
        strip.picker = inner
        toneStrip = strip
        relay(innerEffects)
    }

    /// The strip's effects that matter to the loop: its rests must be drawn, Ctrl-Z suspends;
    /// its settled items are not items of the main picker, and its end is the main picker's
    /// to announce (`forwardToTones`).
    private mutating func relay(_ innerEffects: [PickerEffect]) {
        for effect in innerEffects {
            switch effect {
            case .restFrame, .suspend: outbox.postOnce(effect)
            case .settled, .ended: break
            }
        }
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
