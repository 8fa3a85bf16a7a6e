import CTerminfo
import MoodpickCore

/// One `sh -c` command moodpick started (`--preview`, `--on-change`): in a session of its own, so
/// it has no controlling terminal and can be ended as a whole process group; stdin /dev/null;
/// stdout and stderr on one non-blocking pipe, or /dev/null when nobody reads them.
///
/// Ending it: SIGTERM to the group, then SIGKILL once ``killDelay`` has passed (the loop asks
/// ``escalate(at:)``) or as soon as its shell has gone. Its group is known to the signal
/// handlers, which SIGKILL it if moodpick itself is ended by a signal, and stop and continue it
/// with moodpick (Ctrl-Z, `fg`).
final class ChildCommand {
    /// How long an ended command may take to go before it is killed.
    static let killDelay: Duration = .milliseconds(500)

    let pid: pid_t
    /// The read end of its output pipe; -1 when its output is discarded or was read to the end.
    private(set) var output: Int32
    /// When SIGTERM was sent, if it was.
    private(set) var terminatedAt: Duration?
    /// Its exit status once reaped: `.exited(code)` or `.signalled`.
    private(set) var status: Status?

    enum Status: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `command`; its output is readable from ``output`` when `captureOutput`.
    init(command: String, captureOutput: Bool) throws(ChildError) {
        var fds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&fds) == 0 else { throw ChildError(message: "cannot make a pipe: \(String(cString: strerror(errno)))") }
            _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        } else {
            fds[1] = open("/dev/null", O_WRONLY | O_CLOEXEC)
        }
        var child: pid_t = 0
        // A NUL cannot pass through an argument; an item's NUL bytes are dropped from the command.
        let text = String(command.unicodeScalars.filter { $0 != "\0" }.map(Character.init))
        let result = moodpick_spawn_shell(text, fds[1], &child)
        close(fds[1])
        guard result == 0 else {
            if fds[0] >= 0 { close(fds[0]) }
            throw ChildError(message: "cannot run sh: \(String(cString: strerror(result)))")
        }
        pid = child
        output = fds[0]
        moodpick_track_child(child)
    }

    /// The most of its output read in one call: the loop gets back to the keys in between, also
    /// while a command writes faster than it is read.
    static let readSlice = 1 << 16
    /// The most of its output ever read. A command that writes without end and never fills the
    /// preview rows (`cat /dev/zero`: no newline, so one row takes it all) is left waiting on
    /// its pipe past this, at no cost, as one that fills the rows is.
    static let readLimit = 1 << 20
    /// How much of its output has been read.
    private(set) var bytesRead = 0

    /// Reads what its output pipe holds into `buffer`, at most ``readSlice`` at a time; closes
    /// the pipe at its end. Stops reading once the buffer is full or ``readLimit`` is read, so a
    /// command that floods is simply left waiting on its pipe.
    func read(into buffer: inout PreviewBuffer) {
        guard output >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 16384)
        var slice = 0
        while !buffer.isFull, bytesRead < Self.readLimit, slice < Self.readSlice {
            let wanted = min(chunk.count, Self.readLimit - bytesRead)
            let n = chunk.withUnsafeMutableBytes { LibC.read(output, $0.baseAddress!, wanted) }
            if n > 0 {
                buffer.append(chunk[0..<n])
                bytesRead += n
                slice += n
                continue
            }
            if n < 0 && (errno == EAGAIN || errno == EINTR) { return }
            close(output)
            output = -1
            return
        }
    }

    /// Whether its output is still worth reading.
    func wantsReading(_ buffer: PreviewBuffer) -> Bool { output >= 0 && !buffer.isFull && bytesRead < Self.readLimit }

    /// Whether its shell has ended; once it has, whatever it left running in its process group
    /// (`sleep 1000 &`) is killed and the shell reaped: a command's whole group ends with it.
    /// The shell is seen to end without being reaped, so its pid (the group's id) cannot be
    /// taken by another process before the group is killed.
    @discardableResult
    func reap() -> Bool {
        if status != nil { return true }
        var raw: Int32 = 0
        guard moodpick_child_ended(pid, &raw) != 0 else { return false }
        // The exit macros, by hand: the low 7 bits are the signal, the next 8 the exit code.
        status = raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(raw & 0x7F)
        killGroupAndReap()
        return true
    }

    /// SIGKILL to the group (its shell has ended or is being killed), then the shell reaped.
    private func killGroupAndReap() {
        kill(-pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        moodpick_untrack_child(pid)
    }

    /// Asks it to end (SIGTERM to its whole group), once.
    func terminate(at time: Duration) {
        guard status == nil, terminatedAt == nil else { return }
        kill(-pid, SIGTERM)
        terminatedAt = time
    }

    /// When it must be killed if it has not gone by then.
    var killDeadline: Duration? { status == nil ? terminatedAt.map { $0 + Self.killDelay } : nil }

    /// SIGKILL once the delay after SIGTERM has passed.
    func escalate(at time: Duration) {
        guard let deadline = killDeadline, time >= deadline else { return }
        kill(-pid, SIGKILL)
    }

    /// Ends it now and waits for it: for moodpick's own exit.
    func end() {
        guard !reap() else { return closeOutput() }
        kill(-pid, SIGTERM)
        for _ in 0..<50 where !reap() { usleep(10_000) }
        if status == nil {
            status = .signalled(SIGKILL)
            killGroupAndReap()
        }
        closeOutput()
    }

    private func closeOutput() {
        if output >= 0 { close(output) }
        output = -1
    }

    deinit { end() }
}

/// A command could not be started.
struct ChildError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
