import Dispatch
import MoodpickImages
import MoodpickTestSupport
import Synchronization
import Testing

@Suite struct ThumbnailWorkerTests {
    /// The first request is being made when the strip moves on: what was still waiting is
    /// replaced, so B is never made, and D and C come in the order last asked for.
    @Test func aNewWantReplacesWhatWasWaiting() async throws {
        let gate = DispatchSemaphore(value: 0)
        let started = Mutex<[String]>([])
        let wakes = Mutex(0)
        let worker = ThumbnailWorker<String>.started(
            make: { path in
                started.withLock { $0.append(path) }
                if path == "A" { gate.wait() }
                return path.lowercased()
            }, wake: { wakes.withLock { $0 += 1 } })
        defer { worker.stop() }
        worker.want([.init(id: 0, path: "A")])
        try await Wait.until("A to start") { started.withLock { $0 == ["A"] } }
        worker.want([.init(id: 1, path: "B"), .init(id: 2, path: "C"), .init(id: 3, path: "D")])
        worker.want([.init(id: 3, path: "D"), .init(id: 2, path: "C")])
        gate.signal()
        var finished: [ThumbnailWorker<String>.Finished] = []
        try await Wait.until("three to finish") {
            finished += worker.takeFinished()
            return finished.count == 3
        }
        #expect(finished.map(\.id) == [0, 3, 2] && finished.map(\.output) == ["a", "d", "c"])
        #expect(started.withLock { $0 } == ["A", "D", "C"] && wakes.withLock { $0 } == 3)
    }
}
