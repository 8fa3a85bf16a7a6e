import CTerminfo

/// Whether the terminal is taken to understand UTF-8, decided from the locale and the
/// environment before the terminal starts (docs/TERMINAL.md, appendix A.6).
package enum LocaleSetup {
    /// Sets the character-type locale from the environment and returns whether text is UTF-8:
    /// when the locale's code set is UTF-8, or when the environment asks for UTF-8 even though
    /// that locale cannot be loaded here.
    ///
    /// Only LC_CTYPE is read: the code set is the one thing moodpick asks of the C locale (its
    /// widths, numbers and case folding are its own), and loading all thirteen categories cost
    /// about a tenth of a short run. A UTF-8 locale that is not installed (LANG=en_US.UTF-8 on
    /// a machine with only C.UTF-8, or the static binary on a system without locale files) is
    /// still UTF-8: moodpick encodes and measures its text itself, so the environment's word is
    /// what the terminal expects.
    ///
    /// The environment is asked first: when it names UTF-8 the answer is yes whatever the
    /// locale files say, so they are not read at all. Loading them (locale.alias parsed, the
    /// LC_CTYPE file and the gconv cache mapped) was eight system calls and 56,000 instructions,
    /// a tenth of a short pick's own work (Benchmarks/README.md, section 4).
    package static func configure() -> Bool {
        if asksForUTF8({ name in getenv(name).map { String(cString: $0) } }) { return true }
        setlocale(LC_CTYPE, "")
        return isUTF8(moodpick_codeset().map { String(cString: $0) })
    }

    /// Whether a code set name (`nl_langinfo(CODESET)`) is UTF-8.
    static func isUTF8(_ codeset: String?) -> Bool {
        guard let name = codeset?.lowercased() else { return false }
        return name == "utf-8" || name == "utf8"
    }

    /// Whether the first of LC_ALL, LC_CTYPE and LANG that is set and not empty names a UTF-8
    /// locale (POSIX's order of precedence for the character type).
    static func asksForUTF8(_ environment: (String) -> String?) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            return namesUTF8(value)
        }
        return false
    }

    /// Whether a locale name contains "utf-8" or "utf8", in any case. Compared as bytes: the
    /// standard library's `String.contains(_:)` for a string lives in _StringProcessing, whose
    /// searcher would otherwise cost a short pick a quarter of its instructions (Benchmarks/README.md, "The start-up budget").
    static func namesUTF8(_ name: String) -> Bool {
        let bytes = name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }  // ASCII capitals lowered
        let u = UInt8(ascii: "u"), t = UInt8(ascii: "t"), f = UInt8(ascii: "f"), dash = UInt8(ascii: "-"), eight = UInt8(ascii: "8")
        for start in bytes.indices where bytes[start] == u && start + 3 < bytes.count {
            guard bytes[start + 1] == t, bytes[start + 2] == f else { continue }
            if bytes[start + 3] == eight { return true }
            if bytes[start + 3] == dash, start + 4 < bytes.count, bytes[start + 4] == eight { return true }
        }
        return false
    }
}
