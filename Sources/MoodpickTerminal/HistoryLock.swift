import MoodpickCore

/// The lock that makes the history's read, merge and write one step, so that runs picking at the
/// same moment each add their pick (docs/CONTRACT.md §15): `flock` on `history.lock` beside the
/// history file, never removed (removing a lock file lets two runs lock two different files).
///
/// The kernel releases a `flock` when its holder dies, so a run killed while it writes blocks
/// nobody, and the rename leaves the file whole. A holder that is alive but stuck (stopped,
/// hung on a network file system) is waited for at most `HistoryFile.lockWait`; then the pick
/// is not recorded rather than moodpick hanging.
struct HistoryLock: ~Copyable {
    private let fd: Int32

    /// Takes the lock in `directory` (which must exist), waiting at most `wait`; nil when the
    /// lock file cannot be opened or the wait ran out.
    init?(in directory: String, wait: Duration) {
        let fd = open(directory + "/history.lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return nil }
        let clock = SystemClock()
        let deadline = clock.now() + wait
        var pause: UInt32 = 500  // microseconds, doubling to 20 ms
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, clock.now() < deadline else {
                close(fd)
                return nil
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        self.fd = fd
    }

    deinit { close(fd) }  // closing the only descriptor releases the lock
}
