import Foundation

/// Waits for a pipe's conditions instead of sleeping: a writer that met a full pipe, or one
/// that pauses until the reader has taken everything, wakes when the pipe says so.
public enum PipeWait {
    /// Blocks until `fd` can take a write or `timeoutMilliseconds` pass (so a writer looks at
    /// its stop flag again), after a non-blocking write returned EAGAIN.
    public static func untilWritable(_ fd: Int32, timeoutMilliseconds: Int32 = 100) {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, timeoutMilliseconds)
    }

    /// The bytes written to a pipe and not read yet (FIONREAD works on either end on Linux).
    public static func unread(_ fd: Int32) -> Int {
        var count: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Blocks until the reader has taken every byte written to the pipe at `fd`: a writer that
    /// wants its next piece to arrive in a read of its own.
    public static func untilDrained(_ fd: Int32, timeoutSeconds: Double = 5) {
        Wait.blocking(timeoutSeconds: timeoutSeconds, every: .milliseconds(1)) { unread(fd) == 0 }
    }
}
