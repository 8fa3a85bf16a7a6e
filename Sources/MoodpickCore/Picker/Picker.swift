/// The picker's whole state, and how events and time change it: a value with no I/O and no
/// clock, so every behaviour is a deterministic function of (events, times).
///
/// The strip is either resting on an offset, following the pointer (a drag), or gliding on a
/// critically damped spring toward the center of its target cell. Keys move the target one cell
/// from the current target; a release asks the snap rule for a target; either way the spring
/// starts from the strip's current position and velocity, so motion never jumps.
///
/// The strip shows a view of the items (every item, or the matches of the typed query); the
/// layout, `target` and the other cell numbers here are positions in that view, and
/// `selectedItem` and the outcome are item indices. Typing, the filter and marks live in
/// `Picker+Typing.swift`, the pointer in `Picker+Pointer.swift`.
public struct Picker: Sendable {
    /// How long a press-release may take to count as a click, in seconds.
    public static let clickSeconds = 0.3
    /// How far the pointer may move and still make a click, in columns.
    public static let clickSlopColumns = 1
    /// Spring response after a release or a click, in seconds: the standard one.
    public static let releaseResponse = SpringSegment.standardResponse
    /// How many items a search examines between two reads of the input: a few milliseconds of
    /// work, counted rather than timed so that replays are deterministic.
    public static let searchSlice = 50_000

    /// The items; they grow while standard input is still arriving (`itemsArrived`).
    public internal(set) var items: ItemStore
    /// Whether more items may still arrive: the count says so.
    public internal(set) var isLoading = false
    /// How many items the view accounts for: items past it arrived after the view was made.
    var viewCoverage: Int
    /// How many items the search under way covers.
    var searchCoverage = 0
    /// The layout of the view's cells.
    public internal(set) var layout: StripLayout
    /// The items the strip shows now.
    public internal(set) var view: ItemView
    /// The keys and what they do.
    public internal(set) var keyMap: KeyMap
    public var options: PickerOptions
    public internal(set) var screen: ScreenSize
    /// The time of the last event or frame, since the run began.
    public private(set) var time: Duration
    /// Set once the user chose or cancelled.
    public internal(set) var outcome: Outcome?
    /// The cell the strip rests on or glides to; nil while the pointer holds the strip.
    public internal(set) var target: Int?
    public internal(set) var typeAhead = TypeAhead()
    /// The query as typed (the filter; unused with `--jump`).
    public internal(set) var query = QueryText()
    /// The query the view shows the matches of (behind `query` while a search runs).
    public internal(set) var appliedQuery = FilterQuery("")
    /// The items marked with `--multi`.
    public internal(set) var marks = MarkSet()
    /// What the filter matches instead of the labels, with the same indices as `items` (nil: the
    /// labels): `--emoji` searches names, keywords and groups but shows and prints the lines.
    public let searchItems: ItemStore?
    /// How `searchItems` is ranked, when not by fzf's score (`--emoji`: `EmojiRanker`).
    public let searchRanker: (any SearchRanker)?
    /// The variants' lines of an item, for the tone strip (nil, or fewer than two: none).
    public var variantLines: (@Sendable (Int) -> [String]?)?
    /// Words shown dim after an item's label (`--emoji`: its group); nil: none.
    public var itemDetail: (@Sendable (Int) -> String?)?
    /// The variants of one item, open in place of the strip (`ToneStrip.swift`).
    public internal(set) var toneStrip: ToneStrip?

    var motion: Motion
    var keyGlide = KeyGlide()
    var drag: DragState?
    /// What the loop must do, gathered since the last `handle` or `advance` returned.
    var effects: [PickerEffect] = []
    /// The item the strip last came to rest on (nil before the first rest).
    var restedItem: Int?
    /// The filter search under way, if any.
    var search: FilterJob?
    /// The `--jump` search under way, and whether a failed search of a repeated letter may cycle.
    var jumpSearch: (search: PrefixSearch, cycles: Bool)?
    /// The item the strip showed last: a new view centers on it (or the first match after it).
    var anchorItem: Int

