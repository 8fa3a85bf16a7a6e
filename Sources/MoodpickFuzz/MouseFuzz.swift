import MoodpickCore
import MoodpickTerminal

/// Mouse reports: any body is an event with cells on the screen's side of 0, or nothing.
enum MouseFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        let event: InputEvent?
        if first & 1 == 0 {
            event = MouseReport.x10(rest)
        } else {
            let final: Character = first & 2 == 0 ? "M" : "m"
            event = MouseReport.sgr(body: String(decoding: rest, as: UTF8.self), final: final)
        }
        guard let event else { return }
        switch event {
        case .press(let c, let r, _), .drag(let c, let r, _), .release(let c, let r, _), .wheel(_, let c, let r):
            precondition(c >= 0 && r >= 0, "a cell before the screen: \(c), \(r)")
            let line = ReplayScript.line(for: event, at: .zero)
            if c <= ReplayLimits.maximumCoordinate && r <= ReplayLimits.maximumCoordinate {
                precondition((try? ReplayScript(parsing: line))?.entries.map(\.event) == [event], "record line \(line)")
            }
        default:
            preconditionFailure("a mouse report made \(event)")
        }
    }
}
