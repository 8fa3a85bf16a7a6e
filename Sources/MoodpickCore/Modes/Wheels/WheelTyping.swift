/// Digits typed on a stack of wheels (docs/WHEELS.md): each key moves the active wheel to the
/// value nearest the digits typed so far, and a time or date wheel whose digits are all typed
/// hands on to the next wheel, so `0930` sets 09:30 and `20260228` (or `2026-02-28`) a date.
///
/// A part of its own with its own update: it returns what to do as data (``Step``) and never
/// moves the wheels itself; the picker selects through ``WheelStack/select(_:onWheel:)`` and
/// glides the strip. Typed digits are forgotten after ``timeout`` without typing, as `--jump`'s.
package struct WheelTyping: Sendable, Equatable {
    /// Typed digits are forgotten after this long without typing (the type-ahead's 1 s).
    package static let timeout = TypeAhead.timeout

    /// The digits typed on the active wheel so far.
    package private(set) var text = ""
    private var lastTyped: Duration?

    package init() {}

    /// What a typed key asks of the picker.
    package struct Step: Sendable, Equatable {
        /// The wheel to move (the active one), and the index to select on it: nil while the
        /// text is no number yet (a lone `-`).
        package var wheel: Int
        package var index: Int?
        /// Whether to make the next wheel active afterwards (its digits are all typed).
        package var advance: Bool
    }

    /// When the typed digits expire, if there are any.
    package var expiry: Duration? {
        guard !text.isEmpty, let lastTyped else { return nil }
        return lastTyped + Self.timeout
    }

    /// Types `character` on the active wheel of `stack` at `time`; nil when the key is not one
    /// a number takes (the picker leaves it to its other keys). Ranges take digits, a leading
    /// `-` and one `.`; times and dates take digits, and a separator (`:` `-` `/` `.` space)
    /// ends the wheel being typed (`9:` is 09) or, before any digit, is passed over.
    package mutating func type(_ character: Character, at time: Duration, in stack: WheelStack) -> Step? {
        if let expiry, time >= expiry { clear() }
        let wheel = stack.active
        let isLast = wheel == stack.wheels.count - 1
        let isRange: Bool
        if case .range = stack.kind { isRange = true } else { isRange = false }
        if !isRange && ":-/. ".contains(character) {
            guard !text.isEmpty else { return Step(wheel: wheel, index: nil, advance: false) }
            clear()
            return Step(wheel: wheel, index: nil, advance: !isLast)
        }
        guard character.isASCII, character.isNumber || isRange && (character == "-" && text.isEmpty || character == "." && !text.contains(".")) else {
            return nil
        }
        text.append(character)
        lastTyped = time
        guard let typed = stack.typed(text) else { return Step(wheel: wheel, index: nil, advance: false) }
        if typed.complete { clear() }
        return Step(wheel: wheel, index: typed.index, advance: typed.complete && !isLast)
    }

    /// Backspace: erases the last typed character and moves to what remains (nil when nothing
    /// was typed, so Backspace keeps any other meaning it has).
    package mutating func erase(at time: Duration, in stack: WheelStack) -> Step? {
        if let expiry, time >= expiry { clear() }
        guard !text.isEmpty else { return nil }
        text.removeLast()
        lastTyped = time
        return Step(wheel: stack.active, index: stack.typed(text)?.index, advance: false)
    }

    /// Forgets the typed digits (the active wheel changed, or the picker chose).
    package mutating func clear() {
        text = ""
        lastTyped = nil
    }
}
