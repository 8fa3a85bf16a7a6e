/// The picker's whole state, and how events and time change it: a value with no I/O and no
/// clock, so every behaviour is a deterministic function of (events, times).
///
/// The strip is either resting on an offset, following the pointer (a drag), or gliding on a
/// critically damped spring toward the center of its target cell. Keys move the target one cell
/// from the current target; a release asks the snap rule for a target; either way the spring
/// starts from the strip's current position and velocity, so motion never jumps.
public struct Picker: Sendable {
    /// How long a press-release may take to count as a click, in seconds.
    public static let clickSeconds = 0.3
    /// How far the pointer may move and still make a click, in columns.
    public static let clickSlopColumns = 1
    /// Spring response after a release or a click, in seconds: the standard one.
    public static let releaseResponse = SpringSegment.standardResponse

    public let items: ItemStore
    public let layout: StripLayout
    public var options: PickerOptions
    public private(set) var screen: ScreenSize
    /// The time of the last event or frame, since the run began.
    public private(set) var time: Duration
    /// Set once the user chose or cancelled.
    public private(set) var outcome: Outcome?
    /// The cell the strip rests on or glides to; nil while the pointer holds the strip.
    public private(set) var target: Int?
    public private(set) var typeAhead = TypeAhead()

    private var motion: Motion
    private var keyGlide = KeyGlide()
    private var drag: DragState?
    private var settledSinceLastFrame = false

    private enum Motion: Sendable {
        case resting(Double)
        case gliding(SpringSegment)
        case dragging(Double)
    }

    public init(items: ItemStore, layout: StripLayout, options: PickerOptions = PickerOptions(), screen: ScreenSize, start: Int = 0, at time: Duration = .zero) {
        self.items = items
        self.layout = layout
        self.options = options
        self.screen = screen
        self.time = time
        let first = layout.count > 0 ? min(max(start, 0), layout.count - 1) : 0
        target = layout.count > 0 ? first : nil
        motion = .resting(layout.count > 0 ? layout.center(of: first) : 0)
    }

    // MARK: - What the strip looks like now

    /// The strip offset at `time`, in columns (SPEC §3).
    public var offset: Double {
        switch motion {
        case .resting(let offset), .dragging(let offset): return offset
        case .gliding(let spring): return spring.position(at: time)
        }
    }

    /// The strip's velocity at `time`, in columns per second (0 at rest and while dragging).
    public var velocity: Double {
        if case .gliding(let spring) = motion { return spring.velocity(at: time) }
        return 0
    }

    /// The cell nearest the offset: the highlighted one.
    public var centeredIndex: Int { layout.nearestIndex(to: offset) }

    /// The cell Enter would choose now: the target, or the centered cell while the pointer
    /// holds the strip. At rest it is the centered cell.
    public var selectedIndex: Int { target ?? centeredIndex }

    /// Whether frames must keep coming: the spring has not settled yet.
    public var isAnimating: Bool {
        if case .gliding = motion { return true }
        return false
    }

    /// Whether the pointer holds the strip.
    public var isDragging: Bool { drag != nil }

    /// Which picture row shows what.
    public var screenLayout: ScreenLayout { ScreenLayout(size: screen, placement: options.placement) }

    /// The screen geometry of the strip at this size.
    public var geometry: StripGeometry { StripGeometry(layout: layout, columns: screen.columns) }

    /// When the picture changes by itself without input (the typed text expiring), if ever.
    public var nextDeadline: Duration? { typeAhead.expiry }

    /// Whether the strip came to rest since the last call: that frame must be drawn.
    public mutating func takeSettled() -> Bool {
        defer { settledSinceLastFrame = false }
        return settledSinceLastFrame
    }

    // MARK: - Time

    /// Moves time on: the spring is evaluated at `time`, and when it has settled the strip is
    /// put exactly on its target's center.
    public mutating func advance(to newTime: Duration) {
        if newTime > time { time = newTime }
        typeAhead.expire(at: time)
        if case .gliding(let spring) = motion, spring.isSettled(at: time) {
            motion = .resting(spring.target)
            settledSinceLastFrame = true
        }
    }

