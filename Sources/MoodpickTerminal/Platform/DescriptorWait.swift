/// The one wait on the terminal and its wake-up pipe: which of some descriptors can be read
/// (or have hung up), within a timeout. Two ways to ask, one answer:
/// - `poll`, what Linux's terminals answer;
/// - `select`, for macOS, whose poll() does not support devices and answers POLLNVAL for
///   `/dev/tty` (docs/TERMINAL.md, "Platforms"). Its sets hold descriptors below
///   `selectLimit` (FD_SETSIZE, 1024) only: a higher one fails the wait with EINVAL.
/// `platform` is the way this build uses; the tests run the terminal reader both ways.
package enum DescriptorWait: Sendable, CaseIterable {
    case poll
    case select

    /// How this platform waits on a terminal.
    package static var platform: DescriptorWait {
        #if canImport(Darwin)
        return .select
        #else
        return .poll
        #endif
    }

    /// What a wait found.
    package enum Outcome: Equatable {
        /// `ready[i]` says whether `descriptors[i]` can be read without blocking (bytes, end of
        /// file, a hang-up or an error a read reports); all false when the time ran out.
        case ready([Bool])
        /// The wait itself failed: the errno (EINTR for a signal).
        case failed(Int32)
    }

    /// The descriptors one select() set can hold.
    package static var selectLimit: Int32 { Int32(MemoryLayout<fd_set>.size * 8) }

    /// Waits until one of `descriptors` can be read, at most `timeoutMilliseconds` (-1: as long
    /// as it takes, 0: not at all).
    package func wait(_ descriptors: [Int32], timeoutMilliseconds: Int32) -> Outcome {
        switch self {
        case .poll: return Self.pollWait(descriptors, timeoutMilliseconds)
        case .select: return Self.selectWait(descriptors, timeoutMilliseconds)
        }
    }

    private static func pollWait(_ descriptors: [Int32], _ timeoutMilliseconds: Int32) -> Outcome {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = entries.withUnsafeMutableBufferPointer { systemPoll($0.baseAddress, nfds_t($0.count), timeoutMilliseconds) }
        if count < 0 { return .failed(errno) }
        // POLLHUP, POLLERR and POLLNVAL count as ready: the read that follows reports them.
        return .ready(entries.map { $0.revents != 0 })
    }

    private static func selectWait(_ descriptors: [Int32], _ timeoutMilliseconds: Int32) -> Outcome {
        guard descriptors.allSatisfy({ $0 >= 0 && $0 < selectLimit }) else { return .failed(EINVAL) }
        var readable = fd_set()
        for fd in descriptors { FileDescriptorSet.insert(fd, into: &readable) }
        let highest = descriptors.max() ?? -1
        var timeout = timeval(tv_sec: numericCast(timeoutMilliseconds / 1000), tv_usec: numericCast(timeoutMilliseconds % 1000 * 1000))
        let count = timeoutMilliseconds < 0
            ? systemSelect(highest + 1, &readable, nil, nil, nil)
            : systemSelect(highest + 1, &readable, nil, nil, &timeout)
        if count < 0 { return .failed(errno) }
        return .ready(descriptors.map { FileDescriptorSet.contains($0, in: readable) })
    }
}

/// FD_SET and FD_ISSET, which Swift does not import (they are macros): the set is an array of
/// the C library's mask words, descriptor `fd` bit `fd % bits` of word `fd / bits`.
private enum FileDescriptorSet {
    #if canImport(Darwin)
    typealias Word = Int32  // Darwin's __int32_t fds_bits
    #else
    typealias Word = Int  // glibc's and musl's long
    #endif
    static let bits = Int32(Word.bitWidth)

    static func insert(_ fd: Int32, into set: inout fd_set) {
        withUnsafeMutableBytes(of: &set) { bytes in
            bytes.withMemoryRebound(to: Word.self) { $0[Int(fd / bits)] |= Word(1) << Word(fd % bits) }
        }
    }

    static func contains(_ fd: Int32, in set: fd_set) -> Bool {
        withUnsafeBytes(of: set) { bytes in
            bytes.withMemoryRebound(to: Word.self) { $0[Int(fd / bits)] & (Word(1) << Word(fd % bits)) != 0 }
        }
    }
}

// Outside `DescriptorWait`, where the names find the C library's functions, not its cases.
private func systemPoll(_ entries: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(entries, count, timeout)
}

private func systemSelect(_ count: Int32, _ readable: UnsafeMutablePointer<fd_set>?, _ writable: UnsafeMutablePointer<fd_set>?,
                          _ exceptional: UnsafeMutablePointer<fd_set>?, _ timeout: UnsafeMutablePointer<timeval>?) -> Int32 {
    select(count, readable, writable, exceptional, timeout)
}
