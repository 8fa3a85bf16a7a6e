/// The input, as one contiguous run of bytes that moodpick keeps for its whole run.
///
/// Items are never copied out of it: an item is an offset into this buffer (see `ItemStore`).
/// Whoever filled the memory (a `malloc`ed read buffer, an `mmap`ed file) says how to release it,
/// so the core never calls the allocator or the kernel itself. A class, because the memory has
/// one owner and one release.
package final class ByteBuffer: @unchecked Sendable {
    /// The first byte, or nil for an empty buffer.
    package let base: UnsafeRawPointer?
    /// Bytes in the buffer.
    package let count: Int
    private let release: @Sendable () -> Void

    /// Takes ownership of `count` bytes at `base`; `release` runs once, when the buffer goes away.
    package init(base: UnsafeRawPointer?, count: Int, release: @escaping @Sendable () -> Void) {
        self.base = count > 0 ? base : nil
        self.count = count
        self.release = release
    }

    /// A buffer holding a copy of `bytes` (tests, positional arguments, the built-in moods).
    package convenience init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { source in
            if let from = source.baseAddress { memory.copyMemory(from: from, byteCount: source.count) }
        }
        let address = UInt(bitPattern: memory)
        self.init(base: UnsafeRawPointer(memory), count: bytes.count) {
            UnsafeMutableRawPointer(bitPattern: address)?.deallocate()
        }
    }

    deinit { release() }

    /// All the bytes.
    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// The bytes in `range` (which must lie inside the buffer).
    package func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        guard let base, !range.isEmpty else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}
