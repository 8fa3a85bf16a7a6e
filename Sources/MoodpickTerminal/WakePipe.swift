import CTerminfo

/// The pipe the SIGWINCH and SIGCHLD handlers write a byte to (wake.c), so a resize or an ended
/// command wakes a loop that sleeps in `poll` with no deadline.
final class WakePipe {
    /// The end the loop polls.
    let readEnd: Int32
    private let writeEnd: Int32
    private var isOpen = true

    /// Opens the pipe, both ends non-blocking and closed on exec, and installs the handlers.
    init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError(message: "cannot watch for resizes: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
        moodpick_watch_resize(writeEnd)
    }

    /// Puts the previous handlers back and closes the pipe. Safe to call twice.
    func close() {
        guard isOpen else { return }
        isOpen = false
        moodpick_unwatch_resize()
        LibC.close(readEnd)
        LibC.close(writeEnd)
    }
}
