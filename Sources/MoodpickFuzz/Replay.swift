import MoodpickTerminal

#if !MOODPICK_FUZZING
/// Without libFuzzer (a plain `swift build`), this program runs saved inputs through the
/// same entry point once each: `MoodpickFuzz TARGET FILE…`, so CI replays the committed
/// corpus and every crash input that became a regression test, with no fuzzer build.
/// `MoodpickFuzz --list` prints the targets' names, sorted, on one line: `make fuzz-replay`
/// checks them against the corpus folders, so no target goes unfuzzed.
@main
struct CorpusReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--list" {
            print(FuzzTarget.allCases.map(\.rawValue).sorted().joined(separator: " "))
            return
        }
        guard let name = arguments.first else {
            writeError("usage: MoodpickFuzz TARGET FILE…  (TARGET: \(FuzzTarget.allCases.map(\.rawValue)))\n")
            exit(2)
        }
        setenv("MOODPICK_FUZZ_TARGET", name, 1)
        _ = FuzzTarget.selected
        var count = 0
        for path in arguments.dropFirst() {
            guard let bytes = readFile(path) else {
                writeError("cannot read \(path)\n")
                exit(2)
            }
            bytes.withUnsafeBufferPointer { buffer in
                _ = fuzzOneInput(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
            }
            count += 1
        }
        print("\(name): \(count) inputs replayed, no crash")
    }

    static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }
}
#endif
