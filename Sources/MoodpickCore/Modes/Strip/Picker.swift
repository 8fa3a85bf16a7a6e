/// The picker's whole state, and how messages change it: a value with no I/O and no clock, so
/// every behaviour is a deterministic function of (messages, times).
///
/// It is composed of parts, each a small value with its own update: the strip's motion
/// (`StripMotion`: resting, gliding on a spring, dragged or scrubbed), the finder (`Finder`: the
/// query, the filter and `--jump` searches, what the view covers), the marks (`MarkSet`), the
/// tone strip (`ToneStrip`) and what it has to tell the loop (`PickerOutbox`). `update` hands a
/// message to the parts and returns every effect, the outcome included (`PickerEffect.ended`).
///
/// The strip shows a view of the items (every item, or the matches of the typed query); the
/// layout, `target` and the other cell numbers here are positions in that view, and
/// `selectedItem` and the outcome are item indices. Keys are in `Picker+Keys.swift`, the finder's
/// results in `Picker+Finding.swift`, the pointer in `Picker+Pointer.swift`.
package struct Picker: Sendable {
    /// How long a press-release may take to count as a click, in seconds (`PointerClick`).
    package static let clickSeconds = PointerClick.seconds
    /// How far the pointer may move and still make a click, in columns.
    package static let clickSlopColumns = PointerClick.slopColumns
    /// Spring response after a release or a click, in seconds: the standard one.
    package static let releaseResponse = PointerClick.releaseResponse
    /// How many items a search examines between two reads of the input (`PickerMessage`).
    package static let searchSlice = PickerMessage.searchSliceItems

    /// The items and what the host tells about them.
    package internal(set) var source: PickerItems
    /// What the strip shows: the view of the items, its layout, the strip kept meanwhile.
    package internal(set) var cells: StripCells
    /// The keys: what each does and the one held down.
    var keys: StripKeys
    package var options: PickerOptions
    /// How the strip is drawn (the prompt, the header, the theme at the stage's color depth):
    /// the view its session frames come from.
    package var look: StripView
    /// The picture's size (the rows the picker draws, not the whole screen), in cells.
    package internal(set) var picture: ScreenSize
    /// The time of the last message, since the run began.
    package private(set) var time: Duration
    /// How the strip moves.
    var motion: StripMotion
    /// The query and the searches.
    var finder: Finder
    /// The items marked with `--multi`.
    package internal(set) var marks = MarkSet()
    /// The variants of one item, open in place of the strip (`ToneStrip.swift`).
    package internal(set) var toneStrip: ToneStrip?
    /// The effects gathered by the update under way, and the outcome.
    var outbox = PickerOutbox()

    /// A picker over every item, resting on item `start`; a non-empty `query` starts filtering
    /// at once (its first slice runs here, the rest in the session's loop).
    package init(items: ItemStore, layout: StripLayout, options: PickerOptions = PickerOptions(), picture: ScreenSize,
                start: Int = 0, query: String = "", at time: Duration = .zero, searchItems: ItemStore? = nil,
                searchRanker: (any SearchRanker)? = nil, look: StripView = StripView(), pictures: PictureStrip? = nil) {
        self.source = PickerItems(store: items, searchStore: searchItems, searchRanker: searchRanker)
        self.cells = StripCells(view: .all(items.count), pictures: pictures,
                                layout: options.orientation.isVertical
                                    ? Self.rows(count: layout.count)
                                    : pictures.map { Self.pictureLayout(count: layout.count, pictures: $0, spacing: layout.spacing) }
                                    ?? layout.capped(at: Self.textCellCap(columns: picture.columns, spacing: layout.spacing, items: items,
                                                                          cells: items.count)))
        self.keys = StripKeys(map: .standard(multi: options.multi != nil, jump: options.jump, vertical: options.orientation.isVertical))
        self.options = options
        self.look = look
        self.picture = picture
        self.time = time
        let first = layout.count > 0 ? min(max(start, 0), layout.count - 1) : 0
        motion = StripMotion(restingOn: layout.count > 0 ? first : nil)
        finder = Finder(jumps: options.jump, sorted: options.sorted, coverage: items.count, anchorItem: first)
        finder.matchMode = options.matchMode
        if !options.jump, query.isEmpty == false {
            show(finder.start(query: query, in: finderScope))
        } else {
            cameToRest()  // the first rest: the first preview runs for the start item
        }
    }

    // MARK: - The parts, as the view and the host read them

    /// The layout of the view's cells.
    package internal(set) var layout: StripLayout {
        get { cells.layout }
        _modify { yield &cells.layout }
        set { cells.layout = newValue }
    }
    /// The items the strip shows now.
    package internal(set) var view: ItemView {
        get { cells.view }
        _modify { yield &cells.view }
        set { cells.view = newValue }
    }
    /// The strip before a query matched nothing, drawn dimmed meanwhile (`KeptStrip.swift`).
    package var keptStrip: KeptStrip { cells.kept }
    /// `--images`: the picture cells, their size and each item's thumbnail; nil for text and emoji.
    package internal(set) var pictures: PictureStrip? {
        get { cells.pictures }
        _modify { yield &cells.pictures }
        set { cells.pictures = newValue }
    }
    /// The keys and what they do.
    package internal(set) var keyMap: KeyMap {
        get { keys.map }
        set { keys.map = newValue }
    }
    /// The key held down, where releases are reported (`KeyHold.swift`).
    var keyHold: KeyHold {
        get { keys.hold }
        _modify { yield &keys.hold }
        set { keys.hold = newValue }
    }

    /// The items; they grow while standard input is still arriving.
    package var items: ItemStore { source.store }
    /// Whether more items may still arrive.
    package var isLoading: Bool { source.isLoading }
    /// What the filter matches instead of the labels (`--emoji`); nil: the labels.
    package var searchItems: ItemStore? { source.searchStore }
    /// The variants' lines of an item, for the tone strip (nil, or fewer than two: none).
    package var variantLines: (@Sendable (Int) -> [String]?)? {
        get { source.variantLines }
        set { source.variantLines = newValue }
    }
    /// Words shown dim after an item's label (`--emoji`: its group); nil: none.
    package var itemDetail: (@Sendable (Int) -> String?)? {
        get { source.itemDetail }
        set { source.itemDetail = newValue }
    }
    /// The colors an item's own escape sequences gave it (`--ansi`); nil: none.
    package var itemStyle: (@Sendable (Int) -> Style?)? {
        get { source.itemStyle }
        set { source.itemStyle = newValue }
    }
    /// Set once the user chose or cancelled (also announced as `PickerEffect.ended`).
    package var outcome: Outcome? { outbox.outcome }
    /// The query as typed (the filter; unused with `--jump`).
    package var query: QueryText { finder.query }
    /// The query the view shows the matches of (behind `query` while a search runs).
    package var appliedQuery: FilterQuery { finder.appliedQuery }
    /// The `--jump` type-ahead text.
    package var typeAhead: TypeAhead { finder.typeAhead }
    /// Whether a search is under way: the loop must keep sending `.searchSlice`.
    package var isSearching: Bool { finder.isSearching }

    // MARK: - What the strip looks like now

    /// The strip offset at `time`, in columns (docs/CONTRACT.md §3).
    package var offset: Double { motion.offset(at: time, in: layout) }

    /// The strip's velocity at `time`, in columns per second (0 at rest and while dragging).
    package var velocity: Double { motion.velocity(at: time) }

    /// The cell the strip rests on or glides to; nil while the pointer holds the strip.
    package var target: Int? { motion.target }

    /// Whether the pointer holds the strip.
    package var isDragging: Bool { motion.isDragging }

    /// The cell nearest the offset: the highlighted one.
    package var centeredIndex: Int { layout.nearestIndex(to: offset) }

    /// The cell Enter would choose now, and keys and searches move from: the target, or the
    /// centered cell while the pointer holds the strip. At rest it is the centered cell.
    package var selectedIndex: Int { target ?? centeredIndex }

    /// The item index of the selected cell; nil when the view is empty.
    package var selectedItem: Int? { layout.count > 0 ? view.item(at: selectedIndex) : nil }

    /// Whether frames must keep coming: the spring has not settled yet.
    package var isAnimating: Bool { motion.isGliding || (toneStrip?.picker.isAnimating ?? false) }

    /// Which picture row shows what.
    package var screenLayout: ScreenLayout {
        ScreenLayout(size: picture, placement: options.placement, header: options.header, preview: options.previewRows,
                     stripRows: pictures?.rows ?? 1)
    }

    /// The picture geometry of the strip at this size.
    package var geometry: StripGeometry { StripGeometry(layout: layout, columns: stripSpan) }

    /// When the picture changes by itself without input (the typed text expiring, a long
    /// press), if ever.
    package var nextDeadline: Duration? {
        if let strip = toneStrip { return strip.picker.nextDeadline }
        return [finder.expiry, longPressDeadline, keyHold.deadline].compactMap { $0 }.min()
    }

    // MARK: - The update

    /// Acts on one message at `messageTime` (time first moves on to it) and returns what the
    /// loop must do: the one entry to the picker's state.
    package mutating func update(_ message: PickerMessage, at messageTime: Duration) -> [PickerEffect] {
        switch message {
        case .input(let event):
            moveTime(to: messageTime)
            if outcome == nil { act(on: event) }
        case .advance:
            moveTime(to: messageTime)
        case .searchSlice(let slice):
            moveTime(to: messageTime)
            runSearch(slice: slice)
        case .items(let store, let loading):
            arrived(store, loading: loading)
            moveTime(to: messageTime)
        case .pictures(let updates):
            moveTime(to: messageTime)
            receive(updates)
        case .inputEnded:
            moveTime(to: messageTime)
            outbox.end(.cancelled)
        }
        if pictures != nil { askForPictures() }
        return outbox.take()
    }

    /// `update(.input(event), at:)`.
    @discardableResult
    package mutating func handle(_ event: InputEvent, at eventTime: Duration) -> [PickerEffect] {
        update(.input(event), at: eventTime)
    }

    /// `update(.advance, at:)`: the spring is evaluated at `newTime`, and when it has settled
    /// the strip is put exactly on its target's center.
    @discardableResult
    package mutating func advance(to newTime: Duration) -> [PickerEffect] { update(.advance, at: newTime) }

    /// `update(.items(store, loading:))` at the picker's own time.
    @discardableResult
    package mutating func itemsArrived(_ store: ItemStore, loading: Bool) -> [PickerEffect] {
        update(.items(store, loading: loading), at: time)
    }

    /// `update(.searchSlice(slice))` at the picker's own time.
    @discardableResult
    package mutating func continueSearch(slice: Int = Picker.searchSlice) -> [PickerEffect] {
        update(.searchSlice(slice), at: time)
    }

    private mutating func moveTime(to newTime: Duration) {
        if newTime > time { time = newTime }
        finder.expire(at: time)
        if motion.settle(at: time) { cameToRest() }
        if outcome == nil { advanceHold() }
        checkLongPress()
        updateTones(.advance)
    }

    private mutating func act(on event: InputEvent) {
        if toneStrip != nil, !keyHold.owns(event) {
            updateTones(.input(event))
            return
        }
        switch event {
        case .key(let key): keyHold.end(); handle(key)
        case .keyDown(let key): keyDown(key)
        case .keyRepeat(let key): keyRepeat(key)
        case .keyUp(let key): keyUp(key)
        case .press(let column, let row, let fraction): keyHold.end(); press(column: column, row: row, fraction: fraction)
        case .drag(let column, let row, let fraction): dragPointer(to: column, row: row, fraction: fraction)
        case .release(let column, let row, let fraction): release(at: column, row: row, fraction: fraction)
        case .wheel(let direction, _, _):
            if options.mouse { step(by: direction.step) }
        case .resize(let columns, let rows):
            resize(to: ScreenSize(columns: columns, rows: rows))
        case .paste(let text):
            let typed = String(text.filter { $0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol || $0 == " " })
            if !typed.isEmpty { type(typed) }
        }
    }

    // MARK: - Motion

    /// Records a rest: its frame must be drawn, and a rest on a different item is announced.
    mutating func cameToRest() { outbox.rested(on: selectedItem, query: options.settlesOnQuery ? finder.appliedQuery.text : "") }

    /// Puts the strip at rest on cell `index` at once (nil: the view is empty) and records the rest.
    mutating func rest(on index: Int?) {
        motion.rest(on: index)
        cameToRest()
    }

    /// Starts the spring toward `index` from the strip's position and velocity now (or jumps
    /// there without animation). Any drag ends.
    /// - Parameter release: the glide follows a release (or click), whose fling is eased so the
    ///   strip does not visibly speed up; key glides are only ever stiffened.
    mutating func glide(to index: Int, from position: Double? = nil, velocity: Double? = nil, response: Double, release: Bool = false) {
        guard layout.count > 0 else { return }
        let index = min(max(index, 0), layout.count - 1)
        let restsNow = motion.glide(to: index, in: layout, from: position ?? offset, velocity: velocity ?? self.velocity, at: time,
                                    response: response, easesFling: release, animated: options.animated)
        if restsNow { cameToRest() }
    }

    /// A glide to `index` at the pace of key presses. A strip standing still starts it one
    /// column on its way (at most the whole way), so the frame drawn at the press already moves:
    /// the highlight, the label and the count stay with the cell under the mark (docs/PHYSICS.md).
    mutating func keyGlide(to index: Int) {
        let response = motion.keyPressResponse(at: time)
        guard layout.count > 0, velocity == 0 else { return glide(to: index, response: response) }
        let destination = layout.center(of: min(max(index, 0), layout.count - 1))
        glide(to: index, from: offset + max(min(destination - offset, Self.keyHeadStart), -Self.keyHeadStart), response: response)
    }

    /// How far a key glide from standing still starts on its way, in columns: one drawn column.
    static let keyHeadStart = 1.0
}
