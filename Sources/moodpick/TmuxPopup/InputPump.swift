import MoodpickTerminal

/// Copies standard input into the popup's FIFO on a thread of its own, so the picker in the
/// popup streams the items as they arrive, as it would from a pipe. It opens the FIFO, which
/// waits for the popup's side to open it too; `finish()` releases that wait when the popup never
/// came, and a write after the reader has gone fails with EPIPE (SIGPIPE is ignored then).
final class InputPump {
    private let fifo: String

    private init(fifo: String) { self.fifo = fifo }

    /// Makes the FIFO and starts copying into it; nil when either fails.
    static func start(fifo: String) -> InputPump? {
        guard mkfifo(fifo, 0o600) == 0 else { return nil }
        signal(SIGPIPE, SIG_IGN)
        let pump = InputPump(fifo: fifo)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(pump).toOpaque()
        guard pthread_create(&thread, nil, { context in
            let pump = Unmanaged<InputPump>.fromOpaque(context!).takeRetainedValue()
            pump.copy()
            return nil
        }, context) == 0 else {
            Unmanaged<InputPump>.fromOpaque(context).release()
            return nil
        }
        pthread_detach(thread)
        return pump
    }

    private func copy() {
        let fd = open(fifo, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            guard FileIO.write(Array(buffer[0..<count]), to: fd) else { return }
        }
    }

    /// Releases a copy still waiting for a reader: opening the FIFO for reading lets its open
    /// return, and closing it again makes its first write fail.
    func finish() {
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if reader >= 0 { close(reader) }
    }
}
