/// Splits a script line into words on U+0020 and U+0009 only, scalar by scalar.
///
/// Splitting on `Character`s would be wrong: a space followed by a combining mark, VS16, ZWJ
/// or a skin tone is one `Character`, so a key such as a lone U+0301 would glue itself to the
/// space before it, and NBSP or U+3000 would count as blanks. Scripts are machine-written by
/// `--record` as often as by hand, so the separators are exactly the two ASCII blanks.
struct ScriptWords {
    /// The words, in order.
    private(set) var words: [String] = []
    let line: Substring.UnicodeScalarView

    init(_ line: Substring) {
        self.line = line.unicodeScalars
        var index = self.line.startIndex
        while let word = nextWord(from: index) {
            words.append(String(self.line[word.start..<word.end]))
            index = word.end
        }
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Where the first word at or after `index` starts and ends, or nil when only blanks are left.
    private func nextWord(from index: String.Index) -> (start: String.Index, end: String.Index)? {
        var start = index
        while start < line.endIndex, Self.isBlank(line[start]) { start = line.index(after: start) }
        guard start < line.endIndex else { return nil }
        var end = start
        while end < line.endIndex, !Self.isBlank(line[end]) { end = line.index(after: end) }
        return (start, end)
    }

    /// Everything after word `index` and the one blank that follows it; nil when nothing is left.
    /// The words are found again rather than their starts kept: only a paste asks, and a list of
    /// indices cost every replay 15 K instructions of runtime types (callgrind).
    func rest(after index: Int) -> String? {
        var position = line.startIndex
        for _ in 0...index {
            guard let word = nextWord(from: position) else { return nil }
            position = word.end
        }
        guard position < line.endIndex else { return nil }
        position = line.index(after: position)
        guard position < line.endIndex else { return nil }
        return String(line[position...])
    }
}
