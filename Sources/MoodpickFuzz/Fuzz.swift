import MoodpickCore
import MoodpickTerminal

/// libFuzzer's entry point: one input for the parser `MOODPICK_FUZZ_TARGET` names (a
/// `FuzzTarget`). Built with `make fuzz`, which links libFuzzer's `main`; a plain build links
/// `Replay.swift`'s instead, which runs saved inputs once.
///
/// Each target checks its parser's promises with `precondition`, so a broken promise is a
/// crash the fuzzer reports, like a trap.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    FuzzTarget.selected.run(bytes)
    return 0
}

/// The parsers moodpick feeds untrusted bytes to. Each has its seeds in `Fuzz/NAME/corpus`,
/// whose folders are the Makefile's list of targets.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// Item lines: anatomy, display text, widths, cells, the indexer.
    case items
    /// Replay scripts, and the round trip of every event `--record` writes.
    case replay
    /// The terminal's bytes, through the byte decoder (`InputDecoder`).
    case keys
    /// SGR and X10 mouse report bodies.
    case mouse
    /// `--color` specs, and the themes they make at every color depth.
    case color
    /// Default options (`MOODPICK_DEFAULT_OPTS` and its file), split like a shell command line.
    case defaults
    /// The history file's bytes, and what serializing and recording do to a history.
    case history
    /// The start-up probe's replies: which cursor report answers the request.
    case probe
    /// Image files through the decoders (`--images`).
    case images

    /// The target of this process, from `MOODPICK_FUZZ_TARGET` (items when unset).
    static let selected: FuzzTarget = {
        guard let name = getenv("MOODPICK_FUZZ_TARGET").map({ String(cString: $0) }) else { return .items }
        guard let target = FuzzTarget(rawValue: name) else {
            writeError("MOODPICK_FUZZ_TARGET must be one of \(allCases.map(\.rawValue))\n")
            exit(2)
        }
        return target
    }()

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .items: ItemsFuzz.run(bytes)
        case .replay: ReplayFuzz.run(bytes)
        case .keys: KeysFuzz.run(bytes)
        case .mouse: MouseFuzz.run(bytes)
        case .color: ColorFuzz.run(bytes)
        case .defaults: DefaultsFuzz.run(bytes)
        case .history: HistoryFuzz.run(bytes)
        case .probe: ProbeFuzz.run(bytes)
        case .images: ImagesFuzz.run(bytes)
        }
    }
}

/// A line on stderr (the C `stderr` is shared mutable state to Swift 6).
func writeError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
