/// A pipe a background thread writes a byte to when it has something for the loop (a
/// thumbnail made, `--images`): the loop polls its read end beside the keyboard and draws a
/// frame. Writing never blocks (a full pipe already says "wake up"); draining reads all.
package final class WakeSignal: @unchecked Sendable {
    /// The end the loop polls.
    package let readEnd: Int32
    private let writeEnd: Int32

    /// A pipe, both ends non-blocking and closed on exec; nil when no pipe can be made.
    package init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the loop (from any thread).
    package func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads every byte written so far; whether there was any.
    package func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }
}
