/// The user's language for the emoji catalog (docs/EMOJI.md, "Languages"): which CLDR locale
/// files to read, from the environment, and what one holds. Pure: the shell reads the files.
public enum EmojiLocale {
    /// The locale names to try, best first: each language of `LANGUAGE` (a colon list), then
    /// `LC_ALL`, `LC_MESSAGES` and `LANG`, each as its regional and its plain language form
    /// (`de_CH.UTF-8@euro` → `de_CH`, `de`), without repeats; English, C and POSIX give none
    /// (English is built in and always searched).
    public static func candidates(environment: [String: String]) -> [String] {
        var values: [String] = []
        if let language = environment["LANGUAGE"] { values += language.split(separator: ":").map(String.init) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                values.append(value)
                break  // as in glibc: the first that is set decides the messages' locale
            }
        }
        var result: [String] = []
        for value in values {
            let base = value.prefix { $0 != "." && $0 != "@" }
            guard !base.isEmpty, base != "C", base != "POSIX",
                  base.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }) else { continue }
            let regional = String(base.map { $0 == "-" ? "_" : $0 })
            let language = String(regional.prefix { $0 != "_" })
            guard language != "en" else { continue }
            for name in [regional, language] where !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// One locale file's names and keywords, by catalog record (`scripts/emoji-locales.py`
    /// writes them): nil when `text` is not such a file.
    public static func parse(_ text: String) -> [Int: (name: String, keywords: [String])]? {
        var lines = text.split(separator: "\n")
        guard let header = lines.first, header.hasPrefix("moodpick-emoji-locale 1 ") else { return nil }
        lines.removeFirst()
        var table: [Int: (name: String, keywords: [String])] = [:]
        table.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let record = Int(fields[0]) else { continue }
            table[record] = (String(fields[1]), fields[2].split(separator: "|").map(String.init))
        }
        return table
    }
}

/// The catalog's names and keywords in the user's language (CLDR), merged from the locale
/// files read (the regional one first): what `EmojiItems` shows and searches beside English.
public struct EmojiLocalNames: Sendable {
    let names: [Int: String]
    let keywords: [Int: [String]]

    /// `tables` best first: a record's name comes from the first that has one; keywords from
    /// all, without repeats.
    public init(_ tables: [[Int: (name: String, keywords: [String])]]) {
        var names: [Int: String] = [:]
        var keywords: [Int: [String]] = [:]
        for table in tables {
            for (record, entry) in table {
                if names[record] == nil, !entry.name.isEmpty { names[record] = entry.name }
                var list = keywords[record] ?? []
                for word in entry.keywords where !list.contains(word) { list.append(word) }
                if !list.isEmpty { keywords[record] = list }
            }
        }
        self.names = names
        self.keywords = keywords
    }

    /// The name of `record` in the user's language, if CLDR has one.
    public func name(of record: Int) -> String? { names[record] }
}
