/// Keys whose release the terminal reports (`InputEvent.keyDown`, `keyRepeat`, `keyUp`): the
/// held-key part (`KeyHold`) measures them; everything else about a key is the key map's, as
/// for a legacy key (`Picker+Keys.swift`).
extension Picker {
    /// A press whose release will follow: a movement key moves one cell and starts a hold (a
    /// glide if it stays down); Enter on an item with variants waits for its release or the
    /// long press; any other key acts at once, as a legacy press does.
    mutating func keyDown(_ key: Key) {
        keyHold.end()
        switch keyMap.action(for: key) {
        case .next?, .previous?:
            guard layout.count > 0 else { return }
            keyHold.press(key, for: .glide(direction: keyMap.action(for: key) == .next ? 1 : -1), at: time)
        case .choose? where canLongPress, .spaceOrChoose? where canLongPress && !finder.isTyping:
            keyHold.press(key, for: .longPress, at: time)
            return
        default:
            break
        }
        handle(key)
    }

    /// Whether a long press of the choosing key would open the selected item's variants.
    private var canLongPress: Bool {
        guard marks.isEmpty, let item = selectedItem else { return false }
        return source.hasVariants(item)
    }

    /// The terminal repeated a key held down: the hold's own key only stays held (no step is
    /// queued); any other key repeats as a legacy key does (a held Backspace erases on).
    mutating func keyRepeat(_ key: Key) {
        if !keyHold.repeated(key, at: time) { handle(key) }
    }

    /// A key came up.
    mutating func keyUp(_ key: Key) { carryOut(keyHold.release(key, at: time)) }

    /// Time moved on: what the held key owes by now.
    mutating func advanceHold() { carryOut(keyHold.advance(to: time)) }

    private mutating func carryOut(_ commands: [KeyHold.Command]) {
        for command in commands {
            switch command {
            case .step(let cells):
                // At either end the glide has nowhere to go: no new glide, no new rest to draw.
                let to = min(max(selectedIndex + cells, 0), layout.count - 1)
                if layout.count > 0 && to != selectedIndex { step(by: cells) }
            case .choose: choose()
            case .openTones: openTones()
            }
        }
    }
}
