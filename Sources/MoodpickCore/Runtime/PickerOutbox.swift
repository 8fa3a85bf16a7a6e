/// What the picker has to tell the loop: the effects one update gathers, the item the strip
/// last came to rest on (so only a rest on a different item is announced), and the outcome once
/// the run has ended. Every update hands its effects over once (`take`).
struct PickerOutbox: Sendable {
    /// The effects gathered by the update under way.
    private(set) var effects: [PickerEffect] = []
    /// The item the strip last came to rest on (nil before the first rest).
    private(set) var restedItem: Int?
    /// The query of that rest (always empty unless a command uses `{q}`).
    private var restedQuery = ""
    /// How the run ended; nil while it goes on.
    private(set) var outcome: Outcome?

    /// Adds `effect`.
    mutating func post(_ effect: PickerEffect) { effects.append(effect) }

    /// Adds `effect` unless this update posted it already.
    mutating func postOnce(_ effect: PickerEffect) {
        if !effects.contains(effect) { effects.append(effect) }
    }

    /// A rest on `item` (nil: the strip is empty) under `query`: its frame must be drawn, and a
    /// rest on a different item, or under a different query, is announced.
    mutating func rested(on item: Int?, query: String = "") {
        effects.append(.restFrame)
        guard let item, item != restedItem || query != restedQuery else { return }
        restedItem = item
        restedQuery = query
        effects.append(.settled(item: item))
    }

    /// The run ends with `outcome` (the first outcome stands).
    mutating func end(_ outcome: Outcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        effects.append(.ended(outcome))
    }

    /// The effects gathered, handed over once.
    mutating func take() -> [PickerEffect] {
        defer { effects.removeAll(keepingCapacity: true) }
        return effects
    }
}
