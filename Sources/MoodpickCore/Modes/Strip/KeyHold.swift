/// A key held down, where the terminal reports its release (the kitty keyboard protocol's
/// event types, `InputEvent.keyDown`/`keyUp`; docs/CONTRACT.md §4, "Held keys"): how long it
/// has been down decides what it does, measured from its press to its release on the messages'
/// own times, never a clock.
///
/// - A movement key (Right, Left, …) moves one cell at its press, so a tap (a press and a
///   release within ``glideDelay``) moves exactly one cell. Held longer, the strip glides on:
///   the target moves one cell at a time at a rate that starts at ``startRate`` and grows by
///   ``rateGrowth`` per second up to ``topRate`` (cells per second), from the hold's own times,
///   whatever the terminal's auto-repeat does: repeats only keep the hold alive, none is
///   queued. At the release the target moves no further, so the strip comes to rest on it,
///   the cell ahead it was gliding to.
/// - A key that chooses (Enter), pressed on an item with variants (skin tones), waits:
///   released before ``ToneStrip/longPressSeconds`` it chooses; still down then, it opens
///   the variants (the long press); its repeats and its release then do nothing.
///
/// A hold that hears nothing (no repeat, no release) for ``silenceSeconds`` is taken as
/// released then: a release lost on the way (the window lost the focus) cannot glide forever.
struct KeyHold: Sendable, Equatable {
    /// Past this many seconds after its press a movement key is held, not tapped: the strip
    /// glides on from here.
    static let glideDelay = 0.2
    /// The glide's rate when it starts, cells per second.
    static let startRate = 8.0
    /// How fast the rate grows while the key stays down, cells per second per second.
    static let rateGrowth = 20.0
    /// The fastest glide, cells per second (a fast key auto-repeat's pace).
    static let topRate = 30.0
    /// A hold with no repeat and no release for this long is taken as released, seconds (longer
    /// than any terminal's auto-repeat delay, so a held key's first repeat always comes sooner).
    static let silenceSeconds = 1.5

    /// What the held key does.
    enum Purpose: Sendable, Equatable {
        /// Moves the target `direction` cells a step (+1 later cells, −1 earlier).
        case glide(direction: Int)
        /// Chooses at a short release, opens the variants at a long press.
        case longPress
        /// Did its part (the long press opened the variants): its repeats and its release do
        /// nothing, here or in the strip it opened.
        case spent
    }

    /// What the picker must do now, as the hold decides it.
    enum Command: Sendable, Equatable {
        /// Move the target this many cells (negative: earlier cells).
        case step(Int)
        /// The choosing key came up before the long press: choose.
        case choose
        /// The choosing key stayed down: open the variants.
        case openTones
    }

    /// The key held, what it does, when it went down, when the terminal last said it is still
    /// down (its press or latest repeat), and the steps taken so far (the press's own included).
    private struct Held: Sendable, Equatable {
        let key: Key
        var purpose: Purpose
        let press: Duration
        var lastSign: Duration
        var steps: Int
    }

    private var held: Held?

    /// Whether `key` is the key held.
    func holds(_ key: Key) -> Bool { held?.key == key }

    /// Whether `event` is a repeat or the release of the key held: the hold's to read, even
    /// while the variants it opened have the other keys.
    func owns(_ event: InputEvent) -> Bool {
        switch event {
        case .keyRepeat(let key), .keyUp(let key): return holds(key)
        default: return false
        }
    }

    /// `key` went down at `time` to do `purpose`; a key held before is let go. A glide's first
    /// step (the tap's cell) is the caller's, taken at once.
    mutating func press(_ key: Key, for purpose: Purpose, at time: Duration) {
        held = Held(key: key, purpose: purpose, press: time, lastSign: time, steps: 1)
    }

    /// The terminal repeated `key` at `time`; returns whether the hold owns it (then it does
    /// nothing more than keep the hold alive).
    mutating func repeated(_ key: Key, at time: Duration) -> Bool {
        guard held?.key == key else { return false }
        held?.lastSign = time
        return true
    }

    /// `key` came up at `time` (after ``advance(to:)`` to that time): a long press released
    /// early chooses; a glide stops where its target is.
    mutating func release(_ key: Key, at time: Duration) -> [Command] {
        guard let hold = held, hold.key == key else { return [] }
        held = nil
        return hold.purpose == .longPress ? [.choose] : []
    }

    /// Lets go of any key held, doing nothing (another key, the pointer, took over).
    mutating func end() { held = nil }

    /// Time moved on to `time`: the steps the glide owes by then, or the long press; a hold
    /// that fell silent ends, having done what it owed until then.
    mutating func advance(to time: Duration) -> [Command] {
        guard var hold = held else { return [] }
        let silentFrom = hold.lastSign + .nanoseconds(Int64(Self.silenceSeconds * 1e9))
        let until = min(time, silentFrom)
        var commands: [Command] = []
        switch hold.purpose {
        case .glide(let direction):
            let owed = Self.steps(after: (until - hold.press).moodpickSeconds) - hold.steps
            if owed > 0 {
                hold.steps += owed
                commands.append(.step(owed * direction))
            }
        case .longPress:
            if until >= Self.longPressTime(hold.press) {
                hold.purpose = .spent
                commands.append(.openTones)
            }
        case .spent:
            break
        }
        held = time >= silentFrom ? nil : hold
        return commands
    }

    /// When the hold next does something by itself (a glide's next step, the long press, the
    /// silence), if a key is held.
    var deadline: Duration? {
        guard let hold = held else { return nil }
        let silentFrom = hold.lastSign + .nanoseconds(Int64(Self.silenceSeconds * 1e9))
        switch hold.purpose {
        case .glide:
            let next = hold.press + .nanoseconds(Int64((Self.seconds(toStep: hold.steps + 1) * 1e9).rounded(.up)))
            return min(next, silentFrom)
        case .longPress:
            return min(Self.longPressTime(hold.press), silentFrom)
        case .spent:
            return nil
        }
    }

    private static func longPressTime(_ press: Duration) -> Duration {
        press + .nanoseconds(Int64(ToneStrip.longPressSeconds * 1e9))
    }

    // MARK: - The glide's schedule

    /// Seconds after ``glideDelay`` until the rate reaches ``topRate``.
    private static var rampSeconds: Double { (topRate - startRate) / rateGrowth }

    /// Cells the glide has covered `u` seconds after ``glideDelay`` (the rate's integral).
    static func cells(glidingFor u: Double) -> Double {
        guard u > 0 else { return 0 }
        let ramp = min(u, rampSeconds)
        return startRate * ramp + rateGrowth * ramp * ramp / 2 + topRate * max(u - rampSeconds, 0)
    }

    /// Steps owed `seconds` after the press: 1 (the press's) before ``glideDelay``, then one
    /// more at the delay and one for each cell the glide covers after it.
    static func steps(after seconds: Double) -> Int {
        guard seconds >= glideDelay else { return 1 }
        return 2 + Int((cells(glidingFor: seconds - glideDelay) + 1e-9).rounded(.down))
    }

    /// Seconds after the press when step `step` (≥ 2) is owed: the inverse of ``steps(after:)``.
    static func seconds(toStep step: Int) -> Double {
        let cells = Double(max(step - 2, 0))
        let rampCells = startRate * rampSeconds + rateGrowth * rampSeconds * rampSeconds / 2
        let u = cells <= rampCells
            ? (-startRate + (startRate * startRate + 2 * rateGrowth * cells).squareRoot()) / rateGrowth
            : rampSeconds + (cells - rampCells) / topRate
        return glideDelay + u
    }
}
