/// The user's language for the emoji catalog (docs/EMOJI.md, "Languages"): which CLDR locale
/// files to read, from the environment, and what one holds. Pure: the shell reads the files.
package enum EmojiLocale {
    /// The locale names to try, best first: each language of `LANGUAGE` (a colon list), then
    /// `LC_ALL`, `LC_MESSAGES` and `LANG`, each as its regional and its plain language form
    /// (`de_CH.UTF-8@euro` → `de_CH`, `de`), without repeats; English, C and POSIX give none
    /// (English is built in and always searched).
    package static func candidates(environment: [String: String]) -> [String] {
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

}

/// One language file (`scripts/emoji-locales.py`): its bytes, and where each catalog record's
/// line starts. Reading one costs a pass for line ends, no string per emoji, so a language
/// adds well under a millisecond to the start (docs/EMOJI.md, "Languages").
package struct EmojiLocaleFile: Sendable {
    let bytes: [UInt8]
    /// By record: the byte where its name starts, or -1 (the file says nothing of it).
    let starts: [Int32]
    /// By tone (light … dark): the byte where its name starts (a `tN` line), or -1.
    let toneStarts: [Int32]

    /// The file's lines for a catalog of `recordCount` records; nil when `bytes` is not such a
    /// file (its first line is not `moodpick-emoji-locale 1 …`).
    package init?(bytes: [UInt8], recordCount: Int) {
        let header = Array("moodpick-emoji-locale 1 ".utf8)
        guard bytes.starts(with: header) else { return nil }
        var starts = [Int32](repeating: -1, count: recordCount)
        var toneStarts = [Int32](repeating: -1, count: 5)
        var position = (bytes.firstIndex(of: 0x0A) ?? bytes.count) + 1
        while position < bytes.count {
            if bytes[position] == 0x74, position + 2 < bytes.count, (0x30...0x34).contains(bytes[position + 1]), bytes[position + 2] == 0x09 {
                toneStarts[Int(bytes[position + 1] - 0x30)] = Int32(position + 3)
            }
            // The record number, read no further than it can name a record: an index with
            // more digits than an `Int` holds (`99999999999999999999`) used to trap on the
            // multiplication; now it is a record past the catalog, and the line is skipped.
            var record = 0
            var index = position
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if record < recordCount { record = record * 10 + Int(bytes[index] - 0x30) }
                index += 1
            }
            if index < bytes.count, bytes[index] == 0x09, index > position, record < recordCount { starts[record] = Int32(index + 1) }
            position = (bytes[index...].firstIndex(of: 0x0A) ?? bytes.count) + 1
        }
        self.bytes = bytes
        self.starts = starts
        self.toneStarts = toneStarts
    }

    /// The name of the tone at `position` (0 light … 4 dark), as a byte range (empty: none).
    func toneName(at position: Int) -> Range<Int> {
        guard position < toneStarts.count, toneStarts[position] >= 0 else { return 0..<0 }
        let start = Int(toneStarts[position])
        return start..<(bytes[start...].firstIndex(of: 0x09) ?? bytes.count)
    }

    /// The record's name and keywords fields, as byte ranges (empty when absent).
    func fields(of record: Int) -> (name: Range<Int>, keywords: Range<Int>) {
        guard record < starts.count, starts[record] >= 0 else { return (0..<0, 0..<0) }
        let start = Int(starts[record])
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        let tab = bytes[start..<end].firstIndex(of: 0x09) ?? end
        return (start..<tab, min(tab + 1, end)..<end)
    }
}

/// The catalog's names and keywords in the user's language (CLDR), from the files read (the
/// regional one first): what `EmojiItems` shows and searches beside English.
package struct EmojiLocalNames: Sendable {
    let files: [EmojiLocaleFile]

    /// `files` best first: a record's name comes from the first that has one; keywords from all.
    package init(_ files: [EmojiLocaleFile]) {
        self.files = files
    }

    /// The name of `record` in the user's language, if CLDR has one.
    package func name(of record: Int) -> String? {
        for file in files {
            let range = file.fields(of: record).name
            if !range.isEmpty { return String(decoding: file.bytes[range], as: UTF8.self) }
        }
        return nil
    }

    /// What a toned form's name adds to its base's, in the user's language when the files name
    /// the tone (`: mittlere Hautfarbe`), else in English (`: medium skin tone`).
    package func nameSuffix(for tone: SkinTone) -> String {
        for file in files {
            let range = file.toneName(at: tone.position)
            if !range.isEmpty { return ": " + String(decoding: file.bytes[range], as: UTF8.self) }
        }
        return tone.nameSuffix
    }

    /// Appends the name's bytes and returns true, or false when there is none.
    func appendName(of record: Int, to bytes: inout [UInt8]) -> Bool {
        for file in files {
            let range = file.fields(of: record).name
            if !range.isEmpty {
                bytes += file.bytes[range]
                return true
            }
        }
        return false
    }

    /// Appends each keyword followed by a TAB (the files' `|` becomes TAB).
    func appendKeywords(of record: Int, to bytes: inout [UInt8]) {
        for file in files {
            let range = file.fields(of: record).keywords
            guard !range.isEmpty else { continue }
            for byte in file.bytes[range] { bytes.append(byte == 0x7C ? 0x09 : byte) }
            bytes.append(0x09)
        }
    }
}
