/// What a misspelt or fzf-only option is told (issue 33): fzf's options that moodpick has no
/// use for get one line saying what to use instead, and any other unknown option the nearest
/// name in the option table, by edit distance ("did you mean --height?").
package enum FzfWords {
    /// fzf's options that moodpick does not take, and what does the job here.
    static let instead: [String: String] = [
        "bind": "moodpick's keys are fixed (moodpick --help lists them); a script reacts to a rest with --on-change",
        "expect": "Enter prints the choice and exits 0, Esc exits 130: the exit status tells which key ended the run",
        "tiebreak": "matches rank best first, ties in input order; --no-sort keeps input order",
        "nth": "--with-nth N shows and matches only those fields",
        "info": "the count always stands at the right of the prompt row",
        "inline-info": "the count always stands at the right of the prompt row",
        "no-info": "the count always stands at the right of the prompt row",
        "cycle": "the strip stops at either end; Home and End go there",
        "margin": "--border draws a box around the vertical layout; there is no margin",
        "padding": "--border draws a box around the vertical layout; there is no padding",
        "pointer": "the mark's glyph is fixed; --color mark:COLOR colors it",
        "marker": "the --multi marker's glyph is fixed; --color marker:COLOR colors it",
        "scheme": "one ranking serves every list; --exact matches words as substrings",
        "header-lines": "give the header as --header TEXT",
        "sync": "items show as they arrive; --select-1 and --exit-0 wait for all of them",
        "walker": "pipe the list in: find . -type f | moodpick --layout vertical",
        "no-bold": "--color takes the attributes of every element",
        "black": "--color bg:0 (or --color bw) sets the background",
        "keep-right": "a long row keeps its start and ends in …",
        "border-label": "--border draws a plain box",
        "preview-label": "the preview has no label",
    ]

    /// The line for an unknown `--name` (`name` without its dashes).
    package static func unknown(_ name: Substring) -> String {
        let bare = name.split(separator: "=", maxSplits: 1).first.map(String.init) ?? String(name)
        if let advice = instead[bare] { return "--\(bare) is fzf's and has no use here: \(advice)" }
        if let near = nearest(to: bare) { return "unknown option '--\(name)' (did you mean --\(near)?)" }
        return "unknown option '--\(name)'"
    }

    /// The option name (a negation included) nearest `name`, if one is near enough: at most 1
    /// edit for names up to 4 letters, 2 beyond; the first in the table on a tie.
    static func nearest(to name: String) -> String? {
        let limit = name.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for option in Option.allCases where !option.spec.hidden {
            for candidate in [option.rawValue] + (option.negation.map { [String($0.dropFirst(2))] } ?? []) {
                let distance = editDistance(name, candidate)
                if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
            }
        }
        return best?.name
    }

    /// The edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`: the
    /// optimal string alignment distance, so `hieght` is one swap from `height`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
