import MoodpickCore

/// `--filter` on every core: the items are cut into one slice per thread, each slice is searched
/// by its own `FilterJob`, and the slices' rankings are merged. Keys are unique, so the result is
/// exactly what one thread gives, on any number of threads.
///
/// Threads are plain pthreads: the search needs no more than start and join, and it keeps the
/// program free of a dispatch runtime's start-up cost.
package enum ParallelFilter {
    /// Below this many items a second thread costs more than it saves.
    static let itemsPerThread = 50_000
    /// Threads are not worth it past the cores the machine has, nor past a few.
    static let maximumThreads = 8

    /// The matches of `query`, best first (input order when not `sorted`).
    package static func run(
        query: FilterQuery, items: ItemStore, sorted: Bool, fields: FieldSelection = .whole, threads: Int? = nil
    ) -> [UInt32] {
        let cores = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
        let count = items.count
        let wanted = threads ?? min(cores, maximumThreads, max(count / itemsPerThread, 1))
        guard wanted > 1, count > 1 else {
            var job = FilterJob(query: query, items: items, candidates: nil, sorted: sorted, fields: fields)
            return job.finish()
        }
        let slices = (0..<wanted).map { part in
            Slice(job: FilterJob(query: query, items: items, range: (count * part / wanted)..<(count * (part + 1) / wanted),
                                 sorted: sorted, fields: fields))
        }
        var workers: [pthread_t] = []
        for slice in slices.dropFirst() {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(slice).toOpaque()
            if pthread_create(&thread, nil, { context in
                let slice = Unmanaged<Slice>.fromOpaque(context!).takeRetainedValue()
                slice.run()
                return nil
            }, context) == 0 {
                workers.append(thread)
            } else {
                Unmanaged<Slice>.fromOpaque(context).release()
                slice.run()  // no thread to be had: this one does the work
            }
        }
        slices[0].run()
        for thread in workers { pthread_join(thread, nil) }
        return FilterRanking.merged(slices.map { $0.ranking! })
    }

    /// One thread's share: its job, then its ranking (read only after the join).
    private final class Slice: @unchecked Sendable {
        var job: FilterJob
        var ranking: FilterRanking?
        init(job: FilterJob) { self.job = job }
        func run() { ranking = job.finishRanked() }
    }
}
