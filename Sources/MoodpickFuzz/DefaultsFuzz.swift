import MoodpickCommandLine

/// Default options (`MOODPICK_DEFAULT_OPTS` and its file), split like a shell command line by
/// `ShellWords.split`: any text splits or is refused, the same way every time, and only for a
/// quote or backslash. A word is made of the text's own characters (quoting only removes some),
/// is empty only when quotes made it so, and text with no quote, backslash or `#` splits at its
/// blanks. Lines are independent once one splits: the file's lines split one by one give its
/// words, with CRLF or LF line ends. Outside quotes, CRLF line ends read as LF ones. Every word, quoted as a shell would
/// (three ways), splits back to itself.
enum DefaultsFuzz {
    static let blanks: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]

    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let result = split(text)
        precondition(split(text) == result, "split twice, two results")
        let quoting = text.unicodeScalars.contains { $0 == "'" || $0 == "\"" || $0 == "\\" }

        // A line that splits ends its words, quotes and comments: what follows starts afresh,
        // after a CRLF or an LF (but an LF after `\` CR makes a line continuation of them).
        let scalars = text.unicodeScalars
        let cut = scalars.index(scalars.startIndex, offsetBy: Int(bytes.first ?? 0) % (scalars.count + 1))
        let (head, tail) = (String(scalars[..<cut]), String(scalars[cut...]))
        if case .success(let first) = split(head) {
            for lineEnd in head.unicodeScalars.last == "\r" ? ["\r\n"] : ["\r\n", "\n"] {
                let joined = split(head + lineEnd + tail)
                switch split(tail) {
                case .success(let second): precondition(joined == .success(first + second), "two lines split differently together")
                case .failure: precondition(joined.isFailure, "a bad line is good after a good one")
                }
            }
        }

        // A file saved with CRLF line ends reads the same (CR is a blank); in quotes a CR is kept.
        if !text.unicodeScalars.contains(where: { $0 == "'" || $0 == "\"" }) {
            var crlf = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar == "\n" && crlf.last != "\r" { crlf.append("\r") }
                crlf.append(scalar)
            }
            precondition(split(String(crlf)) == result, "with CRLF line ends, split differently")
        }

        guard case .success(let words) = result else {
            precondition(quoting, "refused with no quote or backslash")
            return
        }
        var left: [Unicode.Scalar: Int] = [:]
        for scalar in text.unicodeScalars { left[scalar, default: 0] += 1 }
        for word in words {
            precondition(!word.isEmpty || text.unicodeScalars.contains { $0 == "'" || $0 == "\"" }, "an empty word without quotes")
            for scalar in word.unicodeScalars {
                left[scalar, default: 0] -= 1
                precondition(left[scalar]! >= 0, "U+\(String(scalar.value, radix: 16)) in a word more often than in the text")
            }
        }
        if !quoting && !text.unicodeScalars.contains("#") {
            let plain = text.unicodeScalars.split(whereSeparator: blanks.contains).map { String($0) }
            precondition(words.map(\.scalars) == plain.map(\.scalars), "plain text split differently from its blanks")
        }
        for (quote, separator) in [(singleQuoted, " "), (doubleQuoted, "\n"), (escaped, "\t")] as [((String) -> String, String)] {
            let requoted = words.map(quote).joined(separator: separator)
            guard case .success(let back) = split(requoted) else { preconditionFailure("requoted words are refused: \(requoted)") }
            precondition(back.map(\.scalars) == words.map(\.scalars), "requoted words split differently: \(requoted)")
        }
    }

    static func split(_ text: String) -> Result<[String], ShellWords.SplitError> {
        do { return .success(try ShellWords.split(text)) } catch { return .failure(error) }
    }

    /// `'…'`, with each `'` as `'\''`.
    static func singleQuoted(_ word: String) -> String {
        "'" + word.unicodeScalars.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }

    /// `"…"`, with `\` before `"`, `\`, `$` and `` ` ``.
    static func doubleQuoted(_ word: String) -> String {
        "\"" + word.unicodeScalars.map { "\"\\$`".unicodeScalars.contains($0) ? "\\" + String($0) : String($0) }.joined() + "\""
    }

    /// `\` before every character but a newline, which `\` would join to the next line: it is
    /// quoted `'\n'`; an empty word is `''`.
    static func escaped(_ word: String) -> String {
        word.isEmpty ? "''" : word.unicodeScalars.map { $0 == "\n" ? "'\n'" : "\\" + String($0) }.joined()
    }
}

extension String {
    /// The scalars, to compare words exactly (`==` on strings takes canonical equivalents as equal).
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