    enum Motion: Sendable {
        case resting(Double)
        case gliding(SpringSegment)
        case dragging(Double)
    }

    /// A picker over every item, resting on item `start`; a non-empty `query` starts filtering
    /// at once (its first slice runs here, the rest in the session's loop).
    public init(items: ItemStore, layout: StripLayout, options: PickerOptions = PickerOptions(), screen: ScreenSize,
                start: Int = 0, query: String = "", at time: Duration = .zero, searchItems: ItemStore? = nil,
                searchRanker: (any SearchRanker)? = nil) {
        self.items = items
        self.searchItems = searchItems.flatMap { $0.count == items.count ? $0 : nil }
        self.searchRanker = self.searchItems == nil ? nil : searchRanker
        self.layout = layout
        self.view = .all(items.count)
        self.viewCoverage = items.count
        self.keyMap = .standard(multi: options.multi != nil, jump: options.jump)
        self.options = options
        self.screen = screen
        self.time = time
        let first = layout.count > 0 ? min(max(start, 0), layout.count - 1) : 0
        target = layout.count > 0 ? first : nil
        motion = .resting(layout.count > 0 ? layout.center(of: first) : 0)
        anchorItem = first
        if !options.jump, query.isEmpty == false {
            _ = self.query.type(query)
            queryChanged()
        } else {
            cameToRest()  // the first rest: the first preview runs for the start item
        }
    }

    // MARK: - What the strip looks like now

    /// The strip offset at `time`, in columns (docs/CONTRACT.md §3).
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

    /// The item index of the selected cell; nil when the view is empty.
    public var selectedItem: Int? { layout.count > 0 ? view.item(at: selectedIndex) : nil }

    /// Whether frames must keep coming: the spring has not settled yet.
    public var isAnimating: Bool {
        if case .gliding = motion { return true }
        if let strip = toneStrip { return strip.picker.isAnimating }
        return false
    }

    /// Whether the pointer holds the strip.
    public var isDragging: Bool { drag != nil }

    /// Which picture row shows what.
    public var screenLayout: ScreenLayout {
        ScreenLayout(size: screen, placement: options.placement, header: options.header, preview: options.previewRows)
    }

    /// The screen geometry of the strip at this size.
    public var geometry: StripGeometry { StripGeometry(layout: layout, columns: screen.columns) }

    /// When the picture changes by itself without input (the typed text expiring), if ever.
    public var nextDeadline: Duration? {
        if let strip = toneStrip { return strip.picker.nextDeadline }
        return [typeAhead.expiry, longPressDeadline].compactMap { $0 }.min()
    }

    /// Records a rest: its frame must be drawn, and a rest on a different item is announced.
    mutating func cameToRest() {
        effects.append(.restFrame)
        guard let item = selectedItem, item != restedItem else { return }
        restedItem = item
        effects.append(.settled(item: item))
    }

    /// The effects gathered so far, handed over once (after `continueSearch`, which the loop
    /// calls directly).
    public mutating func takeEffects() -> [PickerEffect] {
        defer { effects.removeAll(keepingCapacity: true) }
        return effects
    }

    // MARK: - Time

    /// Moves time on: the spring is evaluated at `time`, and when it has settled the strip is
    /// put exactly on its target's center. Returns what the loop must do.
    @discardableResult
    public mutating func advance(to newTime: Duration) -> [PickerEffect] {
        moveTime(to: newTime)
        return takeEffects()
    }

    private mutating func moveTime(to newTime: Duration) {
        if newTime > time { time = newTime }
        typeAhead.expire(at: time)
        if case .gliding(let spring) = motion, spring.isSettled(at: time) {
            motion = .resting(spring.target)
            cameToRest()
        }
        checkLongPress()
        advanceTones(to: time)
    }

    // MARK: - Events

    /// Acts on one event that happened at `eventTime` (time first moves on to it); returns what
    /// the loop must do.
    @discardableResult
    public mutating func handle(_ event: InputEvent, at eventTime: Duration) -> [PickerEffect] {
        moveTime(to: eventTime)
        if outcome == nil { act(on: event) }
        return takeEffects()
    }

