/// Makes thumbnails on a thread of its own, so a frame never waits for a decode. The picker says
/// which items it wants, nearest the centre first (`want`, which replaces what was still
/// waiting: items the strip has glided away from are dropped); finished ones come back as
/// messages (`takeFinished`, which never blocks), and `wake` is called after each so the loop
/// can draw it (it writes the loop's wake pipe).
package final class ThumbnailWorker<Output: Sendable>: @unchecked Sendable {
    /// A wanted item: its id (the item's index) and its image's path.
    package struct Request: Equatable, Sendable {
        package let id: Int
        package let path: String

        package init(id: Int, path: String) {
            self.id = id
            self.path = path
        }
    }

    /// A finished item.
    package struct Finished: Sendable {
        package let id: Int
        package let output: Output
    }

    private let make: @Sendable (String) -> Output
    private let wake: @Sendable () -> Void
    // Guarded by `lock`: the queue, the finished items, whether to stop.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiting: [Request] = []
    private var finished: [Finished] = []
    private var stopping = false
    private var thread: pthread_t?

    private init(make: @escaping @Sendable (String) -> Output, wake: @escaping @Sendable () -> Void = {}) {
        self.make = make
        self.wake = wake
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    /// A worker with its thread started.
    package static func started(make: @escaping @Sendable (String) -> Output, wake: @escaping @Sendable () -> Void = {}) -> ThumbnailWorker {
        let worker = ThumbnailWorker(make: make, wake: wake)
        worker.launch()
        return worker
    }

    private func launch() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var created = pthread_t()
        let status = pthread_create(&created, nil, runWorker, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        thread = created
    }

    fileprivate func runLoop() { run() }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// The items wanted now, first first; replaces those still waiting (the one being made is finished).
    package func want(_ requests: [Request]) {
        pthread_mutex_lock(lock)
        waiting = requests
        pthread_cond_signal(changed)
        pthread_mutex_unlock(lock)
    }

    /// The items finished since the last call, in the order they finished.
    package func takeFinished() -> [Finished] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let taken = finished
        finished = []
        return taken
    }

    /// Stops after the item being made (if any) and waits for the thread to end.
    package func stop() {
        pthread_mutex_lock(lock)
        stopping = true
        waiting = []
        pthread_cond_signal(changed)
        pthread_mutex_unlock(lock)
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
    }

    private func run() {
        while let request = next() {
            let output = make(request.path)
            pthread_mutex_lock(lock)
            finished.append(Finished(id: request.id, output: output))
            pthread_mutex_unlock(lock)
            wake()
        }
    }

    /// The next request, waiting for one; nil when stopping.
    private func next() -> Request? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while waiting.isEmpty && !stopping { pthread_cond_wait(changed, lock) }
        return stopping ? nil : waiting.removeFirst()
    }
}

/// The thread's body: the worker it was given (retained for the thread's life).
private func runWorker(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let worker = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue()
    (worker as? any WorkerLoop)?.runLoop()
    return nil
}

/// What the thread body calls, whatever the worker's output type.
private protocol WorkerLoop: AnyObject { func runLoop() }

extension ThumbnailWorker: WorkerLoop {}
