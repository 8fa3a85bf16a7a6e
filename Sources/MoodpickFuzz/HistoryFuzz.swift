import MoodpickCore

/// The history file's bytes (`History(parsing:)`; `HistoryFile` only reads and writes them):
/// any bytes are a history or damaged, the same way every time. A history that parses is within
/// the promised bounds (at most `maximumEntries`, counts of at least 1, times not before 1970,
/// texts distinct and recordable), and is written back as the very bytes it was read from. Ranking at any time is an ordering of
/// the same entries, best first; recording a pick keeps those bounds and the round trip.
enum HistoryFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let input = Array(bytes)
        let parsed = History(parsing: input)
        precondition(History(parsing: input) == parsed, "parsed twice, two results")
        guard let history = parsed else { return }

        check(history)
        // Only what serialized() writes parses: numbers without sign or leading zero, the
        // entries in the file's order, so a history is written back byte for byte (and its
        // texts are the file's bytes, not canonical equivalents of them).
        precondition(history.serialized() == input, "a history that parses is not written back byte for byte")

        let latest = history.entries.map(\.lastUsed).max() ?? 0
        let times: [Int64] = [0, latest, latest / 2 + 3_600, latest &+ 604_800 < latest ? Int64.max : latest + 604_800, Int64.max]
        for now in times {
            let ranked = history.ranked(at: now)
            precondition(ranked.count == history.entries.count && ranked.allSatisfy { entry in history.entries.contains(entry) },
                         "ranking at \(now) is not an ordering of the entries")
            let scores = ranked.map { History.score($0, at: now) }
            precondition(zip(scores, scores.dropFirst()).allSatisfy { $0 >= $1 }, "ranked at \(now) but not best first: \(scores)")
        }

        // A pick: of a text already there, of a new one, of one made of the input's last bytes.
        let lastBytes = String(decoding: input.suffix(Int(input.first ?? 0) % 9), as: UTF8.self)
        for text in [history.entries.last?.text ?? "🔥", "🦊", lastBytes] {
            for now in [latest, times[3]] {
                var picked = history
                picked.record(text, at: now)
                guard History.isRecordable(text) else {
                    precondition(picked == history, "\(text.unicodeScalars.map(\.value)) is not recordable, yet recorded")
                    continue
                }
                check(picked)
                let before = history.entries.first { $0.text == text }
                let after = picked.entries.first { $0.text == text }
                precondition(after?.count == (before.map { min($0.count, Int.max - 1) + 1 } ?? 1), "a pick not counted once")
                precondition(after?.lastUsed == max(before?.lastUsed ?? now, now), "a pick's time is not its latest")
            }
        }
    }

    /// The bounds and the round trip every history keeps.
    static func check(_ history: History) {
        let entries = history.entries
        precondition(entries.count <= History.maximumEntries, "\(entries.count) entries")
        for (index, entry) in entries.enumerated() {
            precondition(entry.count >= 1 && entry.lastUsed >= 0 && History.isRecordable(entry.text), "entry \(entry)")
            precondition(!entries[..<index].contains { $0.text == entry.text }, "\(entry.text) twice")
        }
        let bytes = history.serialized()
        guard let back = History(parsing: bytes) else { preconditionFailure("its own serialization is damaged") }
        precondition(back == history && back.entries.map(\.text.utf8.count) == entries.map(\.text.utf8.count),
                     "its serialization parses back differently")
        precondition(back.serialized() == bytes, "serialized twice, two files")
    }
}
