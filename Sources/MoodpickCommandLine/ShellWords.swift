/// Splits text into words the way a POSIX shell splits a command line, without expanding
/// anything: how `MOODPICK_DEFAULT_OPTS` and its file are read, so that a value with spaces can
/// be quoted there exactly as on the command line (fzf reads `FZF_DEFAULT_OPTS` the same way).
///
/// - Blanks (space, tab, newline, CR) separate words; runs of them count as one.
/// - `'…'` keeps everything literally up to the next `'`.
/// - `"…"` keeps everything literally except `\` before `"`, `\`, `$`, `` ` `` or a newline.
/// - `\` outside quotes keeps the next character literally; `\` + newline joins two lines.
/// - `\` + CR LF joins two lines too (in double quotes as well): with CR a blank, a file saved
///   with CRLF line ends then splits as with LF ones, except for line ends inside quotes.
/// - `#` at the start of a word starts a comment up to the end of the line (for the file).
/// - `''` and `""` make an empty word. `$`, `*`, `~` and the like are plain characters: nothing
///   is expanded, so a default cannot run a command.
package enum ShellWords {
    /// Text that cannot be split: a quote without its closing quote, or a `\` at the very end.
    package struct SplitError: Error, Equatable, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }

    package static func split(_ text: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false  // true once a word has begun, even if it is still empty (`''`)
        var scalars = Substring(text).unicodeScalars

        func finishWord() {
            if inWord { words.append(String(word)) }
            word = String.UnicodeScalarView()
            inWord = false
        }

        /// Whether the character after a `\` ends a line: a newline, or a CR before one (taken too).
        func endsLine(_ escaped: Unicode.Scalar) -> Bool {
            if escaped == "\n" { return true }
            guard escaped == "\r", scalars.first == "\n" else { return false }
            scalars.removeFirst()
            return true
        }

        while let c = scalars.popFirst() {
            switch c {
            case " ", "\t", "\n", "\r":
                finishWord()
            case "#" where !inWord:
                while let skipped = scalars.popFirst(), skipped != "\n" {}
            case "'":
                inWord = true
                while true {
                    guard let q = scalars.popFirst() else { throw SplitError("a single quote (') is not closed") }
                    if q == "'" { break }
                    word.append(q)
                }
            case "\"":
                inWord = true
                while true {
                    guard let q = scalars.popFirst() else { throw SplitError("a double quote (\") is not closed") }
                    if q == "\"" { break }
                    if q == "\\" {
                        guard let escaped = scalars.popFirst() else { throw SplitError("a double quote (\") is not closed") }
                        if endsLine(escaped) { continue }
                        switch escaped {
                        case "\"", "\\", "$", "`": word.append(escaped)
                        default:
                            word.append(q)
                            word.append(escaped)
                        }
                        continue
                    }
                    word.append(q)
                }
            case "\\":
                guard let escaped = scalars.popFirst() else { throw SplitError("a backslash (\\) ends the text") }
                if endsLine(escaped) { continue }  // a line continuation, as in sh
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(c)
            }
        }
        finishWord()
        return words
    }
}
