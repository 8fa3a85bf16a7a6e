/// The pages of a mapped input file that the indexer has gone past, given back as it goes
/// (`MADV_DONTNEED`), so loading a file costs its index in resident memory, not its size.
///
/// The mapping is private and read-only, so nothing is lost: the kernel's page cache keeps the
/// file's pages, and a page read again (a cell drawn, a search, the chosen item printed) is
/// mapped again from there, as it was the first time. A million 16-byte lines peaked at 16 MB
/// of mapped file on top of the index; now at most one window of it (docs/CONTRACT.md §9).
struct MappedPages {
    /// The mapping's first byte (page-aligned, as `mmap` returns it).
    let base: UnsafeMutableRawPointer
    /// Bytes from `base` already given back: a multiple of the page size.
    private(set) var released = 0
    /// The system's page size, in bytes.
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init(base: UnsafeMutableRawPointer) { self.base = base }

    /// Gives back every whole page before byte `offset` not given back yet.
    mutating func release(before offset: Int) {
        let end = offset / Self.pageSize * Self.pageSize
        guard end > released else { return }
        madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }
}
