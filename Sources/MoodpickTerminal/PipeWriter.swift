/// Who writes into a pipe: for telling `seq 1000000 | moodpick` (stream at once) from
/// `moodpick a b | moodpick` (the first picker holds the terminal; the second must wait its turn).
enum PipeWriter {
    /// Whether a process that has the pipe on `fd` open has also opened `/dev/tty` itself, as an
    /// interactive program (a picker) does. False where it cannot tell (`ProcessFiles`).
    static func holdsTerminal(fd: Int32) -> Bool {
        guard let pipe = ProcessFiles.descriptorTarget(fd), pipe.hasPrefix("pipe:"), let pids = ProcessFiles.processIDs() else { return false }
        let me = getpid()
        for pid in pids where pid != me {
            guard let links = ProcessFiles.descriptorTargets(of: pid) else { continue }
            if links.contains(pipe) && links.contains("/dev/tty") { return true }
        }
        return false
    }
}

extension StreamingInput {
    /// Whether the program writing this input holds the terminal (another picker).
    package var writerHoldsTerminal: Bool { PipeWriter.holdsTerminal(fd: fd) }
}
