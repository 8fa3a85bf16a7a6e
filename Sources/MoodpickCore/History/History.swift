/// The emoji picker's memory of past choices, as a value: parsed from and written to the bytes
/// of the history file, ranked by frecency. No file, clock or environment here: the caller
/// reads the file, passes the time in, and writes the result.
///
/// ## The file
/// ```
/// moodpick-history 1
/// <count> TAB <last used, Unix seconds> TAB <chosen text>
/// ```
/// one line per distinct choice, at most `maximumEntries`. Anything else (another header, a
/// malformed line, invalid UTF-8, a repeated text, too many lines) makes the whole file
/// damaged: it is ignored, and the next write replaces it.
///
/// ## Frecency
/// `score = count × weight(age)`, with `age = now − lastUsed` and the weight 4 within an hour,
/// 2 within a day, 1/2 within a week and 1/4 after that (zoxide's buckets): a pick made today
/// counts as much as eight made a month ago. Ties go to the later pick, then the text's bytes,
/// so the order is total and the same on every run.
package struct History: Equatable, Sendable {
    /// One distinct choice.
    package struct Entry: Equatable, Sendable {
        /// The chosen text (an emoji, possibly toned).
        package var text: String
        /// How many times it was chosen (at least 1).
        package var count: Int
        /// When it was last chosen, in seconds since the Unix epoch.
        package var lastUsed: Int64

        package init(text: String, count: Int, lastUsed: Int64) {
            self.text = text
            self.count = count
            self.lastUsed = lastUsed
        }
    }

    /// Entries kept: enough for every emoji anyone uses often, small enough to read at start.
    package static let maximumEntries = 200
    /// The file's first line; a new format gets a new number.
    package static let header = "moodpick-history 1"

    package private(set) var entries: [Entry]

    package init(entries: [Entry] = []) { self.entries = entries }

    /// The history in a file's bytes, or nil when they are damaged (see the type's doc).
    package init?(parsing bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.header) else { return nil }
        lines.removeFirst()
        if lines.last == "" { lines.removeLast() } else { return nil }  // the last line ends with LF
        guard lines.count <= Self.maximumEntries else { return nil }
        var entries: [Entry] = []
        var seen = Set<Substring>()
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let count = Self.number(fields[0]).flatMap(Int.init(exactly:)), count >= 1,
                  let seconds = Self.number(fields[1]),
                  Self.isRecordable(fields[2]), seen.insert(fields[2]).inserted else { return nil }
            entries.append(Entry(text: String(fields[2]), count: count, lastUsed: seconds))
        }
        self.entries = entries
    }

    /// A count or a time as `serialized()` writes it: decimal digits, no sign, no leading zero
    /// (except 0 itself), at most 18 digits. Anything else (`+3`, `0100`, ` 1`) is damage.
    static func number(_ field: Substring) -> Int64? {
        let digits = field.utf8
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }),
              digits.first != 0x30 || digits.count == 1 else { return nil }
        return Int64(field)
    }

    /// Whether `text` can be kept: not empty, no tab, newline or other control character.
    package static func isRecordable<Text: StringProtocol>(_ text: Text) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The file's bytes: the header, then the entries as they are ordered.
    package func serialized() -> [UInt8] {
        var out = Array((Self.header + "\n").utf8)
        for entry in entries {
            out += "\(entry.count)\t\(entry.lastUsed)\t\(entry.text)\n".utf8
        }
        return out
    }

    /// Counts one more choice of `text` at `now` (Unix seconds). When that makes one entry
    /// too many, the lowest-ranked other entry goes. Text that cannot be kept is ignored.
    package mutating func record(_ text: String, at now: Int64) {
        guard Self.isRecordable(text) else { return }
        if let index = entries.firstIndex(where: { $0.text == text }) {
            entries[index].count = min(entries[index].count, Int.max - 1) + 1
            entries[index].lastUsed = max(entries[index].lastUsed, now)
        } else {
            entries.append(Entry(text: text, count: 1, lastUsed: now))
        }
        entries = ranked(at: now)
        if entries.count > Self.maximumEntries {
            // The new choice is kept even when it ranks last: it was just made.
            if let victim = entries.lastIndex(where: { $0.text != text }) { entries.remove(at: victim) }
        }
    }

    /// The frecency of `entry` at `now` (see the type's doc).
    package static func score(_ entry: Entry, at now: Int64) -> Double {
        let age = now - entry.lastUsed
        let weight: Double
        if age < 3_600 {
            weight = 4
        } else if age < 86_400 {
            weight = 2
        } else if age < 604_800 {
            weight = 0.5
        } else {
            weight = 0.25
        }
        return Double(entry.count) * weight
    }

    /// The most a recent pick adds to its search tier (docs/EMOJI.md, "How a search ranks"):
    /// 2, under one quality step (3), so a pick rises above a match better only by the field it
    /// is in (a name over a keyword: 1) or by one of those and a little more, never above a
    /// match of a better kind in the same field (a whole word over a word start).
    package static let maximumSearchBoost = 2

    /// The tiers a pick of frecency `score` adds to its search matches: 0 below 1 (one pick
    /// more than a day ago), 1 from 1 (one pick today, or two this week), 2 from 4 (one in
    /// the last hour, or two today).
    package static func searchBoost(score: Double) -> Int {
        score >= 4 ? maximumSearchBoost : score >= 1 ? 1 : 0
    }

    /// The entries, best first.
    package func ranked(at now: Int64) -> [Entry] {
        entries.map { (entry: $0, score: Self.score($0, at: now)) }
            .sorted { a, b in
                if a.score != b.score { return a.score > b.score }
                if a.entry.lastUsed != b.entry.lastUsed { return a.entry.lastUsed > b.entry.lastUsed }
                return Array(a.entry.text.utf8).lexicographicallyPrecedes(Array(b.entry.text.utf8))
            }
            .map(\.entry)
    }
}
