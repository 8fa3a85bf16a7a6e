import MoodpickTerminal

/// Keeps descriptors 0, 1 and 2 occupied for the whole run.
///
/// When moodpick starts with one of them closed (`moodpick >&-`), the next `open` would take
/// its number: `/dev/tty` would become stdout and the chosen item's raw bytes (escape
/// sequences included) would go to the terminal, or a `--trace` file would receive the item.
/// So a closed one is filled at once with `/dev/null` opened read-only: writing the item to it
/// then fails, and the run ends with status 2 and a message instead of writing it elsewhere.
enum StandardDescriptors {
    /// Which of 0, 1, 2 were closed at start (a closed stdin is no source of items).
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    static func occupy() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.insert(fd)
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    static var stdinWasClosed: Bool { closedAtStart.contains(0) }
}