    // MARK: - Events

    /// Acts on one event that happened at `eventTime` (time first moves on to it).
    public mutating func handle(_ event: InputEvent, at eventTime: Duration) {
        advance(to: eventTime)
        guard outcome == nil else { return }
        switch event {
        case .key(let key): handle(key)
        case .press(let column, let row): press(column: column, row: row)
        case .drag(let column, _): dragPointer(to: column)
        case .release(let column, _): release(at: column)
        case .wheel(let direction, _, _):
            if options.mouse { step(by: direction == .down ? 1 : -1) }
        case .resize(let columns, let rows):
            screen = ScreenSize(columns: columns, rows: rows)
        case .paste(let text):
            let typed = String(text.filter { $0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol || $0 == " " })
            if !typed.isEmpty { jump(typing: typed) }
        }
    }

    private mutating func handle(_ key: Key) {
        switch key {
        case .right, .down, .tab, .ctrlN: step(by: 1)
        case .left, .up, .backTab, .ctrlP: step(by: -1)
        case .pageDown: step(by: page)
        case .pageUp: step(by: -page)
        case .home: glide(to: 0, response: keyGlide.press(at: time))
        case .end: glide(to: layout.count - 1, response: keyGlide.press(at: time))
        case .enter, .space: choose()
        case .escape, .ctrlC, .ctrlG, .ctrlQ: outcome = .cancelled
        case .backspace:
            if typeAhead.erase(at: time), !typeAhead.text.isEmpty { _ = search(from: current) }
        case .ctrlZ: break  // the shell suspends; the picker's state is unchanged
        case .character(let character): jump(typing: String(character))
        }
    }

    /// The item keys and searches move from.
    private var current: Int { selectedIndex }

    /// A page: the cells that fit whole in the viewport around the current one (at least 1).
    private var page: Int { layout.count > 0 ? geometry.pageSize(around: current) : 1 }

    private mutating func choose() {
        guard layout.count > 0 else {
            outcome = .cancelled  // nothing to choose
            return
        }
        outcome = .chosen(current)
    }

    /// One key step (or wheel notch, or page): the target moves `delta` cells from the current
    /// target, clamped, whatever the strip is doing, so N presses move exactly N cells.
    private mutating func step(by delta: Int) {
        guard layout.count > 0 else { return }
        let response = keyGlide.press(at: time)
        glide(to: min(max(current + delta, 0), layout.count - 1), response: response)
    }

    /// Type-ahead: a new text searches after the current item (typing a letter again cycles),
    /// a growing text from the current item itself.
    private mutating func jump(typing text: String) {
        let isNew = typeAhead.type(text, at: time)
        if search(from: isNew ? current + 1 : current) { return }
        // The same letter typed again ("ss") cycles through the items starting with it.
        if let letter = typeAhead.text.first, typeAhead.text.count > 1, typeAhead.text.allSatisfy({ $0 == letter }) {
            typeAhead.clear()
            _ = typeAhead.type(String(letter), at: time)
            _ = search(from: current + 1)
        }
    }

    /// Glides to the first item from `start` whose label starts with the typed text; false if none.
    @discardableResult
    private mutating func search(from start: Int) -> Bool {
        guard let found = ItemSearch.firstIndex(labelPrefix: typeAhead.text, from: start, in: items) else { return false }
        glide(to: found, response: keyGlide.press(at: time))
        return true
    }

    /// Starts the spring toward `index` from the strip's position and velocity now (or jumps
    /// there without animation). Any drag ends.
    /// - Parameter release: the glide follows a release (or click), whose fling is eased so the
    ///   strip does not visibly speed up; key glides are only ever stiffened.
    private mutating func glide(to index: Int, velocity: Double? = nil, response: Double, release: Bool = false) {
        guard layout.count > 0 else { return }
        let index = min(max(index, 0), layout.count - 1)
        let position = offset
        let startVelocity = velocity ?? self.velocity
        drag = nil
        target = index
        let destination = layout.center(of: index)
        guard options.animated, position != destination || startVelocity != 0 else {
            motion = .resting(destination)
            settledSinceLastFrame = true
            return
        }
        let spring = SpringSegment.toward(target: destination, from: position, velocity: startVelocity, at: time,
                                          response: response, easesFling: release)
        motion = .gliding(spring)
    }

