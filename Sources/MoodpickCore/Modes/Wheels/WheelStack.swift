/// Several wheels stacked in one picture (docs/WHEELS.md): which one is active, the index each
/// one has selected, and the value they make together.
///
/// The stack owns the rules that join the wheels (a day wheel that follows the month, bounds
/// that clamp the combination); it knows nothing of motion. Each wheel's strip has its own
/// motion in the picker, which reads `selection` for the targets and `wheels` for the layouts.
/// The selection is always a valid combination: every change goes through ``select(_:onWheel:)``.
package struct WheelStack: Sendable, Equatable {
    /// What the wheels are, and so how they join.
    package enum Kind: Sendable, Equatable {
        case range(RangeWheel)
        case time(TimeWheels)
        case date(DateWheels)
    }

    package let kind: Kind
    /// The selected index of each wheel, top to bottom.
    package private(set) var selection: [Int]
    /// The wheel that keys and the mouse move (Left/Right), 0 at the top.
    package private(set) var active = 0

    /// A stack showing `selection` (normalized: clamped into each wheel, then to the bounds).
    package init(kind: Kind, selection: [Int]) {
        self.kind = kind
        self.selection = []
        self.selection = normalized(selection)
    }

    /// The wheels as they stand for the current selection, top to bottom.
    package var wheels: [Wheel] {
        switch kind {
        case let .range(range): return [Wheel(name: nil, values: range.values)]
        case let .time(time): return time.wheels()
        case let .date(date): return date.wheels(for: selection)
        }
    }

    /// Whether a one-value key step past the end of wheel `k` comes round to its other end, as
    /// iOS's date and time wheels do (docs/WHEELS.md, "Going round"): the month, the day, the
    /// hour and the minute go round, each on its own (December then January of the same year:
    /// no carry into the year); the year and a range's numbers stop at their ends.
    package func wraps(_ k: Int) -> Bool {
        switch kind {
        case .range: return false
        case .time: return true
        case .date: return k > 0
        }
    }

    /// Columns of every wheel's cells: the widest value of any wheel plus one column of padding
    /// each side (docs/CONTRACT.md §3). One width for all, so the selection mark around the
    /// center slot stands in the same columns on every row.
    package var cellWidth: Int {
        (wheels.map(\.values.textColumns).max() ?? 1) + 2
    }

    /// What changed beyond the wheel that was set, for the picker to follow.
    package struct Change: Sendable, Equatable {
        /// Wheels whose selected index is not the one their strip is heading for: the others
        /// that moved, and the one that was set when its index was clamped (a bound, a day).
        package var moved: [Int] = []
        /// Wheels whose number of values changed (the day wheel): their layouts are rebuilt.
        package var resized: [Int] = []
    }

    /// Selects `index` on wheel `wheel` (both clamped), then joins the wheels again: the day
    /// clamps to its month, the combination to the bounds.
    @discardableResult
    package mutating func select(_ index: Int, onWheel wheel: Int) -> Change {
        let before = wheels
        let previous = selection
        let wheel = min(max(wheel, 0), selection.count - 1)
        var requested = selection
        requested[wheel] = min(max(index, 0), before[wheel].values.count - 1)
        selection = normalized(requested)
        var change = Change()
        for (k, now) in wheels.enumerated() {
            if k == wheel ? selection[k] != requested[k] : selection[k] != previous[k] { change.moved.append(k) }
            if now.values.count != before[k].values.count { change.resized.append(k) }
        }
        return change
    }

    /// Makes wheel `wheel` (clamped) the active one.
    package mutating func activate(_ wheel: Int) {
        active = min(max(wheel, 0), selection.count - 1)
    }

    /// Moves the active mark `delta` wheels down (negative: up): clamped at the first and last
    /// wheel (Up/Down), or going round (`wrapping`, Tab and Shift-Tab).
    package mutating func moveActive(by delta: Int, wrapping: Bool) {
        let count = selection.count
        active = wrapping ? ((active + delta) % count + count) % count : min(max(active + delta, 0), count - 1)
    }

    /// The whole value as printed: `2.50`, `09:30`, `2026-02-28`.
    package var text: String {
        switch kind {
        case let .range(range): return range.text(of: selection)
        case let .time(time): return time.time(of: selection).text
        case let .date(date): return date.date(of: selection).text
        }
    }

    /// What the picture shows beside the value: the unit of a range, the weekday of a date.
    package var detail: String? {
        switch kind {
        case let .range(range): return range.unit
        case .time: return nil
        case let .date(date): return date.date(of: selection).weekdayName
        }
    }

    /// The position typed digits lead to on the active wheel, and whether they are complete
    /// (as many digits as the wheel's values have: `2026` on a year, `05` on a month, so the
    /// picker may move on to the next wheel). nil while the text is no number yet. Ranges
    /// are never complete: a longer number may follow.
    package func typed(_ text: String) -> (index: Int, complete: Bool)? {
        let values = wheels[active].values
        guard let index = values.nearestIndex(typed: text) else { return nil }
        if case .range = kind { return (index, false) }
        return (index, text.utf8.count >= values.integerDigits)
    }

    /// Each index clamped into its wheel (missing ones taken as 0), then the wheels joined.
    /// Time and date clamp through their values (`NumberRange.units(at:)` clamps the index).
    private func normalized(_ selection: [Int]) -> [Int] {
        func padded(_ count: Int) -> [Int] { (0..<count).map { $0 < selection.count ? selection[$0] : 0 } }
        switch kind {
        case let .range(range): return [min(max(padded(1)[0], 0), range.values.count - 1)]
        case let .time(time): return time.normalized(padded(2))
        case let .date(date): return date.normalized(padded(3))
        }
    }
}