    private mutating func act(on event: InputEvent) {
        if toneStrip != nil {
            forwardToTones(event)
            return
        }
        switch event {
        case .key(let key): handle(key)
        case .press(let column, let row): press(column: column, row: row)
        case .drag(let column, _): dragPointer(to: column)
        case .release(let column, _): release(at: column)
        case .wheel(let direction, _, _):
            if options.mouse { step(by: direction.step) }
        case .resize(let columns, let rows):
            screen = ScreenSize(columns: columns, rows: rows)
        case .paste(let text):
            let typed = String(text.filter { $0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol || $0 == " " })
            if !typed.isEmpty { type(typed) }
        }
    }

    private mutating func handle(_ key: Key) {
        if case .character(let character) = key {
            type(String(character))
            return
        }
        guard let action = keyMap.action(for: key) else { return }
        switch action {
        case .next: step(by: 1)
        case .previous: step(by: -1)
        case .pageNext: step(by: page)
        case .pagePrevious: step(by: -page)
        case .first: glide(to: 0, response: keyGlide.press(at: time))
        case .last: glide(to: layout.count - 1, response: keyGlide.press(at: time))
        case .choose: choose()
        case .spaceOrChoose: if isTyping { type(" ") } else { choose() }
        case .cancel: outcome = .cancelled
        case .eraseCharacter: eraseCharacter()
        case .eraseWord: if query.eraseWord() { queryChanged() }
        case .eraseQuery: if query.clear() { queryChanged() }
        case .markAndNext: toggleMark(); step(by: 1)
        case .markAndPrevious: toggleMark(); step(by: -1)
        case .toggleMark: toggleMark()
        case .markAll: markAll()
        case .openTones: openTones()
        case .suspend: effects.append(.suspend)
        }
    }

    /// The cell keys and searches move from.
    var current: Int { selectedIndex }

    /// A page: the cells that fit whole in the viewport around the current one (at least 1).
    private var page: Int { layout.count > 0 ? geometry.pageSize(around: current) : 1 }

    /// Enter: the marked items if any, else the selected cell's item. A search under way is
    /// finished first, so Enter always answers the query as typed; with no match the run ends
    /// with no choice.
    mutating func choose() {
        finishSearch()
        if !marks.isEmpty {
            outcome = .marked(marks.items)
            return
        }
        guard layout.count > 0 else {
            if isLoading && appliedQuery.isEmpty { return }  // nothing has arrived yet to choose
            outcome = appliedQuery.isEmpty ? .cancelled : .noMatch
            return
        }
        outcome = .chosen(view.item(at: current))
    }

    /// One key step (or wheel notch, or page): the target moves `delta` cells from the current
    /// target, clamped, whatever the strip is doing, so N presses move exactly N cells.
    mutating func step(by delta: Int) {
        guard layout.count > 0 else { return }
        let response = keyGlide.press(at: time)
        glide(to: min(max(current + delta, 0), layout.count - 1), response: response)
    }

    /// Starts the spring toward `index` from the strip's position and velocity now (or jumps
    /// there without animation). Any drag ends.
    /// - Parameter release: the glide follows a release (or click), whose fling is eased so the
    ///   strip does not visibly speed up; key glides are only ever stiffened.
    mutating func glide(to index: Int, velocity: Double? = nil, response: Double, release: Bool = false) {
        guard layout.count > 0 else { return }
        let index = min(max(index, 0), layout.count - 1)
        let position = offset
        let startVelocity = velocity ?? self.velocity
        drag = nil
        target = index
        let destination = layout.center(of: index)
        guard options.animated, position != destination || startVelocity != 0 else {
            motion = .resting(destination)
            cameToRest()
            return
        }
        let spring = SpringSegment.toward(target: destination, from: position, velocity: startVelocity, at: time,
                                          response: response, easesFling: release)
        motion = .gliding(spring)
    }
}