    // MARK: - The pointer

    private mutating func press(column: Int, row: Int) {
        guard options.mouse, layout.count > 0, row == screenLayout.stripRow else { return }
        let position = offset  // the animation stops where it is
        motion = .dragging(position)
        target = nil
        var tracker = VelocityTracker()
        let raw = unbanded(position)
        tracker.add(position: raw, at: time)
        drag = DragState(pressColumn: column, pressTime: time, startOffset: position, rawStart: raw, tracker: tracker)
    }

    private mutating func dragPointer(to column: Int) {
        guard var state = drag else { return }
        state.farthest = max(state.farthest, abs(column - state.pressColumn))
        let raw = state.rawOffset(atColumn: column)
        state.tracker.add(position: raw, at: time)
        state.lastColumn = column
        drag = state
        motion = .dragging(banded(raw))
    }

    private mutating func release(at column: Int) {
        guard var state = drag else { return }
        state.farthest = max(state.farthest, abs(column - state.pressColumn))
        let raw = state.rawOffset(atColumn: column)
        if raw != state.rawOffset(atColumn: state.lastColumn) { state.tracker.add(position: raw, at: time) }
        motion = .dragging(banded(raw))
        drag = nil
        let heldSeconds = (time - state.pressTime).moodpickSeconds
        if state.farthest <= Self.clickSlopColumns && heldSeconds < Self.clickSeconds {
            click(column: state.pressColumn, offset: state.startOffset)
            return
        }
        let releaseOffset = offset
        let velocity = state.tracker.velocity(at: time)
        let fling = Fling(dragStart: state.startOffset, release: releaseOffset, velocity: velocity)
        let rule = options.snapRule
        let index = rule.target(for: fling, in: layout, deceleration: options.deceleration) ?? centeredIndex
        glide(to: index, velocity: rule.keepsMomentum ? velocity : 0, response: Self.releaseResponse, release: true)
    }

    /// A click centers the cell under the pointer, or chooses it when it is the cell now under
    /// the center column (SPEC §4). A click on spacing settles the strip on the nearest cell.
    private mutating func click(column: Int, offset clickOffset: Double) {
        let geometry = self.geometry
        guard let hit = geometry.index(atColumn: column, offset: clickOffset) else {
            glide(to: layout.nearestIndex(to: clickOffset), velocity: 0, response: Self.releaseResponse, release: true)
            return
        }
        let underCenter = geometry.index(atColumn: geometry.centerColumn, offset: clickOffset)
            ?? layout.nearestIndex(to: clickOffset)
        if hit == underCenter {
            target = hit
            outcome = .chosen(hit)
            return
        }
        glide(to: hit, velocity: 0, response: Self.releaseResponse, release: true)
    }

    /// The displayed offset for a pointer-driven offset: 1:1 inside the strip, with rubber-band
    /// resistance past either end.
    private func banded(_ raw: Double) -> Double {
        let viewport = Double(screen.columns)
        if raw < 0 { return RubberBand.displayed(overshoot: raw, viewportColumns: viewport) }
        if raw > layout.maxOffset { return layout.maxOffset + RubberBand.displayed(overshoot: raw - layout.maxOffset, viewportColumns: viewport) }
        return raw
    }

    /// The pointer-driven offset that displays as `shown` (the inverse of `banded`).
    private func unbanded(_ shown: Double) -> Double {
        let viewport = Double(screen.columns)
        if shown < 0 { return RubberBand.overshoot(displayed: shown, viewportColumns: viewport) }
        if shown > layout.maxOffset { return layout.maxOffset + RubberBand.overshoot(displayed: shown - layout.maxOffset, viewportColumns: viewport) }
        return shown
    }
}
