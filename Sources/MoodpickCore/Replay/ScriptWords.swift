/// Splits a script line into words on U+0020 and U+0009 only, scalar by scalar.
///
/// Splitting on `Character`s would be wrong: a space followed by a combining mark, VS16, ZWJ
/// or a skin tone is one `Character`, so a key such as a lone U+0301 would glue itself to the
/// space before it, and NBSP or U+3000 would count as blanks. Scripts are machine-written by
/// `--record` as often as by hand, so the separators are exactly the two ASCII blanks.
struct ScriptWords {
    /// The words, in order, each with where it starts in the line.
    private(set) var words: [String] = []
    private(set) var starts: [String.UnicodeScalarView.Index] = []
    let line: Substring.UnicodeScalarView

    init(_ line: Substring) {
        self.line = line.unicodeScalars
        var index = self.line.startIndex
        while index < self.line.endIndex {
            guard !Self.isBlank(self.line[index]) else {
                index = self.line.index(after: index)
                continue
            }
            let start = index
            while index < self.line.endIndex, !Self.isBlank(self.line[index]) { index = self.line.index(after: index) }
            words.append(String(self.line[start..<index]))
            starts.append(start)
        }
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Everything after word `index` and the one blank that follows it; nil when nothing is left.
    func rest(after index: Int) -> String? {
        var position = line.index(starts[index], offsetBy: words[index].unicodeScalars.count)
        guard position < line.endIndex else { return nil }
        position = line.index(after: position)
        guard position < line.endIndex else { return nil }
        return String(line[position...])
    }
}
