/// `moodpick --shell-history SHELL`: a shell's own history, as its widget pipes it in, made
/// the items of the history widget (docs/CONTRACT.md §16): each command once, at its newest use,
/// newest first, a command of several lines kept whole (the picker shows its newlines as ␊,
/// and the widget inserts it as it was).
package enum ShellHistory {
    /// What the widget of each shell pipes in.
    package enum Format: String, CaseIterable, Sendable {
        /// bash's `history` builtin (with an empty HISTTIMEFORMAT): oldest first, each command
        /// after its number (`%5d` and a blank, or `*` when edited, then a blank); the lines
        /// after a command's first follow as they are, unnumbered.
        case bash
        /// `print -rN -- "${history[@]}"`: every command ended by NUL, newest first.
        case zsh
        /// `history --null`: the same.
        case fish
    }

    /// The commands of `input`, newest first, each once (its newest use kept).
    package static func entries(_ input: [UInt8], format: Format) -> [[UInt8]] {
        switch format {
        case .bash: return folded(bashEntries(input).reversed())
        case .zsh, .fish: return folded(nulEntries(input))
        }
    }

    /// Each command once, in the order given, a later copy dropped; an empty one dropped.
    static func folded<S: Sequence>(_ newestFirst: S) -> [[UInt8]] where S.Element == [UInt8] {
        var seen = Set<[UInt8]>()
        var kept: [[UInt8]] = []
        for entry in newestFirst where !entry.isEmpty && seen.insert(entry).inserted {
            kept.append(entry)
        }
        return kept
    }

    /// The NUL-ended commands of `input` (a last one without its NUL too).
    static func nulEntries(_ input: [UInt8]) -> [[UInt8]] {
        input.split(separator: 0, omittingEmptySubsequences: false).map(Array.init).filter { !$0.isEmpty }
    }

    /// bash's listing taken apart, oldest first. A line starts a new command only when it has
    /// the number that follows the last one's, so a later line of a command that happens to
    /// start with blanks and digits stays in that command.
    static func bashEntries(_ input: [UInt8]) -> [[UInt8]] {
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var entries: [[UInt8]] = []
        var lastNumber: Int?
        for line in lines {
            if let (number, text) = numbered(line), lastNumber.map({ number == $0 + 1 }) ?? true {
                entries.append(text)
                lastNumber = number
            } else if !entries.isEmpty {
                entries[entries.count - 1] += [0x0A] + line
            }
        }
        return entries
    }

    /// `  N  text` or `  N* text`: the number and the text, or nil for any other line.
    static func numbered(_ line: [UInt8]) -> (Int, [UInt8])? {
        var index = 0
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        let digitsStart = index
        var number = 0
        while index < line.count, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9"), number < Int.max / 10 - 9 {
            number = number * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > digitsStart, index + 1 < line.count,
              line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "*"), line[index + 1] == UInt8(ascii: " ")
        else { return nil }
        return (number, Array(line[(index + 2)...]))
    }
}
