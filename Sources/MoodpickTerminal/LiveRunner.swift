import CTerminfo
import MoodpickCore

/// Runs `--preview` and `--on-change` when the strip settles on a different item.
///
/// At most one preview runs: a newer one first ends the older (SIGTERM, SIGKILL after 500 ms).
/// Its output is read as it arrives into a `PreviewBuffer` that keeps only what the preview
/// rows show, and is no longer read once they are full, so a command that floods costs nothing.
/// At most one `--on-change` command runs; only the newest settle waits for it.
///
/// Interactive, the terminal polls ``descriptors`` beside the keyboard and calls ``pump(at:)``
/// when they wake it. For a replay (`synchronous`), a preview is waited for, at most
/// ``replayWait``, before the replay's time moves on, so replays stay repeatable.
package final class LiveRunner: LiveCommands {
    /// How long a replay waits for a preview command to end.
    package static let replayWait: Duration = .seconds(2)

    private let previewTemplate: CommandTemplate?
    private let onChangeTemplate: CommandTemplate?
    private let previewRows: Int
    private let keepsColor: Bool
    private let synchronous: Bool
    private let clock: any MonotonicClock
    private var previewChild: ChildCommand?
    private var ending: [ChildCommand] = []
    private var onChangeChild: ChildCommand?
    private var pendingOnChange: String?
    /// The newest preview, waiting for the older ones to be gone: never two at once.
    private var pendingPreview: String?
    package private(set) var preview: PreviewBuffer?

    package init(preview: String?, onChange: String?, previewRows: Int, keepsColor: Bool, synchronous: Bool, clock: any MonotonicClock) {
        previewTemplate = preview.map(CommandTemplate.init)
        onChangeTemplate = onChange.map(CommandTemplate.init)
        self.previewRows = previewRows
        self.keepsColor = keepsColor
        self.synchronous = synchronous
        self.clock = clock
    }

    package func settled(on values: CommandTemplate.Values, columns: Int) {
        if let previewTemplate { startPreview(previewTemplate.command(for: values), columns: columns) }
        if let onChangeTemplate {
            let command = onChangeTemplate.command(for: values)
            if onChangeChild == nil { onChangeChild = start(command, capturing: false) } else { pendingOnChange = command }
            if synchronous { waitForOnChange() }
        }
    }

    private func startPreview(_ command: String, columns: Int) {
        if let old = previewChild {
            old.terminate(at: clock.now())
            ending.append(old)
            previewChild = nil
        }
        preview = PreviewBuffer(rows: previewRows, columns: columns, keepsColor: keepsColor)
        pendingPreview = command
        startPendingPreview()
        if synchronous { waitForPreview() }
    }

    /// Starts the newest preview once every older one has been reaped.
    private func startPendingPreview() {
        ending.removeAll { $0.reap() }
        guard ending.isEmpty, let command = pendingPreview else { return }
        pendingPreview = nil
        do {
            previewChild = try ChildCommand(command: command, captureOutput: true)
        } catch {
            // Said where the output would have been, not a bare status.
            preview?.append(Array("moodpick: \(error)\n".utf8))
            preview?.finish(status: 127)
        }
    }

    private func start(_ command: String, capturing: Bool) -> ChildCommand? {
        try? ChildCommand(command: command, captureOutput: capturing)
    }

    /// The descriptors worth polling now: the preview's output while it still fits.
    package var descriptors: [Int32] {
        guard let previewChild, let preview, previewChild.wantsReading(preview) else { return [] }
        return [previewChild.output]
    }

    /// When the loop must wake even without input: an ended command's SIGKILL is due.
    package var deadline: Duration? {
        (ending + [previewChild, onChangeChild].compactMap { $0 }).compactMap(\.killDeadline).min()
    }

    /// Reads what arrived, reaps what ended, kills what overstayed, starts the waiting
    /// `--on-change`. Returns whether the preview changed.
    @discardableResult
    package func pump(at now: Duration) -> Bool {
        var changed = false
        if let child = previewChild, var buffer = preview {
            let before = buffer
            child.read(into: &buffer)
            if child.reap() {
                child.read(into: &buffer)  // what it wrote just before it ended
                if case .exited(let code) = child.status { buffer.finish(status: code) } else { buffer.finish(status: nil) }
                previewChild = nil
            }
            preview = buffer
            changed = buffer != before
        }
        for child in ending { child.escalate(at: now) }
        if pendingPreview != nil {
            startPendingPreview()
            changed = true
        } else {
            ending.removeAll { $0.reap() }
        }
        if let child = onChangeChild {
            child.escalate(at: now)
            if child.reap() {
                onChangeChild = pendingOnChange.flatMap { start($0, capturing: false) }
                pendingOnChange = nil
            }
        }
        return changed
    }

    /// Replays: the preview's output until it ends or ``replayWait`` passes.
    private func waitForPreview() {
        let limit = clock.now() + Self.replayWait
        while previewChild != nil || pendingPreview != nil, clock.now() < limit {
            pump(at: clock.now())
            guard previewChild != nil || pendingPreview != nil else { break }
            var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 10)
        }
    }

    private func waitForOnChange() {
        let limit = clock.now() + Self.replayWait
        while onChangeChild != nil, clock.now() < limit {
            pump(at: clock.now())
            if onChangeChild != nil { usleep(5_000) }
        }
    }

    /// Ends every command and reaps it: moodpick is leaving, no child outlives it.
    package func endAll() {
        for child in ending + [previewChild, onChangeChild].compactMap({ $0 }) { child.end() }
        ending = []
        previewChild = nil
        pendingPreview = nil
        onChangeChild = nil
        pendingOnChange = nil
    }

    deinit { endAll() }
}
