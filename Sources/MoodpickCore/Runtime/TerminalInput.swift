/// What the session waits for: an event, a deadline, or the end of all input.
package enum TerminalInput: Sendable {
    /// Something happened at the given time (since the run began).
    case event(InputEvent, at: Duration)
    /// The deadline passed with no input.
    case timeout
    /// No input will ever come again (the replay script is over, the terminal is gone).
    case endOfInput
    /// The screen must be drawn again from scratch (after a suspend and resume).
    case redraw
    /// Something beside the input changed the picture (a preview's output): draw a frame.
    case refresh
    /// More items arrived on a streaming input: the whole store so far, and whether more may come.
    case items(ItemStore, loading: Bool)
}

extension TerminalInput: Equatable {
    /// Items compare by their count and loading state: a store is the same input read further.
    package static func == (a: TerminalInput, b: TerminalInput) -> Bool {
        switch (a, b) {
        case let (.event(e1, t1), .event(e2, t2)): return e1 == e2 && t1 == t2
        case (.timeout, .timeout), (.endOfInput, .endOfInput), (.redraw, .redraw), (.refresh, .refresh): return true
        case let (.items(s1, l1), .items(s2, l2)): return s1.count == s2.count && l1 == l2
        default: return false
        }
    }
}
