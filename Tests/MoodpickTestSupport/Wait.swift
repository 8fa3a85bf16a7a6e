import Foundation

/// A wait that gave up: what was awaited, for how long, and what was last seen.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let description: String
}

/// The one way a test waits for something outside itself (a tmux pane, a process, a pipe, a
/// file): look, check, and look again every `interval` until the condition holds or the timeout
/// passes, then fail saying what was last seen. No test sleeps a fixed time before an assertion,
/// and none asserts on wall-clock time: the timeout only bounds a test that would otherwise hang.
public enum Wait {
    /// How often a condition is looked at again: often enough that a test ends soon after its
    /// condition holds, seldom enough that polling does not load the shared machine.
    public static let interval: Duration = .milliseconds(100)

    /// Observes with `look` until `holds` accepts what was seen, and returns that. On timeout it
    /// throws `WaitTimedOut` naming `what` and the last observation, as `describe` renders it.
    @discardableResult
    public static func until<Seen>(
        _ what: String, timeoutSeconds: Double = 20, every interval: Duration = Wait.interval,
        look: () async throws -> Seen, describe: (Seen) async -> String = { "\($0)" },
        _ holds: (Seen) throws -> Bool
    ) async throws -> Seen {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeoutSeconds * 1000))
        var seen = try await look()
        while try !holds(seen) {
            if ContinuousClock.now > deadline {
                throw WaitTimedOut(
                    description: "timed out after \(timeoutSeconds) s waiting for \(what); last seen:\n\(await describe(seen))")
            }
            try await Task.sleep(for: interval)
            seen = try await look()
        }
        return seen
    }

    /// Waits until `condition` holds: `until` for a condition with nothing to show.
    public static func until(
        _ what: String, timeoutSeconds: Double = 20, every interval: Duration = Wait.interval,
        _ condition: () async throws -> Bool
    ) async throws {
        try await until(what, timeoutSeconds: timeoutSeconds, every: interval, look: condition, describe: { _ in "false" }) { $0 }
    }

    /// The same wait for synchronous code (a `defer`, a writer thread): blocks the calling thread.
    /// Returns whether the condition held; `false` when the timeout passed first.
    @discardableResult
    public static func blocking(
        timeoutSeconds: Double = 5, every interval: Duration = .milliseconds(20), until condition: () -> Bool
    ) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeoutSeconds * 1000))
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds))
        }
        return true
    }
}

/// The timing of input a test sends on purpose (a pointer dragged at a given speed, held still
/// so it has no velocity, a sampling rate): part of what is sent, never a wait for a result.
public enum InputPace {
    /// Lets `duration` pass between two inputs.
    public static func gap(_ duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
